/** @jest-environment node */
import fc from 'fast-check';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { naiveDate, parseVariants, reshape, SHAPE_VARIANTS, shapesApplyTo, type ShapeVariant } from '@/mocks/shapes';
import { clearUserShapes, reshapeAnswer, shapesFor } from '@/mocks/shapes-registry';
import { signIn, withTestUpstream } from './helpers';

const GET = (path: string) => ({ method: 'GET', path: `/dashboard/v1/chief/${path}` });

/** Any JSON value, with the empty containers and ISO instants the variants look for. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString()),
    fc.constant({}),
    fc.constant([]),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('id', 'data', 'name', 'image', 'items', 'pagination', 'company', 'x'), tie('value'), { maxKeys: 4 }),
  ),
})).value as fc.Arbitrary<unknown>;

/** A body as handlers send it: a record, a list, or a paginated list at `data`. */
const body = fc.oneof(
  json.map((data) => ({ data })),
  fc.array(json, { maxLength: 4 }).map((rows) => ({ data: { data: rows, pagination: { total: rows.length, total_pages: 1, current_page: 1, per_page: 15 } } })),
);

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

function every(value: unknown, check: (value: unknown) => boolean): boolean {
  if (!check(value)) return false;
  if (Array.isArray(value)) return value.every((item) => every(item, check));
  if (value && typeof value === 'object') return Object.values(value).every((item) => every(item, check));
  return true;
}

const property = (variants: ShapeVariant[], check: (out: unknown, input: { data: unknown }) => boolean) =>
  fc.assert(fc.property(body, fc.constantFrom('GET', 'PUT'), (input, method) => check(reshape(input, variants, { method, path: '/dashboard/v1/chief/anything' }), input)));

describe('each variant does what it says, on any body (fast-check)', () => {
  it('strings: no number is left', () => property(['strings'], (out) => every(out, (v) => typeof v !== 'number')));
  it('int-booleans: no boolean is left', () => property(['int-booleans'], (out) => every(out, (v) => typeof v !== 'boolean')));
  it('null-lists: no empty array is left', () => property(['null-lists'], (out) => every(out, (v) => !(Array.isArray(v) && v.length === 0))));
  it('list-as-object: no empty array is left', () => property(['list-as-object'], (out) => every(out, (v) => !(Array.isArray(v) && v.length === 0))));
  it('empty-as-array: no empty object is left', () =>
    property(['empty-as-array'], (out) => every(out, (v) => !(v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0))));
  it('naive-dates: no ISO instant is left', () => property(['naive-dates'], (out) => every(out, (v) => typeof v !== 'string' || !/T\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(v))));
  it('nested-without-id: no object below a record has an id, except elements of arrays', () =>
    property(['nested-without-id'], (out) => {
      const data = (out as { data: unknown }).data as { data?: unknown; pagination?: unknown } | unknown[] | null;
      const records = data && !Array.isArray(data) && typeof data === 'object' && Array.isArray(data.data) && isPlainObject(data.pagination) ? data.data : Array.isArray(data) ? data : [data];
      const clean = (value: unknown, inArray: boolean): boolean => {
        if (Array.isArray(value)) return value.every((item) => clean(item, true));
        if (!value || typeof value !== 'object') return true;
        if (!inArray && 'id' in value) return false;
        return Object.values(value).every((item) => clean(item, false));
      };
      return records.every((record) => !record || typeof record !== 'object' || Array.isArray(record) || Object.values(record).every((field) => clean(field, false)));
    }));
  it('other-envelope and laravel-envelope: no list is wrapped twice', () => {
    for (const variant of ['other-envelope', 'laravel-envelope'] as const) {
      property([variant], (out, input) => {
        const inner = input.data as { pagination?: unknown; data?: unknown };
        const wasPage = !!inner && typeof inner === 'object' && Array.isArray(inner.data) && isPlainObject(inner.pagination);
        if (!wasPage) return true;
        const o = out as { data: unknown; pagination?: unknown; meta?: unknown };
        return Array.isArray(o.data) && (variant === 'other-envelope' ? !!o.pagination : !!o.meta);
      });
    }
  });
  it('never changes its input, and no variant leaves a body that is not JSON', () =>
    fc.assert(
      fc.property(body, fc.subarray([...SHAPE_VARIANTS]), (input, variants) => {
        const parsed = parseVariants(variants);
        if ('error' in parsed) return true;
        const before = JSON.stringify(input);
        const out = reshape(input, parsed.variants, GET('x'));
        return JSON.stringify(input) === before && JSON.parse(JSON.stringify(out)) !== undefined;
      }),
    ));
});

