'use client';

import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import { ListRows } from '@/components/list/list-rows';
import { ListSummary } from '@/components/list/list-summary';
import { useListTransition } from '@/components/list/use-list-transition';
import type { CustomerOption } from '@/lib/api/customers';
import type { Pagination as PaginationData } from '@/lib/api/list-types';
import type { OrderSummary, StatusOption } from '@/lib/api/orders';
import {
  buildOrderFilterQuery,
  EMPTY_ORDER_FILTER,
  isOrderFilterValid,
  ORDER_FILTER_KEYS,
  orderChips,
  orderFilterFromQuery,
  type OrderFilterDraft,
} from '@/lib/order-filter';
import { OrderFilterFields } from './order-filter-fields';
import { OrdersTable } from './orders-table';
import styles from './orders.module.css';

export interface OrdersListProps {
  orders: OrderSummary[];
  pagination: PaginationData;
  error: string | null;
  statuses: StatusOption[];
  customers: CustomerOption[];
}

/** §2 /orders: the §3 filter in the URL (a reload keeps it), the rows and pagination. */
export function OrdersList({ orders, pagination, error, statuses, customers }: OrdersListProps) {
  const transition = useListTransition({ filterKeys: ORDER_FILTER_KEYS });
  const { list, run } = transition;
  const applied = orderFilterFromQuery(list.query);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const chips = orderChips(list.query, statuses, customers);

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <header className={styles.header}>
        <h1 id="orders-title">Заказы</h1>
      </header>
      <FilterBar<OrderFilterDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_ORDER_FILTER}
        canApply={isOrderFilterValid}
        placeholder="Поиск по номеру заказа, клиенту или телефону"
        activeCount={chips.length}
        onApply={({ search, filters }) => run(() => list.apply({ search, filters: buildOrderFilterQuery(filters) }))}
        onReset={() => run(() => list.clear())}
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
      <ListRows
        transition={transition}
        error={error}
        empty={orders.length === 0}
        emptyText={filtered ? 'По заданным условиям заказов нет' : 'Заказов пока нет'}
        totalPages={pagination.totalPages}
      >
        <OrdersTable orders={orders} />
      </ListRows>
    </section>
  );
}
