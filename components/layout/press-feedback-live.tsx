'use client';

import { useEffect } from 'react';

/**
 * Once React has hydrated the layout, presses reach their handlers: the boot script that marked
 * early presses busy (lib/ui/press-feedback-boot.ts) stops and clears its marks.
 */
export function PressFeedbackLive() {
  useEffect(() => {
    window.__pressLive?.();
  }, []);
  return null;
}
