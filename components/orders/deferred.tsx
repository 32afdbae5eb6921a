'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const OrderDetails = deferHydration(() => import('./order-details').then((m) => m.OrderDetails));
