'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const SettingsForm = deferHydration(() => import('./settings-form').then((m) => m.SettingsForm));
