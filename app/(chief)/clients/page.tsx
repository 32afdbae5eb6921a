import type { Metadata } from 'next';
import { ClientsList } from '@/components/clients/clients-list';
import { listClients } from '@/lib/clients/server';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';

export const metadata: Metadata = { title: 'Клиенты' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ClientsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: [] });
  const { rows, pagination, error } = await listClients(toApiQuery(query));
  return <ClientsList customers={rows} pagination={pagination} error={error} />;
}
