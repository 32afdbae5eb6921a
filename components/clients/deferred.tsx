'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const ClientCard = deferHydration(() => import('./client-card').then((m) => m.ClientCard));
