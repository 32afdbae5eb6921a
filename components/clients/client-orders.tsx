'use client';

import { ListRows } from '@/components/list/list-rows';
import { useListTransition } from '@/components/list/use-list-transition';
import { OrdersTable } from '@/components/orders/orders-table';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import type { OrderSummary } from '@/lib/orders/api';
import styles from './clients.module.css';

export interface ClientOrdersProps {
  orders: OrderSummary[];
  pagination: PaginationData;
  error: string | null;
}

const NO_FILTERS: readonly string[] = [];

/** The client's orders, newest first, paged through the card's URL. */
export function ClientOrders({ orders, pagination, error }: ClientOrdersProps) {
  const transition = useListTransition({ filterKeys: NO_FILTERS });
  return (
    <section className={styles.section} aria-labelledby="client-orders-title">
      <h2 id="client-orders-title">Заказы клиента</h2>
      <ListRows
        transition={transition}
        error={error}
        empty={orders.length === 0}
        emptyText="У клиента пока нет заказов"
        totalPages={pagination.totalPages}
      >
        <OrdersTable orders={orders} showCustomer={false} />
      </ListRows>
    </section>
  );
}
