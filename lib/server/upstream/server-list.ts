import 'server-only';
import { redirect } from 'next/navigation';
import type { Pagination } from '../../lists/types';

/** One page of a list as a server-rendered screen gets it (see `loadParsedList` in parsed.ts). */
export interface LoadedList<T> {
  rows: T[];
  pagination: Pagination;
  /** The server's text when the list could not be loaded; the screen shows it with a retry. */
  error: string | null;
}

/** Route ids are positive whole numbers; anything else goes back to the list. */
export function requireNumericId(id: string, fallback: string): number {
  if (!/^\d+$/.test(id)) redirect(fallback);
  return Number(id);
}
