'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const PromoForm = deferHydration(() => import('./promo-form').then((m) => m.PromoForm));
