'use client';

import dynamic from 'next/dynamic';

/**
 * The bulk bar, loaded after the first paint: it shows nothing until rows are selected, so its
 * code (actions, progress, failures) stays out of every list's first-load JS.
 */
export const BulkBar = dynamic(() => import('./bulk-bar').then((m) => m.BulkBar), { ssr: false });
