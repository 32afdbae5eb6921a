'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ExportButton } from '@/components/list/export-button';
import { ResourceList } from '@/components/list/resource-list';
import type { Selection } from '@/components/list/use-selection';
import type { CustomerOption } from '@/lib/clients/api';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import type { ListItem } from '@/lib/lists/items';
import type { OrderSummary, StatusOption } from '@/lib/orders/api';
import { ORDERS_PATH } from '@/lib/orders/constants';
import {
  buildOrderFilterQuery,
  EMPTY_ORDER_FILTER,
  isOrderFilterValid,
  ORDER_FILTER_KEYS,
  orderChips,
  orderFilterFromQuery,
  orderListApiQuery,
  type OrderFilterDraft,
} from '@/lib/orders/filter';
import { MAX_PRINT_ORDERS } from '@/lib/orders/print';
import { paths } from '@/lib/paths';
import { serializeListQuery } from '@/lib/lists/query';
import { OrdersTable } from './orders-table';
import type { ViewTabs } from '@/lib/views/types';

// The live channel's bar shows nothing until an order arrives: it (and the live client) loads
// after the list hydrates instead of with it.
const LiveOrdersBar = dynamic(() => import('./live-orders').then((m) => m.LiveOrdersBar), { ssr: false });

// The filter fields show only in the panel 'Фильтры' opens: they (and the date fields' date-fns)
// load when the pointer or focus reaches that button, out of the list's first-load JS.
const OrderFilterFields = dynamic(() => import('./order-filter-fields').then((m) => m.OrderFilterFields), { ssr: false });
// The bulk bar's status field shows only once rows are selected, as the bar itself does.
const Select = dynamic(() => import('@/components/ui/select').then((m) => m.Select), { ssr: false });

export interface OrdersListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  orders: OrderSummary[];
  pagination: PaginationData;
  error: string | null;
  statuses: StatusOption[];
  customers: CustomerOption[];
}

/** §2 /orders: the §3 filter in the URL (a reload keeps it), the rows and pagination. */
export function OrdersList({ orders, pagination, error, statuses, customers, views }: OrdersListProps) {
  // The status the selected orders get (a draft of the bulk bar, not server data).
  const [bulkStatus, setBulkStatus] = useState<number | null>(null);
  const bulkActions = (selection: Selection) => [
    {
      label: 'Изменить статус',
      disabled: bulkStatus === null,
      // The calls load with the first bulk change, not with the list.
      run: ({ id }: ListItem) => import('@/lib/orders/api').then(({ ordersApi }) => ordersApi.setStatus(id, bulkStatus as number)),
    },
    {
      label: 'Печать',
      disabled: selection.count > MAX_PRINT_ORDERS,
      open: (items: readonly ListItem[]) => paths.ordersPrint(items.map((item) => item.id)),
    },
  ];

  return (
    <ResourceList<OrderSummary, OrderFilterDraft>
      titleId="orders-title"
      title="Заказы"
      actions={<ExportButton list="orders" />}
      views={views}
      rows={orders}
      pagination={pagination}
      error={error}
      path={ORDERS_PATH}
      apiQuery={orderListApiQuery}
      nameOf={(order) => `заказ № ${order.number}`}
      filter={{
        keys: ORDER_FILTER_KEYS,
        of: orderFilterFromQuery,
        empty: EMPTY_ORDER_FILTER,
        patch: buildOrderFilterQuery,
        canApply: isOrderFilterValid,
        placeholder: 'Поиск по номеру заказа, клиенту или телефону',
        prepare: () => void import('./order-filter-fields'),
        fields: (draft) => <OrderFilterFields draft={draft} statuses={statuses} customers={customers} />,
        chips: (query) => orderChips(query, statuses, customers),
      }}
      found="Найдено заказов"
      clearable
      empty={{ text: 'Заказов пока нет', filtered: 'По заданным условиям заказов нет' }}
      // Keyed by the query: what waited for another page or filter is not this one's news.
      beforeRows={(query) => <LiveOrdersBar key={serializeListQuery(query).toString()} query={query} rowIds={orders.map((order) => order.id)} />}
      table={(selection) => <OrdersTable orders={orders} selection={selection} />}
      bulkActions={bulkActions}
      bulkFields={(selection) => (
        <>
          <Select label="Новый статус" placeholder="Выберите статус" options={statuses} value={bulkStatus} onChange={(value) => setBulkStatus(Number(value))} />
          {selection.count > MAX_PRINT_ORDERS && <span>Печать — не более {MAX_PRINT_ORDERS} заказов за раз</span>}
        </>
      )}
    />
  );
}
