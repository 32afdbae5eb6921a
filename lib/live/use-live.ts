import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveClient, type LiveStatus } from './live-client';

/**
 * React's side of the live channel. `useLiveEvent(type, handler)` keeps the tab's stream open
 * while the component is mounted and calls `handler` with each event's data; `useLiveStatus()`
 * tells whether the stream is up ('live'), so a screen polls only when it is not.
 */
export function useLiveEvent<T>(type: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const client = liveClient();
    const off = client.on(type, (data) => latest.current(data as T));
    const release = client.use();
    return () => {
      off();
      release();
    };
  }, [type]);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => liveClient().onStatus(listener),
    () => liveClient().status,
    () => 'connecting',
  );
}
