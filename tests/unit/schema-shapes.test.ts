/** @jest-environment node */
import fc from 'fast-check';
import * as admin from '@/lib/admin/schema';
import * as application from '@/lib/application/schema';
import * as catalog from '@/lib/catalog/schema';
import * as clients from '@/lib/clients/schema';
import * as company from '@/lib/company/schema';
import * as finance from '@/lib/finance/schema';
import * as home from '@/lib/home/schema';
import * as integrations from '@/lib/integrations/schema';
import * as news from '@/lib/news/schema';
import * as onboarding from '@/lib/onboarding/schema';
import * as orders from '@/lib/orders/schema';
import * as profile from '@/lib/profile/schema';
import * as promo from '@/lib/promo/schema';
import * as settings from '@/lib/settings/schema';
import * as shops from '@/lib/shops/schema';
import { parseItem, parseRows, RecordError, setDegradeReporter, MISSING, type RecordSchema } from '@/lib/schema/record';

/**
 * Every resource schema of the product, fed the shapes a spec-following upstream plausibly sends
 * where the specification is silent (the demo upstream's DEMO_SHAPES variants, mocks/shapes.ts):
 * `[]` for an empty record, `{}` or null for an empty list, numbers as text, booleans as 1/0,
 * nested records without their id. Whatever comes, a record with an id is read, never thrown
 * out, and every declared field keeps the type its screen expects.
 */

type AnySchema = RecordSchema<Record<string, unknown>>;
const modules = { admin, application, catalog, clients, company, finance, home, integrations, news, onboarding, orders, profile, promo, settings, shops };
const schemas: [string, AnySchema][] = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter((entry): entry is [string, AnySchema] => typeof (entry[1] as AnySchema | null)?.parseNested === 'function')
    .map(([name, schema]) => [`${module}.${name}`, schema] as [string, AnySchema]),
);

beforeAll(() => setDegradeReporter(() => {}));
afterAll(() => setDegradeReporter(null));

it('finds the schemas of every resource', () => {
  expect(schemas.length).toBeGreaterThan(40);
});

type Variant = (value: unknown) => unknown;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const deep =
  (leaf: (value: unknown, depth: number) => unknown): ((value: unknown, depth?: number) => unknown) =>
  (value, depth = 0) => {
    const mapped = leaf(value, depth);
    if (mapped !== value) return mapped;
    if (Array.isArray(value)) return value.map((item) => deep(leaf)(item, depth + 1));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deep(leaf)(item, depth + 1)]));
    return value;
  };

/** The demo upstream's variants, as transforms of one record (mocks/shapes.ts applies them to whole answers). */
const VARIANTS: Record<string, Variant> = {
  'empty-as-array': deep((value) => (isObject(value) && Object.keys(value).length === 0 ? [] : value)),
  'list-as-object': deep((value) => (Array.isArray(value) && value.length === 0 ? {} : value)),
  'null-lists': deep((value) => (Array.isArray(value) && value.length === 0 ? null : value)),
  strings: deep((value) => (typeof value === 'number' ? String(value) : value)),
  'int-booleans': deep((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)),
  'nested-without-id': deep((value, depth) => {
    if (depth === 0 || !isObject(value) || !('id' in value)) return value;
    const { id: _id, ...rest } = value;
    return rest;
  }),
};

/** What a screen may rely on for a field, told by the field's empty value. */
function sameKind(empty: unknown, value: unknown): boolean {
  if (typeof empty === 'string') return typeof value === 'string';
  if (typeof empty === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (typeof empty === 'boolean') return typeof value === 'boolean';
  if (Array.isArray(empty)) return Array.isArray(value);
  if (empty === null) return value !== undefined;
  if (isObject(empty)) return isObject(value);
  return true;
}

/** A full record of the schema: each field of its empty record given a value of its own kind. */
function sampleOf(schema: AnySchema, id: number): fc.Arbitrary<Record<string, unknown>> {
  const empty = schema.empty() as Record<string, unknown>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(empty)) {
    if (key === MISSING) continue;
    if (typeof value === 'string') fields[key] = fc.string({ maxLength: 8 });
    else if (typeof value === 'number') fields[key] = fc.integer({ min: 0, max: 100_000 });
    else if (typeof value === 'boolean') fields[key] = fc.boolean();
    else fields[key] = fc.constant(value);
  }
  const keyed = (empty[MISSING] as string[]).includes('id');
  return fc.record(fields).map((record) => (keyed ? { ...record, id } : record));
}

describe.each(schemas)('%s', (_, schema) => {
  const variantNames = Object.keys(VARIANTS);
  const variantList = fc.subarray(variantNames, { minLength: 1 });

  it('reads any JSON in any field, in every variant, keeping each field of the kind its screen expects', () => {
    const empty = schema.empty() as Record<string, unknown>;
    const keys = Object.keys(empty).filter((key) => key !== MISSING);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys, 'extra'), fc.jsonValue({ maxDepth: 2 })), variantList, (fields, variants) => {
        const sent = variants.reduce<unknown>((value, name) => VARIANTS[name]!(value), { ...fields, id: 5 });
        let parsed: Record<string, unknown>;
        try {
          parsed = schema.parse(sent) as Record<string, unknown>;
        } catch (error) {
          // Only a record whose own id is missing may be refused (a schema keyed by another field).
          expect(error).toBeInstanceOf(RecordError);
          return;
        }
        for (const key of keys) if (key in parsed) expect(sameKind(empty[key], parsed[key])).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('reads numbers as text and booleans as 1/0 without losing them', () => {
    fc.assert(
      fc.property(sampleOf(schema, 9), (record) => {
        let original: unknown;
        try {
          original = schema.parse(record);
        } catch {
          return; // keyed by a field other than id: covered above
        }
        const sent = VARIANTS['int-booleans']!(VARIANTS.strings!(record));
        expect(schema.parse(sent)).toEqual(original);
      }),
      { numRuns: 20 },
    );
  });

  it('reads [] as an empty answer record and {} or null as an empty list answer', () => {
    const keyedById = (() => {
      try {
        schema.parse({ id: 3 });
        return true;
      } catch {
        return false; // keyed by a field other than id (a uuid, a name)
      }
    })();
    if (keyedById) expect(() => parseItem(schema, { data: [] }, 3)).not.toThrow();
    expect(parseRows(schema, { data: {} })).toEqual([]);
    expect(parseRows(schema, { data: { data: null, pagination: { total: '0' } } })).toEqual([]);
  });
});