describe('the variants on known answers', () => {
  const product = {
    data: {
      id: 12,
      price: 1990.5,
      is_active: true,
      created_at: '2026-12-05T11:00:00.000Z',
      category: { id: 3, name: 'Кофе', parent: { id: 1, name: 'Напитки' } },
      images: [{ id: 7, uuid: 'a-b', meta: { id: 1 } }],
      properties: [],
      extra: {},
    },
  };

  it('strings and int-booleans', () => {
    expect(reshape(product, ['strings', 'int-booleans'], GET('market/products/12'))).toMatchObject({
      data: { id: '12', price: '1990.5', is_active: '1', category: { id: '3' } },
    });
    expect(reshape(product, ['int-booleans'], GET('market/products/12'))).toMatchObject({ data: { is_active: 1 } });
  });

  it('nested-without-id keeps the record’s id and those of array elements', () => {
    const out = reshape(product, ['nested-without-id'], GET('market/products/12')) as typeof product;
    expect(out.data.id).toBe(12);
    expect(out.data.category).toEqual({ name: 'Кофе', parent: { name: 'Напитки' } });
    expect(out.data.images).toEqual([{ id: 7, uuid: 'a-b', meta: {} }]);
  });

  it('empty-as-array: empty objects, and a record without id read by GET is []', () => {
    expect(reshape(product, ['empty-as-array'], GET('market/products/12'))).toMatchObject({ data: { extra: [], properties: [] } });
    expect(reshape({ data: { points_per_rub: 1, bonus: { levels: [] } } }, ['empty-as-array'], GET('loyalty'))).toEqual({ data: [] });
    expect(reshape({ data: { points_per_rub: 1 } }, ['empty-as-array'], { method: 'PUT', path: '/dashboard/v1/chief/loyalty' })).toEqual({ data: { points_per_rub: 1 } });
    const me = { data: { name: 'Анна', company: { id: 1 } } };
    expect(reshape(me, ['empty-as-array'], GET('profile/me'))).toEqual(me);
    expect(reshape({ error: 'Нет', data: {} }, ['empty-as-array'], GET('x'))).toEqual({ error: 'Нет', data: [] });
  });

  it('null-lists and list-as-object', () => {
    expect(reshape(product, ['null-lists'], GET('p'))).toMatchObject({ data: { properties: null, extra: {} } });
    expect(reshape(product, ['list-as-object'], GET('p'))).toMatchObject({ data: { properties: {} } });
  });

  it('no-company drops the company from profile/me only', () => {
    const me = { data: { id: 1, name: 'Анна', company: { id: 1, name: 'Утро' }, company_id: 1, company_name: 'Утро', step: 'done' } };
    expect(reshape(me, ['no-company'], GET('profile/me'))).toEqual({ data: { id: 1, name: 'Анна', step: 'done' } });
    expect(reshape(me, ['no-company'], GET('market/stores/1'))).toEqual(me);
  });

  it('the envelopes of a paginated list', () => {
    const page = { data: { data: [{ id: 1 }], pagination: { total: 31, total_pages: 3, current_page: 2, per_page: 15 } } };
    expect(reshape(page, ['other-envelope'], GET('market/stores'))).toEqual({ data: [{ id: 1 }], pagination: page.data.pagination });
    expect(reshape(page, ['laravel-envelope'], GET('market/stores'))).toEqual({ data: [{ id: 1 }], meta: { current_page: 2, last_page: 3, per_page: 15, total: 31 } });
    expect(reshape(page, ['other-envelope', 'strings'], GET('market/stores'))).toEqual({ data: [{ id: '1' }], pagination: { total: '31', total_pages: '3', current_page: '2', per_page: '15' } });
  });

  it('naive-dates: wall time of DEMO_TIME_ZONE, any other text as it is', () => {
    expect(naiveDate('2026-12-05T11:00:00.000Z', 'Europe/Moscow')).toBe('2026-12-05 14:00:00');
    expect(naiveDate('2026-07-01T23:30:00Z', 'Asia/Vladivostok')).toBe('2026-07-02 09:30:00');
    expect(naiveDate('2026-12-05', 'Europe/Moscow')).toBe('2026-12-05');
    expect(naiveDate('Кофе', 'Europe/Moscow')).toBe('Кофе');
  });
});

