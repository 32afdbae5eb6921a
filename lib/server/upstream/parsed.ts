import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '../../api/api-error';
import { withRecordUnavailable } from '../../record-unavailable';
import { parseItem, parsePagination, parseRows, RecordError, setDegradeReporter, type Parsed, type RecordSchema } from '../../schema/record';
import { logLine } from '../runtime/log';
import { loadUpstream } from './server-api';
import type { LoadedList } from './server-list';

/**
 * The typed loaders of each resource (`lib/<resource>/server.ts`) read the upstream through two
 * loaders, one for a record (`loadRecord`) and one for a list (`loadList`): one upstream read
 * each, the answer parsed with the resource's schema instead of trusted, and what a failed call or
 * an unreadable answer becomes given by the screen's error policy (`onError`).
 */

// A field of the wrong type is one structured warning per (resource, field) and process.
setDegradeReporter(({ resource, field, received }) => logLine('warn', 'upstream_field_degraded', { resource, field, received }));

type Query = Record<string, string | number | undefined | null>;

/** Not in the specification; shown when a failed list call carries no text of its own. */
const LIST_ERROR = 'Не удалось загрузить список';

/**
 * One read of a record per server request: a page's `generateMetadata` (the record in the tab's
 * title) and the page itself ask for the same record. The query is passed as text so equal
 * queries are one cache key.
 */
const readRecord = cache((path: string, queryKey: string) => loadUpstream<unknown>(path, JSON.parse(queryKey) as Query));

/**
 * What a failed call (an ApiError) or an unreadable answer becomes; every failure is logged (§8).
 * - `back(to)` — §2: an item screen opens only once its record is loaded; a failure or an
 *   unreadable record goes back (§8 "Failed route pre-load: Back to the previous page"). An id the
 *   upstream does not know (404), or one of another company (403), goes back as well, with a flag
 *   on the way that makes the page landed on say «Запись не найдена или недоступна»
 *   (lib/record-unavailable.ts). Records only.
 * - `page` — the screen cannot do without it (a settings form, the profile, a page that is only
 *   that list): a failed call throws (the error page with its retry); an answer's shape never
 *   does: a record that is no record is read as the empty record (the form shows «нет данных»
 *   and still saves what staff type), an answer holding no list as no rows.
 * - `own(message, tag)` — the failure is the screen's own error state (a table with a retry,
 *   totals, a settings card), not the page's: `{ item | rows, error }`, logged under `tag` (the
 *   screen's name; the resource by default).
 * - `list` — one page of a list screen: a failure is the list's error state, an empty page.
 * - `empty` — a selector or a section: a failure leaves it empty ('Список пуст'). Lists only.
 */
export const onError = {
  back: (to: string) => ({ kind: 'back', to }) as const,
  page: { kind: 'page' } as const,
  own: (message: string, tag?: string) => ({ kind: 'own', message, tag }) as const,
  list: { kind: 'list' } as const,
  empty: { kind: 'empty' } as const,
};

type Back = ReturnType<typeof onError.back>;
type Page = typeof onError.page;
type Own = ReturnType<typeof onError.own>;
type List = typeof onError.list;
type Empty = typeof onError.empty;

const readFailed = (tag: string, path: string, error: ApiError) =>
  logLine('error', 'upstream_read_failed', { tag, path, status: error.status, error: error.error });

/** A record read with the schema; see `onError` for what a failure becomes. */
export function loadRecord<T extends object>(schema: RecordSchema<T>, path: string, policy: Back | Page, query?: Query): Promise<Parsed<T>>;
export function loadRecord<T extends object>(schema: RecordSchema<T>, path: string, policy: Own, query?: Query): Promise<{ item: Parsed<T> | null; error: string | null }>;
export async function loadRecord<T extends object>(
  schema: RecordSchema<T>,
  path: string,
  policy: Back | Page | Own,
  query: Query = {},
): Promise<Parsed<T> | { item: Parsed<T> | null; error: string | null }> {
  let body: unknown;
  try {
    body = policy.kind === 'back' ? await readRecord(path, JSON.stringify(query)) : await loadUpstream<unknown>(path, query);
  } catch (error) {
    if (!(error instanceof ApiError) || policy.kind === 'page') throw error;
    if (policy.kind === 'back') redirect(error.status === 404 || error.status === 403 ? withRecordUnavailable(policy.to) : policy.to);
    readFailed(policy.tag ?? schema.resource, path, error);
    return { item: null, error: error.error || policy.message };
  }
  try {
    const item = parseItem(schema, body);
    return policy.kind === 'own' ? { item, error: null } : item;
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    logLine('warn', 'upstream_record_unreadable', { resource: schema.resource, path, reason: error.message });
    if (policy.kind === 'back') redirect(policy.to);
    return policy.kind === 'own' ? { item: null, error: policy.message } : schema.empty();
  }
}

/** Rows of a list read with the schema; see `onError` for what a failure becomes. */
export function loadList<T extends object>(schema: RecordSchema<T>, path: string, policy: List, query: Query): Promise<LoadedList<Parsed<T>>>;
export function loadList<T extends object>(schema: RecordSchema<T>, path: string, policy: Page | Empty, query?: Query): Promise<Parsed<T>[]>;
export function loadList<T extends object>(schema: RecordSchema<T>, path: string, policy: Own, query?: Query): Promise<{ rows: Parsed<T>[]; error: string | null }>;
export async function loadList<T extends object>(
  schema: RecordSchema<T>,
  path: string,
  policy: List | Page | Empty | Own,
  query: Query = {},
): Promise<LoadedList<Parsed<T>> | Parsed<T>[] | { rows: Parsed<T>[]; error: string | null }> {
  const failed = (text: string) => {
    if (policy.kind === 'list') {
      const pagination = { total: 0, totalPages: 1, currentPage: Number(query.page) || 1, perPage: Number(query.perPage) || 15 };
      return { rows: [], pagination, error: text };
    }
    return policy.kind === 'own' ? { rows: [], error: text } : [];
  };
  let body: unknown;
  try {
    body = await loadUpstream<unknown>(path, query);
  } catch (error) {
    if (!(error instanceof ApiError) || policy.kind === 'page') throw error;
    readFailed(policy.kind === 'own' ? (policy.tag ?? schema.resource) : policy.kind === 'list' ? 'list' : 'options', path, error);
    return failed(error.error || (policy.kind === 'own' ? policy.message : LIST_ERROR));
  }
  const rows = parseRows(schema, body);
  if (rows === null) {
    logLine('warn', 'upstream_list_unreadable', policy.kind === 'empty' ? { resource: schema.resource, tag: 'options', path } : { resource: schema.resource, path });
    return failed(policy.kind === 'own' ? policy.message : LIST_ERROR);
  }
  if (policy.kind === 'list') return { rows, pagination: parsePagination(body, rows.length, query), error: null };
  return policy.kind === 'own' ? { rows, error: null } : rows;
}
