'use client';

import { useEffect, useState } from 'react';
import { LIVE_EVENTS, type PresenceChangedData } from '@/lib/live/events';
import { liveClient } from '@/lib/live/live-client';
import { newPresenceTab, presenceApi, type PresenceKey } from '@/lib/presence/api';

/** Until the first answer names the interval (the server's PRESENCE_HEARTBEAT_MS, 20 s by default). */
const FIRST_INTERVAL_MS = 20_000;

/**
 * Who else of the company has this card open: says so on mount and every heartbeat after,
 * and that the card was left on unmount and when the page goes (closed, reloaded, replaced).
 * A failed heartbeat changes nothing shown: presence is a hint, never an error.
 *
 * The tab's live stream (lib/live/live-client.ts) says when a tab of the company joined or left
 * this card (`presence`, sent by app/dashboard/own/presence): the card asks again at once, so a
 * colleague shows and goes within a second or two. Without the stream (refused, absent) the
 * heartbeat's answers are the only news, as before.
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

    // One heartbeat at a time: news that comes while one is on its way asks once more after it.
    let busy = false;
    let again = false;
    const beat = () => {
      clearTimeout(timer);
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      again = false;
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
        })
        .finally(() => {
          busy = false;
          if (again && !stopped) beat();
        });
    };
    const live = liveClient();
    const offNews = live.on(LIVE_EVENTS.presence, (data) => {
      if (!stopped && (data as PresenceChangedData | null)?.key === key) beat();
    });
    // The stream could not replay what it missed: ask again rather than wait for the heartbeat.
    const offReset = live.on(LIVE_EVENTS.reset, () => {
      if (!stopped) beat();
    });
    const releaseStream = live.use();
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
      offNews();
      offReset();
      releaseStream();
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      // After a heartbeat still in flight, so that it cannot put the entry back.
      void last.finally(() => presenceApi.leave(key, tab));
    };
  }, [key]);

  return seen.key === key ? seen.names : [];
}
