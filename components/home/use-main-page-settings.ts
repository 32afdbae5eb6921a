'use client';

import { useEffect } from 'react';
import { mainPageApi, type MainPageSettings } from '@/lib/home/api';
import { SETTINGS_POLL_MS, hasLoyalty } from '@/lib/home/settings';

/**
 * §4 "Home settings": while the server's answer has no `loyalty` key, it is asked again every
 * 5 s; the first answer that has it re-renders the route (`onReady`), whose fresh props end the
 * wait. Without server data the first question goes at once. Leaving the page stops the loop.
 * A failed load is only logged (§8) and tried again on the next tick. Nothing is kept here: the
 * settings shown are always the route's.
 */
export function useSettingsPoll(settings: MainPageSettings | null, onReady: () => void) {
  const waiting = !hasLoyalty(settings);

  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const load = async () => {
      try {
        const next = await mainPageApi.settings(controller.signal);
        if (controller.signal.aborted) return;
        if (hasLoyalty(next)) {
          onReady();
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
  }, [waiting, settings, onReady]);

  return { ready: !waiting };
}
