import fc from 'fast-check';
import {
  field,
  isMissing,
  MISSING,
  parseAnswer,
  parseItem,
  parsePagination,
  parseRows,
  record,
  RecordError,
  resetDegradeReports,
  setDegradeReporter,
  type DegradeReporter,
} from '@/lib/schema/record';

interface Line {
  id: number;
  name: string;
}
interface Thing {
  id: number;
  name: string;
  price: number;
  active: boolean;
  kind: 'a' | 'b';
  note: string | null;
  stock?: number;
  owner: Line | null;
  lines: Line[];
  tags: string[];
}

const lineSchema = record<Line>('line', { id: field.number(), name: field.text() });
const thingSchema = record<Thing>('thing', {
  id: field.number(),
  name: field.text(),
  price: field.number(),
  active: field.boolean(),
  kind: field.oneOf(['a', 'b'] as const, 'a'),
  note: field.textOrNull(),
  stock: field.optional(field.number()),
  owner: field.record(lineSchema),
  lines: field.list(lineSchema),
  tags: field.listOf(field.text()),
});

const full = {
  id: 7,
  name: 'Капучино',
  price: 250,
  active: true,
  kind: 'b',
  note: 'с собой',
  stock: 3,
  owner: { id: 1, name: 'Анна' },
  lines: [{ id: 2, name: 'Сироп' }],
  tags: ['кофе'],
};

let reports: Parameters<DegradeReporter>[0][];
beforeEach(() => {
  reports = [];
  resetDegradeReports();
  setDegradeReporter((event) => reports.push(event));
});
afterAll(() => setDegradeReporter(null));

