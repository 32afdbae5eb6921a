'use client';

import { useHashScroll } from './use-hash-scroll';

/** Mounts the §2 hash-scroll behaviour in a server-rendered layout. */
export function HashScroll() {
  useHashScroll();
  return null;
}
