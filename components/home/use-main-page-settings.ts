'use client';

import { useEffect, useState } from 'react';
import { mainPageApi, type MainPageSettings } from '@/lib/home/api';
import { SETTINGS_POLL_MS, hasLoyalty } from '@/lib/home/settings';

/**
 * §4 "Home settings": loaded on entry (the server's answer, when it has one); while the answer
 * has no `loyalty` key it is asked again every 5 s. Leaving the page stops the loop.
 * A failed load is only logged (§8) and tried again on the next tick.
 */
export function useMainPageSettings(initial: MainPageSettings | null) {
  const [settings, setSettings] = useState<MainPageSettings | null>(initial);

  useEffect(() => {
    if (hasLoyalty(initial)) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const load = async () => {
      try {
        const next = await mainPageApi.settings(controller.signal);
        if (controller.signal.aborted) return;
        setSettings(next);
        if (hasLoyalty(next)) return;
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[home] settings load failed', error);
      }
      timer = setTimeout(load, SETTINGS_POLL_MS);
    };

    // The server already asked once: the next question is due in 5 s; without an answer, now.
    if (initial) timer = setTimeout(load, SETTINGS_POLL_MS);
    else void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // Runs once per visit: `initial` is the entry load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { settings, setSettings, ready: hasLoyalty(settings) };
}
