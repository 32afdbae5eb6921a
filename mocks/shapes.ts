/**
 * Shape variants of the demo upstream's answers: what an upstream written independently from the
 * same specification may send where the specification is silent (§3, §7). A variant is a pure
 * transform of an answer's JSON body (snake_case, as a handler produced it); `reshape` applies a
 * list of them. Only answers to `/dashboard/v1/...` calls are reshaped, never the sign-in calls
 * (`shapesApplyTo`), so signing in still works; requests are never touched, so the contract check
 * (mocks/contract) still sees what the BFF sends.
 *
 * Chosen for every answer with `DEMO_SHAPES=a,b`, or per user with `POST /__demo/shapes`
 * (mocks/shapes-registry.ts, mocks/handlers/demo.ts).
 */

export const SHAPE_VARIANTS = [
  /** Every empty object `{}` becomes `[]` (PHP's json_encode of an empty array); a settings-like record never saved is `{"data": []}`. */
  'empty-as-array',
  /** Objects nested in a record (image, customer, status, store, company, …) come without their `id`; array elements keep theirs. */
  'nested-without-id',
  /** Every number is a string: `12` → `"12"`, `1990.5` → `"1990.5"`, pagination included. */
  'strings',
  /** `true` → `1`, `false` → `0`. */
  'int-booleans',
  /** `profile/me` names no company. */
  'no-company',
  /** A paginated list is `{data: rows, pagination}` instead of `{data: {data: rows, pagination}}`. */
  'other-envelope',
  /** A paginated list is Laravel's `{data: rows, meta: {current_page, last_page, per_page, total}}`. */
  'laravel-envelope',
  /** Every empty array becomes `null`. */
  'null-lists',
  /** Every empty array becomes `{}`. */
  'list-as-object',
  /** Every ISO instant becomes wall time in DEMO_TIME_ZONE without a zone: `2026-12-05 14:00:00`. */
  'naive-dates',
] as const;

export type ShapeVariant = (typeof SHAPE_VARIANTS)[number];

/** Pairs that undo or contradict each other (`{}` → `[]` → `{}`); a selection may not hold both. */
const CONFLICTS: ReadonlyArray<readonly [ShapeVariant, ShapeVariant]> = [
  ['empty-as-array', 'list-as-object'],
  ['empty-as-array', 'null-lists'],
  ['null-lists', 'list-as-object'],
  ['other-envelope', 'laravel-envelope'],
];

export function isShapeVariant(name: unknown): name is ShapeVariant {
  return typeof name === 'string' && (SHAPE_VARIANTS as readonly string[]).includes(name);
}

/**
 * A selection from names (a list, or a comma-separated text such as DEMO_SHAPES): the variants,
 * or the reason it is refused (an unknown name, a conflicting pair). Blank names are skipped.
 */
export function parseVariants(input: string | readonly unknown[]): { variants: ShapeVariant[] } | { error: string } {
  const names = (typeof input === 'string' ? input.split(',') : input).map((name) => (typeof name === 'string' ? name.trim() : name));
  const unknown = names.filter((name) => name !== '' && !isShapeVariant(name));
  if (unknown.length > 0) return { error: `Неизвестные варианты: ${unknown.map(String).join(', ')}; известны: ${SHAPE_VARIANTS.join(', ')}` };
  const variants = [...new Set(names.filter(isShapeVariant))];
  const conflict = CONFLICTS.find(([a, b]) => variants.includes(a) && variants.includes(b));
  if (conflict) return { error: `Варианты ${conflict[0]} и ${conflict[1]} несовместимы` };
  return { variants };
}

/** Sign-in, registration, recovery, refresh and logout: answered as they are, so signing in works under any variant. */
const AUTH_CALL = /^\/dashboard\/v1\/(chief|admin)\/(login|auth\/complete|send-code|registration(\/change-phone)?|password-reset(-link)?|refresh|logout)\/?$/;

/** Whether answers to this upstream path are reshaped: `/dashboard/v1/...` except the auth calls. */
export function shapesApplyTo(pathname: string): boolean {
  return pathname.startsWith('/dashboard/v1/') && !AUTH_CALL.test(pathname);
}

