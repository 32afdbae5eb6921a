import 'server-only';
import { redirect } from 'next/navigation';
import { ApiError } from '../../api/api-error';
import { listRows, type ListEnvelope, type Pagination } from '../../lists/types';
import { loadUpstream } from './server-api';

type Query = Record<string, string | number | undefined | null>;

export interface LoadedList<T> {
  rows: T[];
  pagination: Pagination;
  /** The server's text when the list could not be loaded; the screen shows it with a retry. */
  error: string | null;
}

/** Not in the specification; shown when a failed list call carries no text of its own. */
const LIST_ERROR = 'Не удалось загрузить список';

/**
 * One page of a list for a server-rendered screen. A failed call is logged (§8) and becomes
 * the screen's error state rather than the error page, so the filter stays usable.
 */
export async function loadList<T>(path: string, query: Query): Promise<LoadedList<T>> {
  try {
    const { data } = await loadUpstream<ListEnvelope<T>>(path, query);
    return { rows: data.data, pagination: data.pagination, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[list] ${path}: ${error.status} ${error.error}`);
    const perPage = Number(query.perPage) || 15;
    return {
      rows: [],
      pagination: { total: 0, totalPages: 1, currentPage: Number(query.page) || 1, perPage },
      error: error.error || LIST_ERROR,
    };
  }
}

/** Options of a selector (a dropout call); a failure leaves the selector empty ('Список пуст'). */
export async function loadOptions<T>(path: string, query: Query = {}): Promise<T[]> {
  try {
    const rows = listRows<T>(await loadUpstream<unknown>(path, query));
    if (rows === null) console.error(`[options] ${path}: not a list`);
    return rows ?? [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[options] ${path}: ${error.status} ${error.error}`);
    return [];
  }
}

/** §2: an item screen opens only once its record is loaded; a failure goes back to `fallback`. */
export async function loadItemOrBack<T>(path: string, fallback: string): Promise<T> {
  try {
    return (await loadUpstream<{ data: T }>(path)).data;
  } catch (error) {
    if (error instanceof ApiError) redirect(fallback);
    throw error;
  }
}

/** Route ids are positive whole numbers; anything else goes back to the list. */
export function requireNumericId(id: string, fallback: string): number {
  if (!/^\d+$/.test(id)) redirect(fallback);
  return Number(id);
}
