'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** §9 "Hash scroll delay". */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * §2: a hash target scrolls smoothly after 100 ms — after the page has laid out, so the
 * target is where it will stay. Other navigations keep Next's scroll-to-top and restore.
 */
export function HashScroll() {
  const pathname = usePathname();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      clearTimeout(timer);
      timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), HASH_SCROLL_DELAY_MS);
    };
    scroll();
    window.addEventListener('hashchange', scroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', scroll);
    };
  }, [pathname]);
  return null;
}
