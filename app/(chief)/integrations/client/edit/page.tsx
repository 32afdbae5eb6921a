import type { Metadata } from 'next';
import { LinksScreen } from '@/components/integrations/links-screen';
import { linksPath, type IntegrationLink } from '@/lib/integrations/api';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadList } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Внешние ID клиентов' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ClientEditPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: [] });
  const { rows, pagination, error } = await loadList<IntegrationLink>(linksPath('client'), toApiQuery(query));
  return <LinksScreen kind="client" links={rows} pagination={pagination} error={error} />;
}
