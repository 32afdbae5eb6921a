/**
 * Change signal for a value kept in localStorage and read through `useSyncExternalStore`: this
 * tab's own writes call `notify()`, other tabs' writes arrive as the window's `storage` event.
 */
export interface StorageSignal {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

export function storageSignal(): StorageSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
