import type { Metadata } from 'next';
import { LinksScreen } from '@/components/integrations/links-screen';
import { linksPath, type IntegrationLink } from '@/lib/integrations/api';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadList } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Внешние ID заказов' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OrderEditPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: [] });
  const { rows, pagination, error } = await loadList<IntegrationLink>(linksPath('order'), toApiQuery(query));
  return <LinksScreen kind="order" links={rows} pagination={pagination} error={error} />;
}
