'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when its chunk arrives (see deferHydration).
export const BuilderView = deferHydration(() => import('./builder-view').then((m) => m.BuilderView));
