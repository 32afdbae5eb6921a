'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';
import { loadShopCard } from './load-card';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const ShopForm = deferHydration(() => loadShopCard().then((m) => m.ShopForm));
