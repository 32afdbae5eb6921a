import * as yup from 'yup';
import { ApiError } from '../api/api-error';
import { MISSING } from './missing';
import { asList, listRows, parsePagination } from '../lists/envelope';
import type { Pagination } from '../lists/types';

/**
 * Tolerant reading of upstream records, shared by the server loaders (`lib/<resource>/server.ts`)
 * and the browser calls (`lib/<resource>/api.ts`), which is why it lives outside `lib/server/`.
 *
 * The specification names only a few fields of each record (§3), so an upstream may leave out,
 * null or mistype any of the others. Rules:
 * - unknown fields pass through untouched;
 * - a missing or null field becomes the field's empty value ('' / 0 / false / [] / null) and its
 *   name is listed in `$missing`, so a screen can say «нет данных» where that block would be;
 * - a field of the wrong type degrades to its empty value the same way, and is reported once per
 *   (resource, field) through the reporter (the server installs the structured logger);
 * - `[]` is an empty record and `{}` (or null) an empty list, as PHP's json_encode sends them;
 * - a nested record (an image, a customer, a status) is read without its id when it has none:
 *   the specification promises ids only for top-level records and a few lists;
 * - only a top-level record that is not an object, or lacks its id, is an error (`RecordError`).
 * Each field is checked with its own yup schema (yup's casts: "12" → 12, 12 → "12"), one at a time,
 * so one bad field never takes the record down with it.
 */

export { isMissing, MISSING, NO_DATA } from './missing';

export type Parsed<T> = T & { [MISSING]?: string[] };

export class RecordError extends Error {
  constructor(
    readonly resource: string,
    message: string,
  ) {
    super(`${resource}: ${message}`);
    this.name = 'RecordError';
  }
}

export type DegradeReporter = (event: { resource: string; field: string; received: string }) => void;

const defaultReporter: DegradeReporter = ({ resource, field, received }) => {
  console.warn(`[schema] ${resource}.${field}: unexpected ${received}, shown as empty`);
};

let reporter: DegradeReporter = defaultReporter;
const reported = new Set<string>();

/** The server replaces the console with its structured logger (lib/server/upstream/parsed.ts). */
export function setDegradeReporter(next: DegradeReporter | null): void {
  reporter = next ?? defaultReporter;
}

