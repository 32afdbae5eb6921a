'use client';

import { idlePart } from '@/components/ui/idle-part';

/**
 * The call widget, loaded in the frame's idle queue after the page has hydrated (idlePart): nothing
 * on a screen needs it before then, and its drag and keep-clear code was part of every company
 * screen's first-load JS. Rendered on the client only, it appears at once where this device docked
 * it (the server cannot know that place).
 */
export const CallManager = idlePart(() => import('./call-manager').then((m) => m.CallManager));
