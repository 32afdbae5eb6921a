'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const ShopForm = deferHydration(() => import('./shop-form').then((m) => m.ShopForm));
