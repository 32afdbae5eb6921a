'use client';

import { ListState } from '@/components/list/list-state';
import { useListTransition } from '@/components/list/use-list-transition';
import { OrdersTable } from '@/components/orders/orders-table';
import { Pagination } from '@/components/ui/pagination';
import type { Pagination as PaginationData } from '@/lib/api/list-types';
import type { OrderSummary } from '@/lib/api/orders';
import styles from './clients.module.css';

export interface ClientOrdersProps {
  orders: OrderSummary[];
  pagination: PaginationData;
  error: string | null;
}

const NO_FILTERS: readonly string[] = [];

/** The client's orders, newest first, paged through the card's URL. */
export function ClientOrders({ orders, pagination, error }: ClientOrdersProps) {
  const { list, pending, run, refresh } = useListTransition({ filterKeys: NO_FILTERS });
  return (
    <section className={styles.section} aria-labelledby="client-orders-title">
      <h2 id="client-orders-title">Заказы клиента</h2>
      <ListState
        loading={pending}
        error={error ? true : undefined}
        errorText={error ?? undefined}
        onRetry={refresh}
        empty={orders.length === 0}
        emptyText="У клиента пока нет заказов"
      >
        <OrdersTable orders={orders} showCustomer={false} />
      </ListState>
      <Pagination
        page={list.query.page}
        totalPages={pagination.totalPages}
        loading={pending}
        onChange={(page) => run(() => list.setPage(page))}
      />
    </section>
  );
}
