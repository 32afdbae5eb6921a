import 'server-only';
import type { CsvValue } from '../../lists/csv';
import { parseListQuery, type ListQuery } from '../../lists/query';
import type { SessionData } from '../session/cookie';

/**
 * The lists a CSV export exists for. The export stream (`export-stream.ts`) knows no list: each
 * feature defines its own (in `lib/<feature>/export-server.ts`: which upstream list call, whose
 * session may ask for it, how the screen's URL becomes the call's query, and the columns as the
 * table shows them) and registers it here; the export route imports those modules
 * (`app/dashboard/export/[list]/lists.ts`), so this shared layer never imports a feature.
 */

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** One page of rows and how many there are. */
export interface ExportPage<T> {
  rows: T[];
  total: number;
  totalPages: number;
}

export interface ExportList<T = never> {
  role: 'chief' | 'admin';
  /** The list call, relative to /dashboard/v1. */
  path: string;
  filterKeys: readonly string[];
  apiQuery: (query: ListQuery) => Record<string, string>;
  columns: readonly ExportColumn<T>[];
  /** Rows from the BFF's own store (the audit trail), not from an upstream list call. */
  readOwnPage?: (session: SessionData, search: URLSearchParams, page: number, perPage: number) => Promise<ExportPage<T>>;
}

const lists = new Map<string, ExportList<unknown>>();

/**
 * Registers a feature's exports under their URL names (`/dashboard/export/<name>`). A module
 * evaluated again (a dev server's reload) replaces its own lists.
 */
export function registerExports(definitions: Record<string, ExportList<never>>): void {
  for (const [name, list] of Object.entries(definitions)) lists.set(name, list as unknown as ExportList<unknown>);
}

/** A typed list definition, checked against its row type where it is written. */
export const exportList = <T>(list: ExportList<T>): ExportList<never> => list as unknown as ExportList<never>;

/** The export of a list name from the URL, or null for anything else. */
export function exportListOf(name: string): ExportList<unknown> | null {
  return lists.get(name) ?? null;
}

/** The names registered, for the route's tests. */
export const exportListNames = (): string[] => [...lists.keys()].sort();

/** Rows are read 100 at a time (the upstream's largest page). */
export const EXPORT_PER_PAGE = 100;

/** The list call's query for page `page` of the export of what the screen's URL shows. */
export function exportApiQuery(list: ExportList<unknown>, search: URLSearchParams, page: number): Record<string, string> {
  const query = parseListQuery(search, { filterKeys: list.filterKeys });
  return list.apiQuery({ ...query, page, perPage: EXPORT_PER_PAGE });
}

/** «Да» / «Нет» cells. */
export const yesNo = (value: boolean, yes: string, no: string) => (value ? yes : no);
