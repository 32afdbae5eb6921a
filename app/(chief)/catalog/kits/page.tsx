import type { Metadata } from 'next';
import { ProductsList } from '@/components/catalog/products-list';
import { PRODUCT_FILTER_KEYS } from '@/lib/catalog/filters';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { listCategoryOptions, listProducts } from '@/lib/catalog/server';

export const metadata: Metadata = { title: 'Комплекты' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 catalogKits: kits are products sold as a set, listed with the products' toolkit. */
export default async function KitsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: PRODUCT_FILTER_KEYS });
  const [{ rows, pagination, error }, categories] = await Promise.all([
    listProducts(toApiQuery(query), 'kit'),
    listCategoryOptions(),
  ]);
  return <ProductsList type="kit" rows={rows} pagination={pagination} error={error} categories={categories} />;
}
