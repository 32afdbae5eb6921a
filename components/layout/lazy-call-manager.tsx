'use client';

import dynamic from 'next/dynamic';

/**
 * The call widget, loaded after the page hydrates: nothing on a screen needs it before then, and
 * its drag and keep-clear code was part of every company screen's first-load JS. Rendered on the
 * client only, it appears at once where this device docked it (the server cannot know that place).
 */
export const CallManager = dynamic(() => import('./call-manager').then((m) => m.CallManager), { ssr: false });
