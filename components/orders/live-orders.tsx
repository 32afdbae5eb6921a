'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAfterChange } from '@/components/ui/use-route-data';
import { LIVE_EVENTS, type OrderCreatedData, type OrderStatusData } from '@/lib/live/events';
import { belongsOnPage } from '@/lib/orders/live-match';
import { useLiveEvent } from '@/lib/live/use-live';
import type { ListQuery } from '@/lib/lists/query';
import styles from './orders.module.css';

/**
 * The open orders list hears the live channel: a new order that belongs on the page as shown
 * re-renders the list at once (through the one data mechanism), any other one is counted in a
 * bar «Новых заказов: N — показать», which re-renders on a click. A status change of a row on
 * the page re-renders it too.
 */
export function LiveOrdersBar({ query, rowIds }: { query: ListQuery; rowIds: readonly number[] }) {
  const { changed } = useAfterChange();
  const [waiting, setWaiting] = useState<number[]>([]);

  useLiveEvent<OrderCreatedData>(LIVE_EVENTS.orderCreated, (order) => {
    if (rowIds.includes(order.id)) return;
    if (belongsOnPage(query, order)) changed();
    else setWaiting((ids) => (ids.includes(order.id) ? ids : [...ids, order.id]));
  });
  useLiveEvent<OrderStatusData>(LIVE_EVENTS.orderStatus, (event) => {
    if (rowIds.includes(event.id)) changed();
  });
  useLiveEvent(LIVE_EVENTS.reset, () => changed());

  if (waiting.length === 0) return null;
  return (
    <div className={styles.liveBar} role="status">
      <span>Новых заказов: {waiting.length}</span>
      <span> — </span>
      <Button
        variant="link"
        onClick={() => {
          setWaiting([]);
          changed();
        }}
      >
        показать
      </Button>
    </div>
  );
}

/**
 * The order card re-renders when the order's status changes elsewhere (another tab, another
 * member of staff, the shop's app). A change saved here shows at once anyway; its event then
 * carries the status already shown and changes nothing.
 */
export function LiveOrderRefresh({ orderId, statusId }: { orderId: number; statusId: number | null }) {
  const { changed } = useAfterChange();
  useLiveEvent<OrderStatusData>(LIVE_EVENTS.orderStatus, (event) => {
    if (event.id === orderId && (event.status?.id ?? null) !== statusId) changed();
  });
  useLiveEvent(LIVE_EVENTS.reset, () => changed());
  return null;
}
