/** One entry of the pagination bar: a page number or a gap that is not clickable. */
export type PaginationItem = number | 'ellipsis';

/** §2: with this many pages or fewer, every page is shown. */
export const PAGINATION_ALL_PAGES_LIMIT = 5;

/**
 * The pages the pagination bar shows (§2).
 *
 * - No pages (0 or less): nothing.
 * - 5 pages or fewer: all of them.
 * - Otherwise the current page, the next one, an ellipsis and the last two pages:
 *   page 3 of 12 → 3, 4, …, 11, 12.
 * - "Near the end" means the current page is one of the last five: then the last five
 *   pages are shown (page 8..12 of 12 → 8, 9, 10, 11, 12). This is also the point where the
 *   regular window would leave no page for the ellipsis to stand for (page 8 of 12 would be
 *   8, 9, …, 11, 12 hiding only page 10), so the ellipsis always hides at least two pages.
 *
 * Pages before the current one are reached with the previous arrow, as the specification
 * describes the window starting at the current page. A current page outside 1..totalPages
 * is clamped into it.
 */
export function paginationWindow(current: number, totalPages: number): PaginationItem[] {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (total === 0) return [];
  if (total <= PAGINATION_ALL_PAGES_LIMIT) return range(1, total);

  const page = clampPage(current, total);
  const tailStart = total - PAGINATION_ALL_PAGES_LIMIT + 1;
  if (page >= tailStart) return range(tailStart, total);
  return [page, page + 1, 'ellipsis', total - 1, total];
}

/** A page number brought into 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, Math.floor(totalPages) || 1));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
