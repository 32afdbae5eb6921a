import type { Metadata } from 'next';
import { OrdersList } from '@/components/orders/orders-list';
import { listClientOptions } from '@/lib/clients/server';
import { listOrders, listOrderStatuses } from '@/lib/orders/server';
import { parseListQuery } from '@/lib/lists/query';
import { ORDER_FILTER_KEYS, orderListApiQuery } from '@/lib/orders/filter';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Заказы' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /orders: rows, the statuses and the clients of the filter, loaded side by side. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: ORDER_FILTER_KEYS });
  const [list, statuses, customers, views] = await Promise.all([
    listOrders(orderListApiQuery(query)),
    listOrderStatuses(),
    listClientOptions(),
    loadViewTabs('orders', ORDER_FILTER_KEYS, (view) => listOrders(orderListApiQuery(view))),
  ]);
  return (
    <OrdersList
      orders={list.rows}
      pagination={list.pagination}
      error={list.error}
      statuses={statuses}
      customers={customers}
      views={views}
    />
  );
}
