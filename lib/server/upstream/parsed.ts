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
 * The typed loaders of each resource (`lib/<resource>/server.ts`) read the upstream through these:
 * one upstream read each, with the screen's error behaviour (back to the list, the list's error
 * state, an empty selector), and the answer parsed with the resource's schema instead of trusted.
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
 * §2: an item screen opens only once its record is loaded; a failure or an unreadable record goes
 * back (§8 "Failed route pre-load: Back to the previous page"). An id the upstream does not know
 * (404), or one of another company (403), goes back as well, with a flag on the way that makes the
 * page landed on say «Запись не найдена или недоступна» (lib/record-unavailable.ts).
 */
export async function loadRecordOrBack<T extends object>(schema: RecordSchema<T>, path: string, fallback: string, query: Query = {}): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await readRecord(path, JSON.stringify(query));
  } catch (error) {
    // An unknown id (404) or another company's (403) goes back too, and the list says why.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) redirect(withRecordUnavailable(fallback));
    if (error instanceof ApiError) redirect(fallback);
    throw error;
  }
  try {
    return parseItem(schema, body);
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    logLine('warn', 'upstream_record_unreadable', { resource: schema.resource, path, reason: error.message });
    redirect(fallback);
  }
}

/** One page of a list: a failed call, or an answer without a list, is the list's error state (§8: logged). */
export async function loadParsedList<T extends object>(schema: RecordSchema<T>, path: string, query: Query): Promise<LoadedList<Parsed<T>>> {
  const failed = (text: string): LoadedList<Parsed<T>> => ({
    rows: [],
    pagination: { total: 0, totalPages: 1, currentPage: Number(query.page) || 1, perPage: Number(query.perPage) || 15 },
    error: text,
  });
  let body: unknown;
  try {
    body = await loadUpstream<unknown>(path, query);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logLine('error', 'upstream_read_failed', { tag: 'list', path, status: error.status, error: error.error });
    return failed(error.error || LIST_ERROR);
  }
  const rows = parseRows(schema, body);
  if (rows === null) {
    logLine('warn', 'upstream_list_unreadable', { resource: schema.resource, path });
    return failed(LIST_ERROR);
  }
  return { rows, pagination: parsePagination(body, rows.length, query), error: null };
}

/** Rows of a selector or of a section: a failure leaves it empty ('Список пуст'), logged. */
export async function loadParsedRows<T extends object>(schema: RecordSchema<T>, path: string, query: Query = {}): Promise<Parsed<T>[]> {
  try {
    const rows = parseRows(schema, await loadUpstream<unknown>(path, query));
    if (rows === null) logLine('warn', 'upstream_list_unreadable', { resource: schema.resource, tag: 'options', path });
    return rows ?? [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logLine('error', 'upstream_read_failed', { tag: 'options', path, status: error.status, error: error.error });
    return [];
  }
}

/**
 * A record the screen cannot do without (its settings form, the profile): a failed call throws as
 * before (the error page with its retry). An answer's shape never does: a record lacking some
 * fields is read with those fields empty and marked, and an answer that is no record at all is
 * logged and read as the empty record, so the form shows «нет данных» where it must and still
 * saves what staff type.
 */
export async function loadParsedItem<T extends object>(schema: RecordSchema<T>, path: string, query: Query = {}): Promise<Parsed<T>> {
  const body = await loadUpstream<unknown>(path, query);
  try {
    return parseItem(schema, body);
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    logLine('warn', 'upstream_record_unreadable', { resource: schema.resource, path, reason: error.message });
    return schema.empty();
  }
}

/**
 * Rows a screen cannot do without (a page that is only that list): a failed call throws as before;
 * an answer holding no list is logged and read as no rows, which the screen shows as an empty list.
 */
export async function loadRequiredRows<T extends object>(schema: RecordSchema<T>, path: string, query: Query = {}): Promise<Parsed<T>[]> {
  const rows = parseRows(schema, await loadUpstream<unknown>(path, query));
  if (rows === null) logLine('warn', 'upstream_list_unreadable', { resource: schema.resource, path });
  return rows ?? [];
}

/** How a loader whose failure is the screen's own state logs it: `[tag] path: status text` (§8). */
interface OwnErrorOptions {
  query?: Query;
  /** The log line's tag, the screen's name; the resource by default. */
  tag?: string;
}

/** Rows for which a failure is the screen's own error state (a table with a retry), not the page's. */
export async function loadRowsOrError<T extends object>(
  schema: RecordSchema<T>,
  path: string,
  fallbackError: string,
  { query = {}, tag = schema.resource }: OwnErrorOptions = {},
): Promise<{ rows: Parsed<T>[]; error: string | null }> {
  try {
    const rows = parseRows(schema, await loadUpstream<unknown>(path, query));
    if (rows !== null) return { rows, error: null };
    logLine('warn', 'upstream_list_unreadable', { resource: schema.resource, path });
    return { rows: [], error: fallbackError };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logLine('error', 'upstream_read_failed', { tag, path, status: error.status, error: error.error });
    return { rows: [], error: error.error || fallbackError };
  }
}

/** A record for which a failure is the screen's own error state (totals, a settings card), not the page's. */
export async function loadItemOrError<T extends object>(
  schema: RecordSchema<T>,
  path: string,
  fallbackError: string,
  { query = {}, tag = schema.resource }: OwnErrorOptions = {},
): Promise<{ item: Parsed<T> | null; error: string | null }> {
  try {
    return { item: parseItem(schema, await loadUpstream<unknown>(path, query)), error: null };
  } catch (error) {
    if (error instanceof RecordError) {
      logLine('warn', 'upstream_record_unreadable', { resource: schema.resource, path, reason: error.message });
      return { item: null, error: fallbackError };
    }
    if (!(error instanceof ApiError)) throw error;
    logLine('error', 'upstream_read_failed', { tag, path, status: error.status, error: error.error });
    return { item: null, error: error.error || fallbackError };
  }
}
