import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';

/**
 * Stands in for the server component above a client screen (README "Data after a change"):
 * renders `children` with the props `load` reads from the msw upstream, and reads them again
 * whenever the screen calls `router.refresh()` (`refresh` is that mock). Like Next's router,
 * the refresh is a transition that suspends until the new props are there, so a screen's
 * optimistic value is held until then. A screen that only showed its change locally and never
 * refreshed is caught: the next render of the props would not show it.
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
  // Marked fulfilled the way React's `use` reads it: the first render does not suspend.
  const [data, setData] = useState<Promise<T>>(() => Object.assign(Promise.resolve(initial), { status: 'fulfilled', value: initial }));
  useEffect(() => {
    refresh.mockImplementation(() => startTransition(() => setData(load())));
    return () => {
      refresh.mockReset();
    };
  }, [load, refresh]);
  return (
    <Suspense>
      <Props data={data}>{children}</Props>
    </Suspense>
  );
}

function Props<T>({ data, children }: { data: Promise<T>; children: (data: T) => ReactNode }) {
  return <>{children(use(data))}</>;
}

/** Reads `path` from the msw upstream the way the server page does, and returns its `data`. */
export async function upstreamData<T>(path: string): Promise<T> {
  const response = await fetch(`http://localhost/dashboard/v1/${path}`);
  return ((await response.json()) as { data: T }).data;
}
