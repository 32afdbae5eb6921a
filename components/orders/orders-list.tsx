'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { BulkBar } from '@/components/list/lazy-bulk-bar';
import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListRows } from '@/components/list/list-rows';
import { ListSummary } from '@/components/list/list-summary';
import { useListSelection } from '@/components/list/use-list-selection';
import { useListTransition } from '@/components/list/use-list-transition';
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
import styles from './orders.module.css';
import { SavedViews } from '@/components/list/saved-views';
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
  const transition = useListTransition({ filterKeys: ORDER_FILTER_KEYS });
  const { list, run, refresh } = transition;
  const applied = orderFilterFromQuery(list.query);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const chips = orderChips(list.query, statuses, customers);
  const selection = useListSelection({ query: list.query, rows: orders, path: ORDERS_PATH, apiQuery: orderListApiQuery, nameOf: (order) => `заказ № ${order.number}` });
  // The status the selected orders get (a draft of the bulk bar, not server data).
  const [bulkStatus, setBulkStatus] = useState<number | null>(null);
  const bulkActions = [
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
    <section className={styles.page} aria-labelledby="orders-title">
      <header className={styles.header}>
        <h1 id="orders-title">Заказы</h1>
        <ExportButton list="orders" />
      </header>
      {views && <SavedViews tabs={views} />}
      <FilterBar<OrderFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_ORDER_FILTER}
        canApply={isOrderFilterValid}
        placeholder="Поиск по номеру заказа, клиенту или телефону"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: buildOrderFilterQuery(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('./order-filter-fields')}
      >
        {(draft) => <OrderFilterFields draft={draft} statuses={statuses} customers={customers} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && (
        <ListSummary
          label="Найдено заказов"
          total={pagination.total}
          onClear={filtered ? () => run(() => list.clear()) : undefined}
        />
      )}
      {/* Keyed by the query: what waited for another page or filter is not this one's news. */}
      <LiveOrdersBar key={serializeListQuery(list.query).toString()} query={list.query} rowIds={orders.map((order) => order.id)} />
      <ListRows
        transition={transition}
        error={error}
        empty={orders.length === 0}
        emptyText={filtered ? 'По заданным условиям заказов нет' : 'Заказов пока нет'}
        totalPages={pagination.totalPages}
      >
        <OrdersTable orders={orders} selection={selection} />
      </ListRows>
      <BulkBar selection={selection} total={pagination.total} actions={bulkActions} onDone={refresh}>
        <Select label="Новый статус" placeholder="Выберите статус" options={statuses} value={bulkStatus} onChange={(value) => setBulkStatus(Number(value))} />
        {selection.count > MAX_PRINT_ORDERS && <span>Печать — не более {MAX_PRINT_ORDERS} заказов за раз</span>}
      </BulkBar>
    </section>
  );
}
