import { useCallback, useSyncExternalStore } from 'react';
import { readMenuCollapsed, writeMenuCollapsed } from '@/lib/docs/menu-state';
import { storageSignal } from '@/lib/ui/storage-signal';

const stored = storageSignal();
// When storage is disabled the choice still holds for this page's life.
let remembered: boolean | null = null;

const read = () => remembered ?? readMenuCollapsed(window.localStorage);

/**
 * The docs menu's wide-screen collapsed state, read from localStorage as an external store: the
 * server renders it open, the boot script marks it collapsed before paint, React then agrees.
 */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(stored.subscribe, read, () => false);
  const setCollapsed = useCallback((next: boolean) => {
    remembered = next;
    writeMenuCollapsed(window.localStorage, next);
    stored.notify();
  }, []);
  return [collapsed, setCollapsed];
}
