import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after this component mounted: a part that is not needed
 * for the first look of the screen (a badge polling for news) mounts then, in a task of its own,
 * instead of adding its chunk, its first request and its render to the commit that hydrates the
 * page, the longest task of a phone's page load.
 */
export function useAfterHydrationIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      // At most a second later than asked on a busy page.
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(id);
  }, []);
  return idle;
}
