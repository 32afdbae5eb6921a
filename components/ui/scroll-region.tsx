'use client';

import { useCallback, useState, type ReactNode } from 'react';
import styles from './scroll-region.module.css';

export interface ScrollHints {
  /** Content is hidden past the start (left) edge. */
  start: boolean;
  /** Content is hidden past the end (right) edge. */
  end: boolean;
}

const NONE: ScrollHints = { start: false, end: false };

/**
 * Which edges of a sideways-scrolling box hide content. A pixel of slack on each side: browsers
 * round scroll positions, so a box scrolled to its end may stop half a pixel short of it.
 */
export function scrollHints(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollHints {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NONE;
  return { start: box.scrollLeft > 1, end: box.scrollLeft < hidden - 1 };
}

/**
 * The hints of a box, kept current as it scrolls, resizes, or its content changes. A callback
 * ref (with React's ref cleanup): the listeners live exactly as long as the element. The first
 * measure comes from the ResizeObserver, which reports every element it starts observing.
 */
function useScrollHints(): [ScrollHints, (element: HTMLDivElement | null) => (() => void) | undefined] {
  const [hints, setHints] = useState<ScrollHints>(NONE);

  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const measure = () => {
      const next = scrollHints(element);
      setHints((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The box's own size and its content's (a table that gets rows, a tab whose label loads).
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const observeChildren = () => {
      if (!resizes) return;
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
    };
    observeChildren();
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            observeChildren();
            measure();
          });
    mutations?.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resizes?.disconnect();
      mutations?.disconnect();
    };
  }, []);

  return [hints, ref];
}

export interface ScrollRegionProps {
  children: ReactNode;
  /**
   * The region's name. A named region is itself a stop of the Tab order, so a keyboard scrolls
   * it with the arrows; leave it out only when the content has focusable items of its own (tabs,
   * links), whose focus scrolls them into view.
   */
  label?: string;
  /** Classes of the scrolling box (its background, radius, shadow). */
  className?: string;
  /** Classes of the outer box, which holds the hints beside the scrolling one. */
  outerClassName?: string;
}

/**
 * A box that scrolls sideways when its content is wider (a table, a strip of tabs), with a hint
 * at each edge that hides content: a fade with an arrow, shown only while there is more to
 * scroll to on that side, so a phone user sees that the row goes on.
 * The box is marked `data-scroll-region` and each shown hint `data-scroll-hint`: the phone
 * layout check lets content past the edge of such a box only while a hint is shown.
 */
export function ScrollRegion({ children, label, className, outerClassName }: ScrollRegionProps) {
  const [hints, ref] = useScrollHints();
  const region = label ? { role: 'region' as const, 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div className={outerClassName ? `${styles.outer} ${outerClassName}` : styles.outer}>
      <div ref={ref} className={className ? `${styles.scroller} ${className}` : styles.scroller} data-scroll-region="" {...region}>
        {children}
      </div>
      {hints.start && <span className={`${styles.hint} ${styles.start}`} data-scroll-hint="start" aria-hidden="true" />}
      {hints.end && <span className={`${styles.hint} ${styles.end}`} data-scroll-hint="end" aria-hidden="true" />}
    </div>
  );
}
