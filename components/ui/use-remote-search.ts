'use client';

import { useEffect, useState } from 'react';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';

/** A search of the upstream while typing: how long typing must pause before a call. */
export const SEARCH_DELAY_MS = 250;

interface Answer<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/**
 * Runs `load(query)` after the typing pauses, aborting the call a newer query replaces. The
 * answer is kept with the query it belongs to, so "loading" is derived (no state set inside the
 * effect) and a slow old answer never shows under a newer query. `load` must be stable (a
 * module-level function or a memoised one): a new function starts a new search.
 */
export function useRemoteSearch<T>(query: string, load: (query: string, signal: AbortSignal) => Promise<T>, enabled = true) {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}\u0000${query}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (data) => setAnswer({ key, data, error: null }),
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ key, data: null, error: failure instanceof ApiError ? failure.error : GENERIC_ERROR });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, load, enabled]);

  const current = answer?.key === key ? answer : null;
  return {
    loading: enabled && current === null,
    /** The newest answer, even while a newer query loads: the list does not blink empty. */
    data: answer?.data ?? null,
    error: current?.error ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}
