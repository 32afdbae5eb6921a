'use client';

import { createContext, useContext } from 'react';

/**
 * Called by the side menu's links when a client navigation starts, with the target path, so the
 * Main layout can show a loading skeleton at once instead of the old screen. The screens have no
 * loading.tsx boundary: a boundary around the page made the first load paint its skeleton and
 * reveal the data only after the main bundle had run.
 */
export const PendingNavigationContext = createContext<(href: string) => void>(() => {});

export function useStartPendingNavigation(): (href: string) => void {
  return useContext(PendingNavigationContext);
}
