'use client';

import { useEffect } from 'react';
import { clientRoutedHref, loadIfStuck } from '@/lib/navigate';

/**
 * Makes sure a link click arrives somewhere: Next's Link sometimes fetches the page and never
 * shows it (see `loadIfStuck`), so a click the router took over and did not complete in time
 * becomes a full page load. (A navigation the server redirects back to the page it started
 * from looks stuck too and costs one extra full load; it still ends where it should.)
 */
export function NavigationWatchdog() {
  useEffect(() => {
    let cancel = () => {};
    // Bubble phase on window: after Link has taken the click, and never for clicks a handler
    // stopped on the way (the unsaved-changes guard stops them until the user decides).
    const onClick = (event: MouseEvent) => {
      const href = clientRoutedHref(event);
      if (!href) return;
      cancel();
      cancel = loadIfStuck(href);
    };
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('click', onClick);
      cancel();
    };
  }, []);
  return null;
}
