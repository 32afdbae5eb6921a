'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { burstText, orderBurst, type Burst } from '@/lib/live/order-burst';
import { announceNewOrder } from '@/lib/live/order-notify';
import { NEW_ORDERS_PAGE, useNewOrders, type NewOrder } from '@/lib/orders/new-orders';
import { paths } from '@/lib/paths';
import styles from './side-menu.module.css';
import { loadOrderCard } from '@/components/orders/load-card';

const NOTICE_MS = 10_000;
/** Up to this many orders a notice names each (a link to its card); more are only counted. */
const NAMED_MAX = 3;

/**
 * The side menu's count of orders created since the list was last opened, and a notice for the
 * orders that arrive while the dashboard is open (from the live channel, or the poll when it is
 * down), so a new order is not missed: one order by its number, a burst as one notice counting
 * them (lib/live/order-burst.ts); with the profile's switch on, a notification and a chime.
 */
export function NewOrdersBadge({ pollMs, onList }: { pollMs: number; onList: boolean }) {
  const { notify } = useToast();
  // Each order is announced once, whether the stream or a poll brought it.
  const announced = useRef(new Set<number>());
  const [burst] = useState(() =>
    orderBurst<NewOrder>(
      ({ orders, total, notice, named }: Burst<NewOrder>) => {
        const newest = orders[orders.length - 1]!;
        announceNewOrder(newest, orders.length);
        const single = total === 1 ? newest : null;
        notify({
          id: `new-orders-${notice}`,
          tone: 'info',
          timeoutMs: NOTICE_MS,
          text: single ? (
            <IntentLink href={paths.order(single.id)} preload={loadOrderCard}>
              {burstText(1, single)}
            </IntentLink>
          ) : (
            <span>
              {burstText(total, null)}
              {named.map((order, index) => (
                <span key={order.id}>
                  {index === 0 ? ': ' : ', '}
                  <IntentLink href={paths.order(order.id)} preload={loadOrderCard} aria-label={burstText(1, order)}>
                    №{order.number}
                  </IntentLink>
                </span>
              ))}{' '}
              — <IntentLink href={paths.orders}>показать</IntentLink>
            </span>
          ),
        });
      },
      { shownMs: NOTICE_MS, nameUpTo: NAMED_MAX },
    ),
  );
  useEffect(() => () => burst.stop(), [burst]);
  const announce = useCallback(
    (order: NewOrder) => {
      if (announced.current.has(order.id)) return;
      announced.current.add(order.id);
      burst.add(order);
    },
    [burst],
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
