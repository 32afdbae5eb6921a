'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const SettingsMain = deferHydration(() => import('./settings-main').then((m) => m.SettingsMain));
