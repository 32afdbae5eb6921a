import 'server-only';
import { notFound } from 'next/navigation';
import type { Pagination } from '../../lists/types';

/** One page of a list as a server-rendered screen gets it (see `loadList(…, onError.list)` in parsed.ts). */
export interface LoadedList<T> {
  rows: T[];
  pagination: Pagination;
  /** The server's text when the list could not be loaded; the screen shows it with a retry. */
  error: string | null;
}

/**
 * Route ids are whole numbers: anything else is a record that cannot exist, so the section's
 * not-found page answers (with its link back), as for an id the upstream does not know.
 */
export function requireNumericId(id: string): number {
  if (!/^\d+$/.test(id)) notFound();
  return Number(id);
}