describe('selection', () => {
  it('refuses unknown names and conflicting pairs', () => {
    expect(parseVariants('strings, naive-dates')).toEqual({ variants: ['strings', 'naive-dates'] });
    expect(parseVariants('')).toEqual({ variants: [] });
    expect(parseVariants(['strings', 'oops'])).toEqual({ error: expect.stringContaining('oops') });
    expect(parseVariants(['empty-as-array', 'null-lists'])).toEqual({ error: expect.stringContaining('несовместимы') });
    expect(parseVariants(['empty-as-array', 'list-as-object'])).toHaveProperty('error');
  });

  it('never applies to the sign-in calls or to /__demo', () => {
    for (const role of ['chief', 'admin']) {
      for (const call of ['login', 'auth/complete', 'send-code', 'logout', 'refresh', 'registration', 'registration/change-phone', 'password-reset', 'password-reset-link']) {
        expect(shapesApplyTo(`/dashboard/v1/${role}/${call}`)).toBe(false);
      }
    }
    expect(shapesApplyTo('/__demo/codes/last')).toBe(false);
    expect(shapesApplyTo('/dashboard/v1/chief/profile/me')).toBe(true);
    expect(shapesApplyTo('/dashboard/v1/admin/companies')).toBe(true);
  });

  it('leaves every answer of an auth call as it was, whatever DEMO_SHAPES holds (fast-check)', async () => {
    const before = process.env.DEMO_SHAPES;
    const auth = fc.tuple(
      fc.constantFrom('chief', 'admin'),
      fc.constantFrom('login', 'auth/complete', 'send-code', 'logout', 'refresh', 'registration', 'registration/change-phone', 'password-reset', 'password-reset-link'),
    );
    try {
      await fc.assert(
        fc.asyncProperty(body, fc.subarray([...SHAPE_VARIANTS]), auth, async (input, variants, [role, call]) => {
          if ('error' in parseVariants(variants)) return true;
          process.env.DEMO_SHAPES = variants.join(',');
          const text = JSON.stringify(input);
          const answer = new Response(text, { headers: { 'content-type': 'application/json' } });
          const out = await reshapeAnswer({ method: 'POST', url: new URL(`http://x/dashboard/v1/${role}/${call}`), authorization: null }, answer);
          return (await out.text()) === text;
        }),
        { numRuns: 200 },
      );
    } finally {
      if (before === undefined) delete process.env.DEMO_SHAPES;
      else process.env.DEMO_SHAPES = before;
    }
  });

  it('DEMO_SHAPES applies to every dashboard answer', () => {
    const before = process.env.DEMO_SHAPES;
    process.env.DEMO_SHAPES = 'strings';
    try {
      expect(shapesFor('GET', new URL('http://x/dashboard/v1/chief/market/stores'), null)).toEqual(['strings']);
      expect(shapesFor('POST', new URL('http://x/dashboard/v1/chief/login'), null)).toEqual([]);
      process.env.DEMO_SHAPES = 'strings,nonsense';
      expect(() => shapesFor('GET', new URL('http://x/dashboard/v1/chief/market/stores'), null)).toThrow(/nonsense/);
    } finally {
      if (before === undefined) delete process.env.DEMO_SHAPES;
      else process.env.DEMO_SHAPES = before;
    }
  });
});

