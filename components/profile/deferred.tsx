'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const ProfileScreen = deferHydration(() => import('./profile-screen').then((m) => m.ProfileScreen));
