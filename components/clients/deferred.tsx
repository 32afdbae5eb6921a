'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';
import { loadClientCard } from './load-card';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
// The card's form and the orders under it; its heading and figures come with the page, so they
// paint with its HTML (React reveals a large deferred part up to 300 ms after the first paint).
export const ClientCardBody = deferHydration(() => loadClientCard().then((m) => m.ClientCardBody));
