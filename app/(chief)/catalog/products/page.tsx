import type { Metadata } from 'next';
import { ProductsList } from '@/components/catalog/products-list';
import { PRODUCT_FILTER_KEYS } from '@/lib/catalog/filters';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { listCategoryOptions, listProducts } from '@/lib/catalog/server';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Товары' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 catalogProducts: the first page of rows is in the HTML; filters and page come from the URL. */
export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: PRODUCT_FILTER_KEYS });
  const [{ rows, pagination, error }, categories, views] = await Promise.all([
    listProducts(toApiQuery(query)),
    listCategoryOptions(),
    loadViewTabs('products', PRODUCT_FILTER_KEYS, (view) => listProducts(toApiQuery(view))),
  ]);
  return <ProductsList type="product" rows={rows} pagination={pagination} error={error} categories={categories} views={views} />;
}
