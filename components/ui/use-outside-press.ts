'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside every element in `refs`.
 * Listens in the capture phase so a widget that stops propagation cannot keep a menu open.
 */
export function useOutsidePress(
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  enabled: boolean,
) {
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });

  useEffect(() => {
    if (!enabled) return;
    const handle = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onOutside();
    };
    document.addEventListener('pointerdown', handle, true);
    return () => document.removeEventListener('pointerdown', handle, true);
  }, [enabled]);
}
