'use client';

import { useAfterChange } from '@/components/ui/use-route-data';
import { LIVE_EVENTS } from '@/lib/live/events';
import { useLiveEvent } from '@/lib/live/use-live';

/** Home's figures (today's orders and revenue) re-render when an order arrives or changes status. */
export function LiveHomeRefresh() {
  const { changed } = useAfterChange();
  useLiveEvent(LIVE_EVENTS.orderCreated, () => changed());
  useLiveEvent(LIVE_EVENTS.orderStatus, () => changed());
  useLiveEvent(LIVE_EVENTS.reset, () => changed());
  return null;
}
