'use client';

import { useEffect, useState } from 'react';
import { mainPageApi, type MainPageSettings } from '@/lib/home/api';
import { SETTINGS_POLL_MS, hasLoyalty } from '@/lib/home/settings';

/**
 * §4 "Home settings": while the server's answer has no `loyalty` key, it is asked again every
 * 5 s; the first answer that has it is shown as it came and ends the wait. It is not followed by
 * a re-render of the route: that would ask `GET mainpage` once more for what is already here.
 * Without server data the first question goes at once. Leaving the page stops the loop. A failed
 * load is only logged (§8) and tried again on the next tick. Once the route's own settings carry
 * loyalty (a later refresh, after a toggle), they are what is shown.
 */
export function useSettingsPoll(settings: MainPageSettings | null) {
  // The poll's answer with loyalty, shown while the route's settings still lack it.
  const [arrived, setArrived] = useState<MainPageSettings | null>(null);
  const shown = hasLoyalty(settings) ? settings : (arrived ?? settings);
  const waiting = !hasLoyalty(shown);

  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const load = async () => {
      try {
        const next = await mainPageApi.settings(controller.signal);
        if (controller.signal.aborted) return;
        if (hasLoyalty(next)) {
          setArrived(next);
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[home] settings load failed', error);
      }
      timer = setTimeout(load, SETTINGS_POLL_MS);
    };

    // The server already asked once: the next question is due in 5 s; without an answer, now.
    if (settings) timer = setTimeout(load, SETTINGS_POLL_MS);
    else void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // Restarts with each render of the route's settings: a refresh that still lacks loyalty waits on.
  }, [waiting, settings]);

  return { ready: !waiting, settings: shown };
}
