'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';
import { loadOrderCard } from './load-card';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const OrderDetails = deferHydration(() => loadOrderCard().then((m) => m.OrderDetails));