export interface ShapeCall {
  method: string;
  /** The upstream path, e.g. /dashboard/v1/chief/profile/me. */
  path: string;
  /** IANA zone of `naive-dates` (DEMO_TIME_ZONE, default Europe/Moscow). */
  timeZone?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{data: rows, pagination}`, the list envelope's inner part. */
function isPage(value: unknown): value is { data: Json[]; pagination: JsonObject } & JsonObject {
  return isObject(value) && Array.isArray(value.data) && isObject(value.pagination);
}

/** Deep map of the leaves and containers, bottom up: `visit` gets each value after its children were mapped. */
function mapDeep(value: Json, visit: (value: Json) => Json): Json {
  if (Array.isArray(value)) return visit(value.map((item) => mapDeep(item, visit)));
  if (isObject(value)) {
    const copy: JsonObject = {};
    for (const [key, item] of Object.entries(value)) copy[key] = mapDeep(item, visit);
    return visit(copy);
  }
  return visit(value);
}

/** A record's object-valued fields, at any depth, without `id`; array elements keep theirs (their own nested objects lose it). */
function withoutNestedIds(record: Json): Json {
  const strip = (value: Json, keepId: boolean): Json => {
    if (Array.isArray(value)) return value.map((item) => strip(item, true));
    if (!isObject(value)) return value;
    const copy: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && !keepId) continue;
      copy[key] = strip(item, false);
    }
    return copy;
  };
  return strip(record, true);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** `2026-12-05T11:00:00.000Z` → `2026-12-05 14:00:00` in `timeZone`; anything else as it is. */
export function naiveDate(text: string, timeZone: string): string {
  if (!ISO_INSTANT.test(text)) return text;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return text;
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

const PROFILE_ME = /^\/dashboard\/v1\/chief\/profile\/me\/?$/;

/** The body with `variants` applied, in a fixed order whatever the order of the list; the input is not changed. */
export function reshape(body: unknown, variants: readonly ShapeVariant[], call: ShapeCall): unknown {
  if (variants.length === 0) return body;
  const has = (variant: ShapeVariant) => variants.includes(variant);
  let result = structuredClone(body) as Json;
  const envelope = () => (isObject(result) ? result : null);

  // Structure first, on the body as the handler built it.
  if (has('no-company') && PROFILE_ME.test(call.path)) {
    const data = envelope()?.data;
    if (isObject(data)) for (const key of Object.keys(data)) if (/^company(_|$)/.test(key)) delete data[key];
  }
  if (has('empty-as-array') && call.method.toUpperCase() === 'GET' && !PROFILE_ME.test(call.path)) {
    const outer = envelope();
    if (outer && isObject(outer.data) && !('id' in outer.data) && !isPage(outer.data)) outer.data = [];
  }
  if (has('nested-without-id')) {
    const outer = envelope();
    if (outer) {
      const data = outer.data;
      if (isPage(data)) data.data = data.data.map(withoutNestedIds);
      else if (Array.isArray(data)) outer.data = data.map(withoutNestedIds);
      else if (isObject(data)) outer.data = withoutNestedIds(data);
    }
  }
  if (has('other-envelope') || has('laravel-envelope')) {
    const outer = envelope();
    if (outer && isPage(outer.data)) {
      const { data: rows, pagination } = outer.data;
      outer.data = rows;
      if (has('other-envelope')) outer.pagination = pagination;
      else
        outer.meta = {
          current_page: pagination.current_page ?? 1,
          last_page: pagination.total_pages ?? 1,
          per_page: pagination.per_page ?? rows.length,
          total: pagination.total ?? rows.length,
        };
    }
  }

  // Then the values, everywhere.
  const timeZone = call.timeZone ?? 'Europe/Moscow';
  result = mapDeep(result, (value) => {
    if (typeof value === 'string') return has('naive-dates') ? naiveDate(value, timeZone) : value;
    if (typeof value === 'boolean') return has('int-booleans') ? (has('strings') ? (value ? '1' : '0') : value ? 1 : 0) : value;
    if (typeof value === 'number') return has('strings') ? String(value) : value;
    if (Array.isArray(value) && value.length === 0) return has('null-lists') ? null : has('list-as-object') ? {} : value;
    if (isObject(value) && Object.keys(value).length === 0) return has('empty-as-array') ? [] : value;
    return value;
  });
  return result;
}
