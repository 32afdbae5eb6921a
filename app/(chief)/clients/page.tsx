import type { Metadata } from 'next';
import { ClientsList } from '@/components/clients/clients-list';
import { CUSTOMERS_PATH, type CustomerRow } from '@/lib/clients/api';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadList } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Клиенты' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ClientsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: [] });
  const { rows, pagination, error } = await loadList<CustomerRow>(CUSTOMERS_PATH, toApiQuery(query));
  return <ClientsList customers={rows} pagination={pagination} error={error} />;
}
