import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server, while hydrating and in the first render of a component mounted later; true
 * from the next render, which React makes in a transition. For what can appear a moment after the
 * page and loads its code then (the new-orders badge, the call widget): useIsClient's switch
 * (useSyncExternalStore) is rendered synchronously right after hydration, so whatever it mounts
 * lengthens the page's longest task on a phone; a transition is rendered in slices.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
