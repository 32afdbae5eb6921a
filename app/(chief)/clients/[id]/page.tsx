import type { Metadata } from 'next';
import { ClientCard } from '@/components/clients/client-card';
import { ClientOrders } from '@/components/clients/client-orders';
import { getClient } from '@/lib/clients/server';
import { listOrders } from '@/lib/orders/server';
import { parseListQuery } from '@/lib/lists/query';
import { requireNumericId } from '@/lib/server/upstream/server-list';

/** The record in the tab's title, so open tabs can be told apart; the read is shared with the page. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const record = await getClient(requireNumericId((await params).id));
  return { title: `Клиент ${record.name}` };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2: the client is loaded first, and a failure goes back to the list; their orders come along. */
export default async function ClientPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const id = requireNumericId((await params).id);
  const { page, perPage, sort } = parseListQuery(await searchParams, { filterKeys: [] });
  const [customer, orders] = await Promise.all([
    getClient(id),
    listOrders({ page, perPage, sort, user: id }),
  ]);
  return (
    <ClientCard key={customer.id} customer={customer}>
      <ClientOrders orders={orders.rows} pagination={orders.pagination} error={orders.error} />
    </ClientCard>
  );
}
