import { api } from '../api/client';
import { ApiError } from '../api/api-error';

/** A row as a selection keeps it: its id and the name the bulk bar shows for it. */
export interface ListItem {
  id: number;
  name: string;
}

/** Not in the specification: a page of the list came without its rows. */
const UNREADABLE_LIST = 'Сервер вернул неполный список. Обновите страницу';

/** The upstream's largest page: "select all N" reads the ids 100 at a time. */
const PER_PAGE = 100;

/**
 * Every row matching the list's current query (for "Выбрать все N"), read page by page
 * through the BFF list call, as id and name.
 */
export async function fetchAllItems<T>(
  path: string,
  query: Record<string, string>,
  toItem: (row: T) => ListItem,
  signal?: AbortSignal,
): Promise<ListItem[]> {
  const items: ListItem[] = [];
  // Loaded when staff select all, not with the list.
  const { toEnvelope } = await import('./envelope');
  for (let page = 1; ; page += 1) {
    const pageQuery = { ...query, page, perPage: PER_PAGE };
    const body = toEnvelope<T>(await api.get<unknown>(path, { query: pageQuery, signal }), pageQuery);
    if (!body) throw new ApiError(502, UNREADABLE_LIST, null);
    items.push(...body.data.data.map(toItem));
    if (page >= body.data.pagination.totalPages || body.data.data.length === 0) return items;
  }
}

/**
 * What a selection belongs to: the search and filters, not the page, size or order — moving
 * between pages keeps it, a new filter drops it.
 */
export function selectionKey(query: { search?: string; filters: Record<string, string> }): string {
  const filters = Object.entries(query.filters).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([query.search ?? '', filters]);
}
