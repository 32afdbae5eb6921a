'use client';

import dynamic from 'next/dynamic';
import { useAfterHydration } from '@/components/ui/use-after-hydration';

/**
 * The call widget, loaded after the page hydrates: nothing on a screen needs it before then, and
 * its drag and keep-clear code was part of every company screen's first-load JS. Rendered on the
 * client only, it appears at once where this device docked it (the server cannot know that place).
 */
const CallWidget = dynamic(() => import('./call-manager').then((m) => m.CallManager), { ssr: false });

export function CallManager() {
  return useAfterHydration() ? <CallWidget /> : null;
}
