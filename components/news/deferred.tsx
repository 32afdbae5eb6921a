'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const NewsForm = deferHydration(() => import('./news-form').then((m) => m.NewsForm));
