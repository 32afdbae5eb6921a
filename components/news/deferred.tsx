'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';
import { loadNewsCard } from './load-card';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const NewsForm = deferHydration(() => loadNewsCard().then((m) => m.NewsForm));
