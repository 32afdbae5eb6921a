'use client';

import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

export type FloatingPlacement = 'bottom-start' | 'bottom-end' | 'top';

export interface Floating {
  /** Where to portal the floating element: the enclosing popup's overlay, or `document.body`. */
  container: HTMLElement;
  style: CSSProperties;
}

const GAP = 4;

/**
 * Fixed-position coordinates next to `anchorRef`, kept up to date on scroll and resize.
 * Floating elements are portaled so that scrolling containers (tables, popup bodies) do not
 * clip them; inside a popup they go into its overlay (`data-portal-root`) to stay above it.
 */
export function useFloating(
  anchorRef: RefObject<HTMLElement | null>,
  open: boolean,
  placement: FloatingPlacement = 'bottom-start',
  maxHeight = 300,
): Floating | null {
  const [floating, setFloating] = useState<Floating | null>(null);

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    if (!open || !anchor) return;
    const container = anchor.closest<HTMLElement>('[data-portal-root]') ?? document.body;
    const update = () => setFloating({ container, style: place(anchor.getBoundingClientRect(), placement, maxHeight) });
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [anchorRef, open, placement, maxHeight]);

  return open ? floating : null;
}

function place(rect: DOMRect, placement: FloatingPlacement, maxHeight: number): CSSProperties {
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;

  if (placement === 'top') {
    const left = rect.left + rect.width / 2;
    // Too close to the top edge: show below instead.
    if (rect.top < 48) return { position: 'fixed', left, top: rect.bottom + 8, transform: 'translateX(-50%)' };
    return { position: 'fixed', left, top: rect.top - 8, transform: 'translate(-50%, -100%)' };
  }

  const below = viewportHeight - rect.bottom - GAP * 2;
  const above = rect.top - GAP * 2;
  const upwards = below < Math.min(maxHeight, 200) && above > below;
  const room = Math.max(upwards ? above : below, 120);
  return {
    position: 'fixed',
    ...(upwards ? { bottom: viewportHeight - rect.top + GAP } : { top: rect.bottom + GAP }),
    ...(placement === 'bottom-end'
      ? { right: viewportWidth - rect.right }
      : { left: rect.left, minWidth: rect.width }),
    maxHeight: Math.min(maxHeight, room),
  };
}
