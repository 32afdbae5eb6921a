import { ANCHOR_THRESHOLD, DOCS_HEADER_OFFSET } from '@/lib/docs/constants';
import type { Stops } from './listen';

const NAV_LINKS = '[data-article-nav] a[href^="#"]';

/** Marks the anchor list's link to this heading as the one being read (ArticleNav's markup). */
export function markCurrentHeading(id: string): void {
  for (const link of document.querySelectorAll(NAV_LINKS)) {
    if (link.getAttribute('href') === `#${id}`) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

/**
 * The anchor list's scroll spy: marks the heading whose section is being read. A heading counts
 * as in view once ANCHOR_THRESHOLD of it is visible below the sticky header; of those the first
 * wins. With none in view (a long section) it is the last heading scrolled past.
 */
export function headingsBehaviour(stops: Stops): void {
  const elements = [...document.querySelectorAll(NAV_LINKS)]
    .map((link) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))))
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
        markCurrentHeading(inView.id);
        return;
      }
      const passed = elements.filter((element) => element.getBoundingClientRect().top < offset);
      markCurrentHeading((passed[passed.length - 1] ?? first).id);
    },
    { threshold: ANCHOR_THRESHOLD, rootMargin: `-${offset}px 0px 0px 0px` },
  );
  for (const element of elements) observer.observe(element);
  stops.push(() => observer.disconnect());
}
