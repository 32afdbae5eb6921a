import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Stands in for the server component above a client screen (README "Data after a change"):
 * renders `children` with the props `load` reads from the msw upstream, and reads them again
 * whenever the screen calls `router.refresh()` (`refresh` is that mock). A screen that only
 * showed its change locally and never refreshed is caught: the next load would not show it.
 */
export function ServerRoute<T>({
  initial,
  load,
  refresh,
  children,
}: {
  initial: T;
  load: () => Promise<T>;
  refresh: jest.Mock;
  children: (data: T) => ReactNode;
}) {
  const [data, setData] = useState(initial);
  useEffect(() => {
    refresh.mockImplementation(() => {
      void load().then((next) => startTransition(() => setData(next)));
    });
    return () => {
      refresh.mockReset();
    };
  }, [load, refresh]);
  return <>{children(data)}</>;
}

/** Reads `path` from the msw upstream the way the server page does, and returns its `data`. */
export async function upstreamData<T>(path: string): Promise<T> {
  const response = await fetch(`http://localhost/dashboard/v1/${path}`);
  return ((await response.json()) as { data: T }).data;
}
