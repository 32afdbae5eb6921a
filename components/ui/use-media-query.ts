import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server (and hydration) sees `false`; React then re-renders
 * with the browser's answer and follows every change, with no effect that copies it into state.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // Without matchMedia (an old browser, jsdom) nothing ever matches.
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, () => false);
}
