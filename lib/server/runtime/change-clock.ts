import 'server-only';

/**
 * Counts the changes saved through this BFF, for the short per-process caches of derived
 * figures (home's summary): an entry remembers the count it was read at and is stale once the
 * count moved, so a change made here shows on the next render, while a change made elsewhere
 * (the mobile app, another instance) waits at most the cache's own lifetime.
 *
 * Kept on globalThis: the proxy's route handler and the pages are separate server bundles, and
 * a module-level counter could exist twice in one process.
 */
const KEY = Symbol.for('backoffice.changeClock');
type Clock = { count: number };
const clock = ((globalThis as { [KEY]?: Clock })[KEY] ??= { count: 0 });

/** A change was saved upstream (a mutating call answered 2xx). */
export function markChanged(): void {
  clock.count += 1;
}

/** The current count: compare it with the one an entry was read at. */
export function changeCount(): number {
  return clock.count;
}
