import { useEffect, useRef, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { api } from '../api/client';
import { LIVE_EVENTS, type OrderCreatedData } from '../live/events';
import { useLiveEvent, useLiveStatus } from '../live/use-live';
import type { ListEnvelope } from '../lists/types';
import { storageSignal } from '../ui/storage-signal';
import { ORDERS_PATH, type OrderSummary } from './api';

/** What the count and the toast need of an order. */
export type NewOrder = Pick<OrderSummary, 'id' | 'number' | 'createdAt'>;

/** When this browser last opened the orders list (ISO); kept locally, the upstream has no such field. */
const SEEN_KEY = 'bo.ordersSeenAt';
/** One call, newest first: more new orders than this show as 'N+'. */
export const NEW_ORDERS_PAGE = 100;

const stored = storageSignal();

function readSeenAt(): string | null {
  try {
    return window.localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

export function markOrdersSeen(at: Date = new Date()): void {
  try {
    window.localStorage.setItem(SEEN_KEY, at.toISOString());
  } catch {
    // Private mode without storage: the count then starts over with each page load.
  }
  stored.notify();
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Orders created since this browser last opened the list. The count is read once through the
 * BFF (the token stays in the cookie), then grows with the live channel's `order.created`
 * events; while the stream is not up (no EventSource, or it keeps failing) it is polled every
 * `pollMs` as before. The first visit counts from now, not from the shop's first order.
 */
/** `rows` with `arrived` put first, each order once, at most a page of them. */
function withOrders(rows: NewOrder[], arrived: NewOrder[]): NewOrder[] {
  const fresh = arrived.filter((order) => !rows.some((row) => row.id === order.id));
  return fresh.length === 0 ? rows : [...fresh, ...rows].slice(0, NEW_ORDERS_PAGE);
}

/**
 * `onArrived` hears each order the live stream announces, at once: the toast must not wait for
 * the first count, nor miss an order that the first count already holds. An imported order comes
 * `quiet` (lib/server/live/imports.ts): counted, never announced.
 */
export function useNewOrders({ pollMs, onList, onArrived }: { pollMs: number; onList: boolean; onArrived?: (order: NewOrder, how: { quiet: boolean }) => void }) {
  const seenAt = useSyncExternalStore(stored.subscribe, readSeenAt, () => null);
  const live = useLiveStatus() === 'live';

  useEffect(() => {
    if (onList || readSeenAt() === null) markOrdersSeen();
  }, [onList]);

  // The day before, so an upstream on another time zone does not leave out orders near midnight.
  const since = seenAt ? dayOf(new Date(Date.parse(seenAt) - 86_400_000)) : null;
  // Orders announced by the stream before the first answer came: SWR would drop that answer for a
  // change made while it was on its way, so they wait here and join it instead.
  const early = useRef<NewOrder[]>([]);
  const { data, mutate } = useSWR<NewOrder[]>(
    since ? ['new-orders', since] : null,
    ([, dateFrom]: [string, string]) =>
      api
        .get<ListEnvelope<OrderSummary>>(ORDERS_PATH, { query: { sort: '-created_at', perPage: NEW_ORDERS_PAGE, dateFrom } })
        .then((body) => withOrders(body.data.data, early.current.splice(0))),
    {
      refreshInterval: live ? 0 : pollMs,
      // A background tab asks nothing; it catches up on focus.
      refreshWhenHidden: false,
      // The next poll is the retry; a failed poll shows nothing.
      shouldRetryOnError: false,
    },
  );
  useLiveEvent<OrderCreatedData>(LIVE_EVENTS.orderCreated, (order) => {
    const row: NewOrder = { id: order.id, number: order.number, createdAt: order.createdAt };
    onArrived?.(row, { quiet: order.quiet === true });
    if (data === undefined) {
      early.current = withOrders(early.current, [row]);
      return;
    }
    void mutate((current) => withOrders(current ?? [], [row]), { revalidate: false });
  });
  // The stream could not replay what it missed: read the count again.
  useLiveEvent(LIVE_EVENTS.reset, () => void mutate());

  const seen = seenAt ? Date.parse(seenAt) : Number.POSITIVE_INFINITY;
  const fresh = onList ? [] : (data ?? []).filter((order) => Date.parse(order.createdAt) > seen);
  return { orders: data ?? null, fresh };
}
