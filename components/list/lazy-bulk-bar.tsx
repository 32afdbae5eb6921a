'use client';

import { idlePart } from '@/components/ui/idle-part';

/**
 * The bulk bar, loaded in the frame's idle queue (or at once with a first selection, idlePart): it
 * shows nothing until rows are selected, so its code (actions, progress, failures) stays out of
 * every list's first-load JS.
 */
export const BulkBar = idlePart(() => import('./bulk-bar').then((m) => m.BulkBar));