/** Tests only: forget which (resource, field) pairs were already reported. */
export function resetDegradeReports(): void {
  reported.clear();
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function report(resource: string, field: string, value: unknown): void {
  const key = `${resource}\u0000${field}`;
  if (reported.has(key)) return;
  reported.add(key);
  try {
    reporter({ resource, field, received: typeName(value) });
  } catch {
    // A failing logger must not turn a readable record into an error.
  }
}

/** What a field reader tells its record: the value, and whether it stood in for a missing one. */
export interface FieldResult<T> {
  value: T;
  /** 'ok': read as sent; 'missing': absent or null; 'wrong': of another type (reported). */
  state: 'ok' | 'missing' | 'wrong';
}

export interface Field<T> {
  readonly empty: T;
  read(value: unknown, resource: string, path: string): FieldResult<T>;
}

const ok = <T>(value: T): FieldResult<T> => ({ value, state: 'ok' });

/** A scalar field checked by a yup schema; absent or null → `empty` (null itself when nullable). */
function scalar<T>(schema: yup.Schema<T>, empty: T, nullable: boolean): Field<T> {
  return {
    empty,
    read(value) {
      if (value === undefined) return { value: empty, state: 'missing' };
      if (value === null) return nullable ? ok(null as T) : { value: empty, state: 'missing' };
      try {
        return ok(schema.validateSync(value, { abortEarly: true }) as T);
      } catch {
        return { value: empty, state: 'wrong' };
      }
    },
  };
}

// Plain objects and arrays never pass as text, although yup would stringify some of them.
const textSchema = yup.mixed<string>((value): value is string => typeof value === 'string').transform((value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value,
);
const numberSchema = yup.number().defined().strict(false);
const booleanSchema = yup.boolean().defined();

export const field = {
  /** Text; a finite number is taken as its digits. Empty: ''. */
  text: (): Field<string> => scalar(textSchema as yup.Schema<string>, '', false),
  /** Text or null (null is a value here, not a gap). */
  textOrNull: (): Field<string | null> => scalar(textSchema as yup.Schema<string>, null, true),
  /** A finite number; numeric text is read as the number. Empty: 0. */
  number: (): Field<number> => scalar(numberSchema, 0, false),
  numberOrNull: (): Field<number | null> => scalar(numberSchema as yup.Schema<number | null>, null, true),
  /** true/false, also 'true'/'false' and 1/0. Empty: `empty` (false unless told). */
  boolean: (empty = false): Field<boolean> => scalar(booleanSchema, empty, false),
  /** One of the listed values; anything else is a wrong value. Empty: `empty`. */
  oneOf: <V extends string>(values: readonly V[], empty: V): Field<V> =>
    scalar(yup.mixed<V>().oneOf([...values]).defined() as yup.Schema<V>, empty, false),

  /** One of the listed values, or null; another value is a wrong one (null). */
  oneOfOrNull: <V extends string>(values: readonly V[]): Field<V | null> =>
    scalar(yup.mixed<V>().oneOf([...values]).defined() as yup.Schema<V | null>, null, true),

  /** A field the upstream may leave out on purpose (read when sent): absent or null stays absent. */
  optional: <T>(inner: Field<T>): Field<T | undefined> => ({
    empty: undefined,
    read(value, resource, path) {
      if (value === undefined || value === null) return ok(undefined);
      return inner.read(value, resource, path);
    },
  }),

  /** A nested record, or null when absent or unreadable. */
  record: <T extends object>(schema: RecordSchema<T>): Field<Parsed<T> | null> => ({
    empty: null,
    read(value, resource, path) {
      if (value === undefined) return { value: null, state: 'missing' };
      if (value === null) return ok(null);
      try {
        return ok(schema.parseNested(value));
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        report(resource, path, value);
        return { value: null, state: 'wrong' };
      }
    },
  }),

  /** A nested record that is never null on screen: absent, null or unreadable gives `empty`. */
  recordOr: <T extends object>(schema: RecordSchema<T>, empty: T): Field<Parsed<T>> => ({
    empty,
    read(value, resource, path) {
      if (value === undefined || value === null) return { value: empty, state: 'missing' };
      try {
        return ok(schema.parseNested(value));
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        report(resource, path, value);
        return { value: empty, state: 'wrong' };
      }
    },
  }),

  /**
   * A list of records; absent → [] (a gap), null or {} → [] (an empty list, as PHP sends one), not a
   * list → [] (reported), an unreadable row is dropped (reported).
   */
  list: <T extends object>(schema: RecordSchema<T>): Field<Parsed<T>[]> => ({
    empty: [],
    read(value, resource, path) {
      if (value === undefined) return { value: [], state: 'missing' };
      const items = asList(value);
      if (items === null) return { value: [], state: 'wrong' };
      const rows: Parsed<T>[] = [];
      for (const item of items) {
        try {
          rows.push(schema.parse(item));
        } catch (error) {
          if (!(error instanceof RecordError)) throw error;
          report(resource, `${path}[]`, item);
        }
      }
      return ok(rows);
    },
  }),

  /** A list of scalars; an element of the wrong type is dropped (reported). */
  listOf: <T>(item: Field<T>): Field<T[]> => ({
    empty: [],
    read(value, resource, path) {
      if (value === undefined) return { value: [], state: 'missing' };
      const elements = asList(value);
      if (elements === null) return { value: [], state: 'wrong' };
      const rows: T[] = [];
      for (const element of elements) {
        const result = item.read(element, resource, `${path}[]`);
        if (result.state === 'ok') rows.push(result.value);
        else report(resource, `${path}[]`, element);
      }
      return ok(rows);
    },
  }),
};

export type Shape<T> = { [K in keyof T]-?: Field<T[K]> };

export interface RecordSchema<T extends object> {
  readonly resource: string;
  /** Throws `RecordError` only when the value is not an object (`[]` is an empty one) or its id is missing. */
  parse(value: unknown): Parsed<T>;
  /** `parse` for a record inside another: a missing id is one more gap, not an error. */
  parseNested(value: unknown): Parsed<T>;
  /** The record with every field empty and listed as missing: what a screen shows for an unreadable answer. */
  empty(): Parsed<T>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive whole id, the one field a record cannot do without (`idKey`, `null` for records without one). */
function readId(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return /^\d+$/.test(value) ? Number(value) : value;
  return null;
}

/** `[]` is how PHP's json_encode sends an empty object: read it as one. */
function asRecord(value: unknown): Record<string, unknown> | null {
  if (Array.isArray(value) && value.length === 0) return {};
  return isPlainObject(value) ? value : null;
}

export function record<T extends object>(resource: string, shape: Shape<T>, options: { idKey?: (keyof T & string) | null } = {}): RecordSchema<T> {
  const idKey = options.idKey === undefined ? ('id' as keyof T & string) : options.idKey;

  function read(value: unknown, idRequired: boolean): Parsed<T> {
    const source = asRecord(value);
    if (!source) throw new RecordError(resource, `not a record (${typeName(value)})`);
    const out: Record<string, unknown> = { ...source };
    const missing: string[] = [];
    if (idKey) {
      // The id is read by its own field (a number id takes "7" as 7, a text id takes 7 as "7"),
      // but a top-level record cannot be without it; a nested one lists it as a gap.
      const raw = source[idKey];
      const id = (shape[idKey] as Field<unknown>).read(raw, resource, idKey);
      if (id.state === 'ok' && id.value !== '' && readId(raw) !== null) out[idKey] = id.value;
      else if (idRequired) throw new RecordError(resource, `no ${idKey}`);
      else {
        delete out[idKey];
        missing.push(idKey);
      }
    }
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      if (key === idKey) continue;
      const result = (shape[key] as Field<unknown>).read(source[key], resource, key);
      if (result.value === undefined) delete out[key];
      else out[key] = result.value;
      if (result.state === 'wrong') report(resource, key, source[key]);
      if (result.state !== 'ok') missing.push(key);
    }
    if (missing.length) out[MISSING] = missing;
    else delete out[MISSING];
    return out as Parsed<T>;
  }

  return {
    resource,
    parse: (value) => read(value, true),
    parseNested: (value) => read(value, false),
    empty: () => read({}, false),
  };
}


/**
 * The rows of a list answer in any shape the specification leaves plausible (the §7
 * `{ data, pagination }` envelope, a bare list in `data`, a bare array), each parsed; an
 * unreadable row is dropped and reported. Null when the answer holds no list at all.
 */
export function parseRows<T extends object>(schema: RecordSchema<T>, body: unknown): Parsed<T>[] | null {
  const rows = listRows<unknown>(body);
  if (rows === null) return null;
  const out: Parsed<T>[] = [];
  for (const row of rows) {
    try {
      out.push(schema.parse(row));
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      report(schema.resource, '[]', row);
    }
  }
  return out;
}

export type PaginationShape = Pagination;
export { parsePagination };

/**
 * Reads `{ data: record }` (or the bare record) with `schema`. `knownId`: the id the call was made
 * for (a PUT on records/{id}); an answer that leaves its id out is that record, since the save
 * itself succeeded and calling it a failure would make the user repeat it.
 */
export function parseItem<T extends object>(schema: RecordSchema<T>, body: unknown, knownId?: number | string): Parsed<T> {
  const data = isPlainObject(body) && 'data' in body ? body.data : body;
  const source = asRecord(data);
  if (knownId !== undefined && source && readId(source.id) === null) return schema.parse({ ...source, id: knownId });
  return schema.parse(data);
}

/** Not in the specification: shown when a call succeeded but its answer holds no readable record. */
export const UNREADABLE_ANSWER = 'Сервер вернул неполный ответ. Обновите страницу';

/**
 * `parseItem` for the browser's calls: an unreadable answer fails like any call (an ApiError the
 * screens already show), not with an exception they do not expect.
 */
export function parseAnswer<T extends object>(schema: RecordSchema<T>, body: unknown, knownId?: number | string): Parsed<T> {
  try {
    return parseItem(schema, body, knownId);
  } catch (error) {
    if (error instanceof RecordError) throw new ApiError(502, UNREADABLE_ANSWER, null);
    throw error;
  }
}
