'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { NEW_ORDERS_PAGE, useNewOrders, type NewOrder } from '@/lib/orders/new-orders';
import styles from './side-menu.module.css';
import type { NewOrderNotices } from './new-order-notices';

/**
 * The side menu's count of orders created since the list was last opened, and a notice for the
 * orders that arrive while the dashboard is open (from the live channel, or the poll when it is
 * down), so a new order is not missed: one order by its number, a burst as one notice counting
 * them (./new-order-notices.tsx, loaded with the first order); with the profile's switch on, a
 * notification and a chime.
 */
export function NewOrdersBadge({ pollMs, onList }: { pollMs: number; onList: boolean }) {
  const { notify } = useToast();
  // Each order is announced once, whether the stream or a poll brought it.
  const announced = useRef(new Set<number>());
  const notices = useRef<Promise<NewOrderNotices> | null>(null);
  useEffect(() => () => void notices.current?.then((shown) => shown.stop()), []);
  const announce = useCallback(
    (order: NewOrder, how?: { quiet: boolean }) => {
      if (announced.current.has(order.id)) return;
      announced.current.add(order.id);
      // An imported order is counted but not announced: the import screen shows its own progress.
      if (how?.quiet) return;
      notices.current ??= import('./new-order-notices').then((m) => m.newOrderNotices(notify));
      void notices.current.then((shown) => shown.add(order));
    },
    [notify],
  );
  const { orders, fresh } = useNewOrders({ pollMs, onList, onArrived: announce });
  // Ids of orders already there: the first answer sets them, later answers (polls) announce what is new.
  const known = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (!orders) return;
    if (known.current === null) {
      known.current = new Set(orders.map((order) => order.id));
      return;
    }
    const arrived = orders.filter((order) => !known.current!.has(order.id));
    for (const order of arrived.slice().reverse()) {
      known.current.add(order.id);
      announce(order);
    }
  }, [orders, announce]);

  if (fresh.length === 0) return null;
  const count = fresh.length >= NEW_ORDERS_PAGE ? `${NEW_ORDERS_PAGE - 1}+` : String(fresh.length);
  return (
    <span className={styles.badge} data-testid="new-orders-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, новых: {count}</span>
    </span>
  );
}
