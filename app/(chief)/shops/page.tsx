import type { Metadata } from 'next';
import { ShopsList } from '@/components/shops/shops-list';
import { SHOP_FILTER_KEYS } from '@/lib/shops/api';
import { listShops } from '@/lib/shops/server';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Магазины' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /shops: the first page of rows is in the HTML; filters and page come from the URL. */
export default async function ShopsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: SHOP_FILTER_KEYS });
  const [{ rows, pagination, error }, views] = await Promise.all([
    listShops(toApiQuery(query)),
    loadViewTabs('shops', SHOP_FILTER_KEYS, (view) => listShops(toApiQuery(view))),
  ]);
  return <ShopsList shops={rows} pagination={pagination} error={error} views={views} />;
}
