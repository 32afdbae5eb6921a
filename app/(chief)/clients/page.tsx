import type { Metadata } from 'next';
import { ClientsList } from '@/components/clients/clients-list';
import { listClients } from '@/lib/clients/server';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Клиенты' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ClientsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: [] });
  const [{ rows, pagination, error }, views] = await Promise.all([
    listClients(toApiQuery(query)),
    loadViewTabs('clients', [], (view) => listClients(toApiQuery(view))),
  ]);
  return <ClientsList customers={rows} pagination={pagination} error={error} views={views} />;
}
