import { useCallback, useSyncExternalStore } from 'react';
import { readMenuCollapsed, writeMenuCollapsed } from '@/lib/docs/menu-state';

const listeners = new Set<() => void>();
// When storage is disabled the choice still holds for this page's life.
let remembered: boolean | null = null;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

const read = () => remembered ?? readMenuCollapsed(window.localStorage);

/**
 * The docs menu's wide-screen collapsed state, read from localStorage as an external store: the
 * server renders it open, the boot script marks it collapsed before paint, React then agrees.
 */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(subscribe, read, () => false);
  const setCollapsed = useCallback((next: boolean) => {
    remembered = next;
    writeMenuCollapsed(window.localStorage, next);
    for (const listener of listeners) listener();
  }, []);
  return [collapsed, setCollapsed];
}
