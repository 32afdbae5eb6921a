'use client';

import { useEffect } from 'react';
import { takeHomeScroll } from '@/lib/home/scroll';

/** §2: back from a promo page, the home screen returns to where the user left it. */
export function HomeScrollRestore() {
  useEffect(() => {
    const y = takeHomeScroll();
    if (y === null) return;
    // After the router's own scroll-to-top of this navigation, which runs in the same commit.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
