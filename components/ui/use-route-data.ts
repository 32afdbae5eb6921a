'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useOptimistic, useTransition } from 'react';

/**
 * The one model of data after a change (README "Data after a change"): the server component
 * renders the data and passes it down as `server`; a change is shown at once through
 * `useOptimistic`, saved, and then the route is re-rendered with `router.refresh()`. The
 * optimistic value lasts until the refreshed props arrive (the refresh runs inside the same
 * transition), and falls back to the server's value by itself when saving fails. Nothing here
 * copies the props into state, so a refresh (this screen's, the menu's, another tab's) is
 * always what is shown.
 *
 * `change(action, save)` resolves with `save`'s result or rejects with its error, for the
 * caller's toast; `action` null means "no optimistic step, just save and refresh".
 */
export function useRouteData<T, A>(server: T, reducer: (current: T, action: A) => T) {
  const router = useRouter();
  const [data, apply] = useOptimistic(server, reducer);
  const [pending, startTransition] = useTransition();

  const change = useCallback(
    <R>(action: A | null, save: () => Promise<R>): Promise<R> =>
      new Promise<R>((resolve, reject) => {
        startTransition(async () => {
          if (action !== null) apply(action);
          try {
            const result = await save();
            // Inside the pending action: the optimistic value stays until the new props commit.
            startTransition(() => router.refresh());
            resolve(result);
          } catch (failure) {
            reject(failure);
          }
        });
      }),
    [apply, router],
  );

  /**
   * For a change whose result only the server knows (an upload returns the new image list, a
   * create returns the new record): save, show what the server answered until the refreshed
   * props arrive, then show those.
   */
  const saveThen = useCallback(
    <R>(save: () => Promise<R>, actionOf: (result: R) => A): Promise<R> =>
      new Promise<R>((resolve, reject) => {
        startTransition(async () => {
          try {
            const result = await save();
            apply(actionOf(result));
            startTransition(() => router.refresh());
            resolve(result);
          } catch (failure) {
            reject(failure);
          }
        });
      }),
    [apply, router],
  );

  /** A child saved on its own and handed over the server's answer: show it, then revalidate. */
  const showSaved = useCallback((action: A) => void saveThen(async () => action, (saved) => saved), [saveThen]);

  /** Re-renders the route without a change of ours (a popup saved on its own). */
  const refresh = useCallback(() => startTransition(() => router.refresh()), [router]);

  return { data, change, saveThen, showSaved, refresh, pending };
}

/**
 * The same mechanism for a screen without an optimistic value of its own (a form page, a
 * popup, the side menu): after a save, `changed()` re-renders the route from the server, and
 * `changed(href)` goes to `href` and renders it fresh. Either way the client's router cache is
 * emptied, so a list reached afterwards (also with Back) is rendered anew, not from memory.
 */
export function useAfterChange() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const changed = useCallback(
    (href?: string) =>
      startTransition(() => {
        if (href) router.push(href);
        router.refresh();
      }),
    [router],
  );
  return { changed, pending };
}

/** The usual list reducer: put (insert or replace by id), remove by id, or a whole new order. */
export type ListAction<T extends { id: number }> = { put: T } | { remove: number } | { order: T[] } | { patch: { id: number } & Partial<T> };

/** A reducer for a value the server returns whole (an image list, a settings object). */
export const replaceReducer = <T,>(_current: T, next: T): T => next;

export function listReducer<T extends { id: number }>(list: T[], action: ListAction<T>): T[] {
  if ('order' in action) return action.order;
  if ('remove' in action) return list.filter((item) => item.id !== action.remove);
  if ('patch' in action) return list.map((item) => (item.id === action.patch.id ? { ...item, ...action.patch } : item));
  const item = action.put;
  return list.some((existing) => existing.id === item.id) ? list.map((existing) => (existing.id === item.id ? item : existing)) : [...list, item];
}
