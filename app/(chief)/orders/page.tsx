import type { Metadata } from 'next';
import { OrdersList } from '@/components/orders/orders-list';
import { CUSTOMERS_PATH, type CustomerOption } from '@/lib/clients/api';
import { ORDERS_PATH, STATUSES_DROPOUT_PATH, type OrderSummary, type StatusOption } from '@/lib/orders/api';
import { parseListQuery } from '@/lib/lists/query';
import { ORDER_FILTER_KEYS, orderListApiQuery } from '@/lib/orders/filter';
import { loadList, loadOptions } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Заказы' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /orders: rows, the statuses and the clients of the filter, loaded side by side. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: ORDER_FILTER_KEYS });
  const [list, statuses, customers] = await Promise.all([
    loadList<OrderSummary>(ORDERS_PATH, orderListApiQuery(query)),
    loadOptions<StatusOption>(STATUSES_DROPOUT_PATH),
    loadOptions<CustomerOption>(`${CUSTOMERS_PATH}/dropout`),
  ]);
  return (
    <OrdersList
      orders={list.rows}
      pagination={list.pagination}
      error={list.error}
      statuses={statuses}
      customers={customers}
    />
  );
}
