/**
 * Column sorting of the lists: `sort` is one upstream field, `-field` for the
 * descending order. Field names are the upstream's own (snake_case): the BFF converts query
 * keys, never values.
 */

export type SortDirection = 'ascending' | 'descending' | 'none';

/** How the list is ordered by `field` (the value of `aria-sort`). */
export function sortDirection(sort: string | undefined, field: string): SortDirection {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

/** A header click: ascending, then descending, then back to the list's own order (null). */
export function nextSort(sort: string | undefined, field: string): string | null {
  const direction = sortDirection(sort, field);
  if (direction === 'none') return field;
  if (direction === 'ascending') return `-${field}`;
  return null;
}