describe('record(): tolerant reading of one upstream record', () => {
  it('keeps a full record as sent, with no gaps listed', () => {
    const parsed = thingSchema.parse(full);
    expect(parsed).toEqual(full);
    expect(parsed[MISSING]).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it('lets unknown fields through untouched', () => {
    expect(thingSchema.parse({ ...full, extra: { deep: [1] } })).toMatchObject({ extra: { deep: [1] } });
  });

  it('gives a record with only its id the empty value of every field, and lists them as missing', () => {
    const parsed = thingSchema.parse({ id: 7 });
    expect(parsed).toEqual({
      id: 7,
      name: '',
      price: 0,
      active: false,
      kind: 'a',
      note: null,
      owner: null,
      lines: [],
      tags: [],
      [MISSING]: ['name', 'price', 'active', 'kind', 'note', 'owner', 'lines', 'tags'],
    });
    // An optional field stays absent and is not a gap: the screen treats it as "not sent".
    expect('stock' in parsed).toBe(false);
    expect(isMissing(parsed, 'lines')).toBe(true);
    expect(isMissing(parsed, 'stock')).toBe(false);
    expect(reports).toEqual([]);
  });

  it('reads null as the empty value; null stays a value where the field allows it', () => {
    const parsed = thingSchema.parse({ ...full, name: null, lines: null, note: null, owner: null, stock: null });
    expect(parsed).toMatchObject({ name: '', lines: [], note: null, owner: null });
    // A null list is an empty list (as PHP sends one); an absent list is a gap.
    expect(parsed[MISSING]).toEqual(['name']);
    expect(thingSchema.parse({ id: 7 })[MISSING]).toContain('lines');
  });

  it('degrades a field of the wrong type to its empty value, and reports it once per (resource, field)', () => {
    const bad = { ...full, price: 'дорого', lines: 'нет', kind: 'z', owner: 5 };
    const parsed = thingSchema.parse(bad);
    expect(parsed).toMatchObject({ name: 'Капучино', price: 0, lines: [], kind: 'a', owner: null });
    expect(parsed[MISSING]).toEqual(['price', 'kind', 'owner', 'lines']);
    thingSchema.parse(bad);
    expect(reports).toEqual([
      { resource: 'thing', field: 'price', received: 'string' },
      { resource: 'thing', field: 'kind', received: 'string' },
      { resource: 'thing', field: 'owner', received: 'number' },
      { resource: 'thing', field: 'lines', received: 'string' },
    ]);
  });

  it('casts what reads unambiguously: numeric text, a number as text, "true"', () => {
    expect(thingSchema.parse({ ...full, id: '7', price: '250', name: 12, active: 'true' })).toMatchObject({
      id: 7,
      price: 250,
      name: '12',
      active: true,
    });
  });

  it('drops an unreadable row of a nested list and keeps the others', () => {
    const parsed = thingSchema.parse({ ...full, lines: [{ id: 2, name: 'Сироп' }, 'мусор', { name: 'без id' }], tags: ['a', {}, 'b'] });
    expect(parsed.lines).toEqual([{ id: 2, name: 'Сироп' }]);
    expect(parsed.tags).toEqual(['a', 'b']);
    expect(reports.map((r) => r.field)).toEqual(['lines[]', 'tags[]']);
  });

  it('refuses only a value that is not a record, or a record without its id', () => {
    for (const value of [null, undefined, 'x', 5, [full]]) expect(() => thingSchema.parse(value)).toThrow(RecordError);
    expect(() => thingSchema.parse({ name: 'x' })).toThrow('thing: no id');
    expect(() => thingSchema.parse({ id: {} })).toThrow(RecordError);
  });

  it('reads [] as an empty record and {} or null as an empty list, as PHP sends them', () => {
    const settings = record<{ name: string; lines: Line[] }>('settings', { name: field.text(), lines: field.list(lineSchema) }, { idKey: null });
    expect(settings.parse([])).toEqual({ name: '', lines: [], [MISSING]: ['name', 'lines'] });
    expect(thingSchema.parse({ ...full, lines: {}, tags: null, owner: [] }).lines).toEqual([]);
    expect(thingSchema.parse({ ...full, lines: { 1: { id: 3, name: 'b' }, 0: { id: 2, name: 'a' } } }).lines.map((line) => line.id)).toEqual([2, 3]);
    expect(() => thingSchema.parse([])).toThrow('thing: no id');
    expect(() => thingSchema.parse([full])).toThrow(RecordError);
  });

  it('keeps a nested record without its id, listing the id as a gap', () => {
    const parsed = thingSchema.parse({ ...full, owner: { name: 'Анна' } });
    expect(parsed.owner).toEqual({ name: 'Анна', [MISSING]: ['id'] });
    expect(isMissing(parsed.owner, 'id')).toBe(true);
  });

  it('reads ids, numbers and booleans sent as text or as 1/0', () => {
    const parsed = thingSchema.parse({ ...full, id: '7', price: '250.50', active: '1', owner: { id: '1', name: 'Анна' } });
    expect(parsed).toMatchObject({ id: 7, price: 250.5, active: true, owner: { id: 1 } });
    expect(thingSchema.parse({ ...full, active: 0 }).active).toBe(false);
  });

  it('gives the empty record of a schema, every field listed as missing', () => {
    expect(lineSchema.empty()).toEqual({ name: '', [MISSING]: ['id', 'name'] });
  });

  it('a record without an id key (idKey: null) accepts any object', () => {
    const event = record<{ at: string; text: string }>('event', { at: field.text(), text: field.text() }, { idKey: null });
    expect(event.parse({})).toEqual({ at: '', text: '', [MISSING]: ['at', 'text'] });
  });

  it('a failing reporter never turns a readable record into an error', () => {
    setDegradeReporter(() => {
      throw new Error('logger down');
    });
    expect(thingSchema.parse({ ...full, price: [] }).price).toBe(0);
  });
});

describe('parseItem / parseRows / parsePagination', () => {
  it('reads the { data } envelope of one record', () => {
    expect(parseItem(lineSchema, { data: { id: 1, name: 'a' } })).toEqual({ id: 1, name: 'a' });
  });

  it('takes the id the call was made for when a save answers without it; otherwise a browser call fails as a 502 ApiError', () => {
    expect(parseItem(lineSchema, { data: { name: 'a' } }, 4)).toEqual({ id: 4, name: 'a' });
    expect(() => parseItem(lineSchema, { data: { name: 'a' } })).toThrow(RecordError);
    expect(() => parseAnswer(lineSchema, { data: null }, 4)).toThrow(expect.objectContaining({ name: 'ApiError', status: 502 }));
  });

  it('reads rows from the §7 { data: { data, pagination } } envelope, a bare list in data, or a bare array', () => {
    const rows = [{ id: 1, name: 'a' }];
    expect(parseRows(lineSchema, { data: { data: rows, pagination: {} } })).toEqual(rows);
    expect(parseRows(lineSchema, { data: rows })).toEqual(rows);
    expect(parseRows(lineSchema, rows)).toEqual(rows);
    expect(parseRows(lineSchema, { data: { id: 1 } })).toBeNull();
    expect(parseRows(lineSchema, 'x')).toBeNull();
  });

  it('reads the pagination, deriving what is missing from the rows and the query', () => {
    const body = { data: { data: [], pagination: { total: 31, totalPages: 3, currentPage: 2, perPage: 15 } } };
    expect(parsePagination(body, 0, {})).toEqual({ total: 31, totalPages: 3, currentPage: 2, perPage: 15 });
    expect(parsePagination({ data: [] }, 4, { page: 1, perPage: 2 })).toEqual({ total: 4, totalPages: 2, currentPage: 1, perPage: 2 });
    expect(parsePagination({ data: { data: [], pagination: { total: 'x', perPage: null } } }, 0, {})).toEqual({ total: 0, totalPages: 1, currentPage: 1, perPage: 15 });
  });
});

describe('properties', () => {
  const anyJson = fc.jsonValue();

  it('never throws for an object with an id, whatever its other fields hold, and keeps every declared field typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.dictionary(fc.constantFrom(...Object.keys(full), 'other'), anyJson), (id, fields) => {
        const parsed = thingSchema.parse({ ...fields, id });
        expect(parsed.id).toBe(id);
        expect(typeof parsed.name).toBe('string');
        expect(Number.isFinite(parsed.price)).toBe(true);
        expect(typeof parsed.active).toBe('boolean');
        expect(['a', 'b']).toContain(parsed.kind);
        expect(parsed.note === null || typeof parsed.note === 'string').toBe(true);
        expect(Array.isArray(parsed.lines) && parsed.lines.every((line) => typeof line.name === 'string')).toBe(true);
        expect(parsed.tags.every((tag) => typeof tag === 'string')).toBe(true);
        // A nested record without a readable id is kept, its id listed as a gap.
        expect(parsed.owner === null || typeof parsed.owner.id === 'number' || isMissing(parsed.owner, 'id')).toBe(true);
        // Whatever was not read as sent is listed, and only declared fields are.
        for (const key of parsed[MISSING] ?? []) expect(Object.keys(full)).toContain(key);
      }),
    );
  });

  it('reports each (resource, field) at most once however many records degrade it', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price: fc.string(), lines: fc.integer() }), { minLength: 1, maxLength: 20 }), (records) => {
        resetDegradeReports();
        reports = [];
        for (const value of records) thingSchema.parse({ id: 1, ...value });
        const keys = reports.map((r) => `${r.resource}.${r.field}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('a well-typed record is read back exactly (parsing is the identity on good data)', () => {
    const good = fc.record({
      id: fc.integer({ min: 1 }),
      name: fc.string(),
      price: fc.double({ noNaN: true, noDefaultInfinity: true }),
      active: fc.boolean(),
      kind: fc.constantFrom('a', 'b'),
      note: fc.option(fc.string(), { nil: null }),
      stock: fc.integer(),
      owner: fc.option(fc.record({ id: fc.integer({ min: 1 }), name: fc.string() }), { nil: null }),
      lines: fc.array(fc.record({ id: fc.integer({ min: 1 }), name: fc.string() })),
      tags: fc.array(fc.string()),
    });
    fc.assert(
      fc.property(good, (value) => {
        const parsed = thingSchema.parse(value);
        expect(parsed).toEqual(value);
        expect(isMissing(parsed, 'lines')).toBe(false);
      }),
    );
  });
});
