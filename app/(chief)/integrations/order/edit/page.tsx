import type { Metadata } from 'next';
import { LinksScreen } from '@/components/integrations/links-screen';
import { listIntegrationLinks } from '@/lib/integrations/server';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';

export const metadata: Metadata = { title: 'Внешние ID заказов' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OrderEditPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: [] });
  const { rows, pagination, error } = await listIntegrationLinks('order', toApiQuery(query));
  return <LinksScreen kind="order" links={rows} pagination={pagination} error={error} />;
}
