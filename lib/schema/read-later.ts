import type { ListEnvelope } from '../lists/types';
import type { Parsed, RecordSchema } from './record';

/**
 * How the browser's calls (`lib/<resource>/api.ts`) read an answer: with the resource's schema, as
 * the server's loaders do, but the schema layer (yup, the record readers of ./record and the
 * resource's schemas) is loaded with the first answer read instead of with the screen. Most
 * screens get their first data as server props and call nothing before an interaction, so
 * yup stays out of their first-load JS. The reading itself is ./record's, unchanged.
 */
export async function readAnswer<S, T extends object>(
  schemas: () => Promise<S>,
  pick: (loaded: S) => RecordSchema<T>,
  body: unknown,
  knownId?: number | string,
): Promise<Parsed<T>> {
  const [record, loaded] = await Promise.all([import('./record'), schemas()]);
  return record.parseAnswer(pick(loaded), body, knownId);
}

/** `parseRows` of ./record, loaded the same way: the rows of a list answer, or null when it holds none. */
export async function readRows<S, T extends object>(schemas: () => Promise<S>, pick: (loaded: S) => RecordSchema<T>, body: unknown): Promise<Parsed<T>[] | null> {
  const [record, loaded] = await Promise.all([import('./record'), schemas()]);
  return record.parseRows(pick(loaded), body);
}

/**
 * One page of a list answer as the §7 envelope the screens read, whatever shape it came in (rows
 * parsed, pagination read where the upstream put it). An answer holding no list fails as an
 * unreadable answer does (an ApiError the screen shows), never as a TypeError in a component.
 */
export async function readPage<S, T extends object>(
  schemas: () => Promise<S>,
  pick: (loaded: S) => RecordSchema<T>,
  body: unknown,
  query: { page?: unknown; perPage?: unknown },
): Promise<ListEnvelope<Parsed<T>>> {
  const [record, loaded] = await Promise.all([import('./record'), schemas()]);
  const rows = record.parseRows(pick(loaded), body);
  if (rows === null) throw new (await import('../api/api-error')).ApiError(502, record.UNREADABLE_ANSWER, null);
  return { data: { data: rows, pagination: record.parsePagination(body, rows.length, query) } };
}
