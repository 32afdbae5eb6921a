'use client';

import { useEffect, useState } from 'react';
import { newPresenceTab, presenceApi, type PresenceKey } from '@/lib/presence/api';

/** Until the first answer names the interval (the server's PRESENCE_HEARTBEAT_MS, 20 s by default). */
const FIRST_INTERVAL_MS = 20_000;

/**
 * Who else of the company has this card open: says so on mount and every heartbeat after,
 * and that the card was left on unmount and when the page goes (closed, reloaded, replaced).
 * A failed heartbeat changes nothing shown: presence is a hint, never an error.
 */
export function usePresence(key: PresenceKey | null): string[] {
  const [seen, setSeen] = useState<{ key: PresenceKey | null; names: string[] }>({ key: null, names: [] });

  useEffect(() => {
    if (!key) return;
    const tab = newPresenceTab();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: Promise<void> = Promise.resolve();
    // What this effect last showed (nobody, at first: the state of another key is not shown).
    let shown = '';

    const beat = () => {
      clearTimeout(timer);
      last = presenceApi
        .beat(key, tab)
        .then((answer) => {
          if (stopped) return;
          const names = answer.others.map((other) => other.name);
          // Only a change renders: a heartbeat that finds the same people costs no render.
          if (names.join('\n') !== shown) {
            shown = names.join('\n');
            setSeen({ key, names });
          }
          timer = setTimeout(beat, answer.heartbeatMs);
        })
        .catch(() => {
          if (!stopped) timer = setTimeout(beat, FIRST_INTERVAL_MS);
        });
    };
    const onHide = () => presenceApi.leave(key, tab);
    // Back from the browser's page cache: the entry may have expired meanwhile.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) beat();
    };

    // The first heartbeat in a task of its own, not in the effects of the commit that hydrates the page.
    timer = setTimeout(beat, 0);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      // After a heartbeat still in flight, so that it cannot put the entry back.
      void last.finally(() => presenceApi.leave(key, tab));
    };
  }, [key]);

  return seen.key === key ? seen.names : [];
}