describe('per user over HTTP (POST /__demo/shapes)', () => {
  const client = withTestUpstream();
  const api = () => client;
  afterEach(() => clearUserShapes());

  const ALL_BUT_CONFLICTS: ShapeVariant[] = ['empty-as-array', 'nested-without-id', 'strings', 'int-booleans', 'no-company', 'other-envelope', 'naive-dates'];

  it('reshapes that user’s answers only, and leaves the auth answers untouched', async () => {
    const chief = DEMO_ACCOUNTS.chief;
    const tour = DEMO_ACCOUNTS.tour;
    const plainLogin = await api().post('/dashboard/v1/chief/login', { email: tour.email, password: tour.password });
    expect((await api().post('/__demo/shapes', { email: tour.email, variants: ALL_BUT_CONFLICTS })).status).toBe(200);

    // Sign-in works and its answers are as they were.
    const login = await api().post('/dashboard/v1/chief/login', { email: tour.email, password: tour.password });
    expect(login.body).toEqual(plainLogin.body);
    const token = await signIn(api(), tour);
    const other = await signIn(api(), chief);

    const mine = await api().get('/dashboard/v1/chief/market/stores', token);
    const theirs = await api().get('/dashboard/v1/chief/market/stores', other);
    expect(Array.isArray(mine.body.data)).toBe(true);
    expect(typeof mine.body.data[0].id).toBe('string');
    expect(mine.body.pagination.total).toEqual(String(theirs.body.data.pagination.total));
    expect(typeof theirs.body.data.data[0].id).toBe('number');

    const me = await api().get('/dashboard/v1/chief/profile/me', token);
    expect(me.body.data).not.toHaveProperty('company');
    expect(me.body.data.name).toBe(tour.name);

    const loyalty = await api().get('/dashboard/v1/chief/loyalty', token);
    expect(loyalty.body).toEqual({ data: [] });

    const logout = await api().get('/dashboard/v1/chief/logout', token);
    expect(logout.status).toBe(200);
    expect(JSON.stringify(logout.body)).not.toMatch(/"\d+"/);

    expect((await api().request('DELETE', `/__demo/shapes?email=${tour.email}`)).body).toEqual({ removed: 1 });
  });

  it('with a token, reshapes that one session only', async () => {
    const tour = DEMO_ACCOUNTS.tour;
    const first = await signIn(api(), tour);
    const second = await signIn(api(), tour);
    expect((await api().post('/__demo/shapes', { email: tour.email, token: first, variants: ['strings'] })).status).toBe(200);
    expect(typeof (await api().get('/dashboard/v1/chief/profile/me', first)).body.data.id).toBe('string');
    expect(typeof (await api().get('/dashboard/v1/chief/profile/me', second)).body.data.id).toBe('number');
    expect((await api().post('/__demo/shapes', { email: DEMO_ACCOUNTS.chief.email, token: first, variants: ['strings'] })).status).toBe(404);
    expect((await api().request('DELETE', `/__demo/shapes?token=${first}`)).body).toEqual({ removed: 1 });
    expect(typeof (await api().get('/dashboard/v1/chief/profile/me', first)).body.data.id).toBe('number');
  });

  it('refuses unknown variants with 400, and unknown users with 404', async () => {
    expect((await api().post('/__demo/shapes', { email: DEMO_ACCOUNTS.tour.email, variants: ['strings', 'nope'] })).status).toBe(400);
    expect((await api().post('/__demo/shapes', { email: DEMO_ACCOUNTS.tour.email, variants: ['null-lists', 'list-as-object'] })).status).toBe(400);
    expect((await api().post('/__demo/shapes', { email: DEMO_ACCOUNTS.tour.email })).status).toBe(400);
    expect((await api().post('/__demo/shapes', { email: 'nobody@demo.ru', variants: [] })).status).toBe(404);
  });
});
