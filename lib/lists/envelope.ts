import type { ListEnvelope, Pagination } from './types';

/**
 * The list answers a spec-following upstream plausibly sends, read without a schema (so the
 * browser's list calls need not load yup). The specification fixes only "rows in a data field,
 * pagination alongside" (§7) and the pagination's four names (§3); an upstream may nest the rows
 * once or twice, send pagination beside `data`, inside it, or Laravel's `meta` with its own
 * names, send an empty list as `{}` or `null` (PHP), numbers as text, or an array as an object
 * with numbered keys.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A list value as sent: an array; `{}` or `null` for an empty one; an object whose keys are all
 * indexes (PHP's array with holes) as its values in key order. Anything else is not a list (null).
 */
export function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === null) return [];
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 0) return [];
  if (!keys.every((key) => /^\d+$/.test(key))) return null;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
}

/**
 * The rows of a list answer: a bare array; `data` as the list (`{ data: [...] }`); or the rows
 * one level further (`{ data: { data: [...] } }`, §7; also `items`/`rows`). `{ data: null }`
 * and `{ data: {} }` are an empty list. Null when the answer holds no list at all, so the caller
 * shows that one block as failed, not the whole page.
 */
export function listRows<T>(body: unknown): T[] | null {
  const direct = Array.isArray(body) ? body : null;
  if (direct) return direct as T[];
  if (!isPlainObject(body)) return null;
  if (!('data' in body)) return null;
  const data = body.data;
  if (isPlainObject(data)) {
    for (const key of ['data', 'items', 'rows']) {
      if (key in data) {
        const rows = asList(data[key]);
        if (rows) return rows as T[];
      }
    }
    // The rows left out of an empty page that still sends its pagination.
    if ('pagination' in data || 'meta' in data) return [];
    if (Object.keys(data).some((key) => !/^\d+$/.test(key))) return null;
  }
  return asList(data) as T[] | null;
}

/** A non-negative whole number from a number or numeric text; null otherwise. */
function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

function first(sources: Record<string, unknown>[], names: string[]): number | null {
  for (const source of sources)
    for (const name of names) {
      const value = count(source[name]);
      if (value !== null) return value;
    }
  return null;
}

/**
 * §3 pagination, each number read on its own wherever the answer puts it (`data.pagination`,
 * `pagination` beside `data`, `meta`, or flat beside the rows) and under §3's names or Laravel's;
 * a missing one is derived from the rows and the query.
 */
export function parsePagination(body: unknown, rows: number, query: { page?: unknown; perPage?: unknown }): Pagination {
  const sources: Record<string, unknown>[] = [];
  const add = (value: unknown) => {
    if (isPlainObject(value)) sources.push(value);
  };
  if (isPlainObject(body)) {
    const data = body.data;
    if (isPlainObject(data)) {
      add(data.pagination);
      add(data.meta);
    }
    add(body.pagination);
    add(body.meta);
    add(data);
  }
  const perPage = first(sources, ['perPage', 'per_page', 'limit']) || count(query.perPage) || 15;
  const currentPage = first(sources, ['currentPage', 'current_page', 'page']) || count(query.page) || 1;
  const total = first(sources, ['total', 'totalCount', 'total_count']) ?? rows;
  const totalPages = first(sources, ['totalPages', 'total_pages', 'lastPage', 'last_page', 'pages']) || Math.max(1, Math.ceil(total / perPage));
  return { total, totalPages, currentPage, perPage };
}

/** A list answer as the §7 envelope the screens read (`data.data` and `data.pagination`), whatever its shape. Null when it holds no list. */
export function toEnvelope<T>(body: unknown, query: { page?: unknown; perPage?: unknown } = {}): ListEnvelope<T> | null {
  const rows = listRows<T>(body);
  if (rows === null) return null;
  return { data: { data: rows, pagination: parsePagination(body, rows.length, query) } };
}
