import { useEffect } from 'react';
import { ANCHOR_THRESHOLD, DOCS_HEADER_OFFSET } from '@/lib/docs/constants';

/**
 * Reports which heading's section is being read. A heading counts as in view once
 * ANCHOR_THRESHOLD of it is visible below the sticky header; of those the first wins. With
 * none in view (a long section) it is the last heading scrolled past.
 */
export function useScrollSpy(ids: readonly string[], onActive: (id: string) => void): void {
  const key = ids.join(' ');

  useEffect(() => {
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const [first] = elements;
    if (!first || typeof IntersectionObserver === 'undefined') return;

    // Phones have a taller header; the CSS variable says how tall.
    const offset = parseFloat(getComputedStyle(first).getPropertyValue('--docs-header')) || DOCS_HEADER_OFFSET;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= ANCHOR_THRESHOLD) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const inView = elements.find((element) => visible.has(element.id));
        if (inView) {
          onActive(inView.id);
          return;
        }
        const passed = elements.filter((element) => element.getBoundingClientRect().top < offset);
        onActive((passed[passed.length - 1] ?? first).id);
      },
      { threshold: ANCHOR_THRESHOLD, rootMargin: `-${offset}px 0px 0px 0px` },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key, onActive]);
}
