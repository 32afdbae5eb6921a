/** @jest-environment node */
// The audit trail would look the actor up upstream in the background: these tests count upstream calls (tests/unit/audit-proxy.test.ts covers it).
jest.mock('@/lib/server/store/audit/hooks');
import http, { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { JSON_OR_FORM_EXPECTED, QUERY_NOT_TAKEN, handleProxy } from '@/lib/server/proxy/handle-proxy';
import { recordProxyCall } from '@/lib/server/store/audit/hooks';
import { installRawRequestStamp } from '@/lib/server/security/raw-request-hook';
import { HEAD_BYTES } from '@/lib/server/proxy/json-body';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, pendingCookieFor, useUpstream } from '../helpers/proxy-env';

/**
 * One canonical request at the BFF boundary: the body every check reads is the body the
 * upstream receives. Two keys that become one upstream key ("phone" and "Phone") let a
 * receiver keep a value no check saw, so such a request is refused whole, before the upstream.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

const OWN = '9161234567';
const VICTIM = '9031112233';

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.endsWith('/auth/complete')) {
      return sendJson(res, 200, { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, user: { name: 'Анна', step: 'done' } } });
    }
    sendJson(res, 200, { data: { message: `Код подтверждения отправлен на номер 7${OWN}` } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

function postText(path: string, text: string, cookie?: string, contentType = 'application/json') {
  return handleProxy(browserRequest(path, { method: 'POST', body: text, cookie, headers: { 'content-type': contentType } }));
}

/** Every public auth call, with a body its screen sends and the cookie that gets it past the guard. */
const AUTH_CALLS: { role: 'chief' | 'admin'; call: string; body: Record<string, string>; cookie?: () => Promise<string> }[] = [
  { role: 'chief', call: 'login', body: { email: 'anna@utro.ru', password: 'secret' } },
  { role: 'chief', call: 'send-code', body: { phone: OWN }, cookie: () => pendingCookieFor('chief', `7${OWN}`) },
  { role: 'chief', call: 'auth/complete', body: { phone: OWN, code: '12345' }, cookie: () => pendingCookieFor('chief', `7${OWN}`) },
  {
    role: 'chief',
    call: 'registration',
    body: { name: 'Анна', email: 'anna@utro.ru', password: 'Secret-123', repeatPassword: 'Secret-123', phone: `7${OWN}` },
  },
  {
    role: 'chief',
    call: 'registration/change-phone',
    body: { oldPhone: `7${OWN}`, phone: '79167654321' },
    cookie: () => pendingCookieFor('chief', `7${OWN}`, 'registration'),
  },
  { role: 'chief', call: 'password-reset-link', body: { email: 'anna@utro.ru' } },
  { role: 'chief', call: 'password-reset', body: { token: 'link-token', password: 'Secret-123', passwordConfirmation: 'Secret-123' } },
  { role: 'admin', call: 'login', body: { email: 'admin@utro.ru', password: 'secret' } },
  { role: 'admin', call: 'send-code', body: { phone: '9000000001' }, cookie: () => pendingCookieFor('admin', '79000000001') },
  { role: 'admin', call: 'auth/complete', body: { phone: '9000000001', code: '12345' }, cookie: () => pendingCookieFor('admin', '79000000001') },
];

const members = (body: Record<string, string>) => Object.entries(body).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
const snake = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Spellings of an existing key that the upstream would read as that key: the same key again,
 * another case, padded with spaces, an escape, the snake_case form of a camelCase key.
 */
function spellings(key: string): string[] {
  const upper = key[0]!.toUpperCase() + key.slice(1);
  const list = [
    JSON.stringify(key),
    JSON.stringify(upper),
    JSON.stringify(snake(key).toUpperCase()),
    JSON.stringify(` ${key}`),
    JSON.stringify(`${key} `),
    `"${key}\\t"`,
    `"\\u${key.charCodeAt(0).toString(16).padStart(4, '0')}${key.slice(1)}"`,
  ];
  if (snake(key) !== key) list.push(JSON.stringify(snake(key)));
  return list;
}

/** The call's body with one key given a second time, in `spelling`, after the others (most receivers keep the last) or first. */
function doubled(body: Record<string, string>, key: string): { text: string; key: string }[] {
  return spellings(key).flatMap((spelling) => [
    { text: `{${[...members(body), `${spelling}:"${VICTIM}"`].join(',')}}`, key: snake(key) },
    { text: `{${[`${spelling}:"${VICTIM}"`, ...members(body)].join(',')}}`, key: snake(key) },
  ]);
}

describe('every public auth call refuses a key that is given twice, in any spelling: 400, nothing upstream', () => {
  it.each(AUTH_CALLS)('$role/$call', async ({ role, call, body, cookie }) => {
    const path = `/dashboard/v1/${role}/${call}`;
    const cases = Object.keys(body).flatMap((key) => doubled(body, key));
    expect(cases.length).toBeGreaterThanOrEqual(14);
    for (const { text, key } of cases) {
      const response = await postText(path, text, cookie && (await cookie()));
      expect({ text, status: response.status, body: await response.json() }).toEqual({
        text,
        status: 400,
        body: { error: `Некорректный запрос: поле «${key}» указано дважды`, data: {} },
      });
    }
    expect(upstream.seen).toHaveLength(0);
    // Control: each key once reaches the upstream, as snake_case and nothing else.
    const response = await postText(path, JSON.stringify(body), cookie && (await cookie()));
    expect(response.status).toBe(200);
    expect(upstream.seen.map((r) => r.body.toString())).toEqual([JSON.stringify(Object.fromEntries(Object.entries(body).map(([k, v]) => [snake(k), v])))]);
  });
});

describe('the account takeover through the code step', () => {
  it('send-code and auth/complete with the own phone and the victim’s as "Phone": 400, the upstream sees nothing', async () => {
    const cookie = await pendingCookieFor('chief', `7${OWN}`);
    const send = await postText('/dashboard/v1/chief/send-code', `{"phone":"${OWN}","Phone":"${VICTIM}"}`, cookie);
    expect(send.status).toBe(400);
    const complete = await postText('/dashboard/v1/chief/auth/complete', `{"phone":"${OWN}","Phone":"${VICTIM}","code":"12345"}`, cookie);
    expect(complete.status).toBe(400);
    expect(complete.headers.getSetCookie()).toEqual([]);
    expect(upstream.seen).toHaveLength(0);
    // The victim's phone alone, in any spelling, is the phone the guard checks: 403.
    for (const key of ['Phone', ' phone', 'PHONE', 'ph\\u006fne']) {
      const response = await postText('/dashboard/v1/chief/send-code', `{"${key}":"${VICTIM}"}`, cookie);
      expect(response.status).toBe(403);
    }
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('checks read the canonical request, and the upstream receives exactly it', () => {
  it('a key in another spelling is checked and sent as the key the upstream reads', async () => {
    const cookie = await pendingCookieFor('chief', `7${OWN}`);
    const response = await postText('/dashboard/v1/chief/send-code', `{ "Phone" : "${OWN}" }`, cookie);
    expect(response.status).toBe(200);
    expect(upstream.seen.map((r) => r.body.toString())).toEqual([`{ "phone" : "${OWN}" }`]);
  });

  it('change-phone binds the old phone however the browser spelled it (old_phone upstream)', async () => {
    const cookie = await pendingCookieFor('chief', `7${OWN}`, 'registration');
    expect((await postText('/dashboard/v1/chief/registration/change-phone', `{"old_phone":"7${OWN}","phone":"79167654321"}`, cookie)).status).toBe(200);
    expect((await postText('/dashboard/v1/chief/registration/change-phone', `{"old_phone":"7${VICTIM}","phone":"79167654321"}`, cookie)).status).toBe(403);
    expect(upstream.seen.map((r) => r.body.toString())).toEqual([`{"old_phone":"7${OWN}","phone":"79167654321"}`]);
  });

  it('a signed-in call’s body goes up as written but for its keys (re-spelt, padded to their length)', async () => {
    const cookie = await cookieFor(makeSession());
    const response = await postText('/dashboard/v1/chief/catalog', '{ "categoryId" : 12 , "t\\u0069tle" : "\\u041aофе" }', cookie);
    expect(response.status).toBe(200);
    expect(upstream.seen.map((r) => r.body.toString())).toEqual(['{ "category_id" : 12 , "title"      : "\\u041aофе" }']);
  });

  it('a public auth call takes JSON only: a form body is 415 and never reaches the upstream', async () => {
    const response = await postText('/dashboard/v1/chief/send-code', `phone=${VICTIM}`, await pendingCookieFor('chief', `7${OWN}`), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Неподдерживаемый формат запроса: ожидается JSON', data: {} });
    const form = new FormData();
    form.set('email', 'anna@utro.ru');
    const multipart = await handleProxy(browserRequest('/dashboard/v1/chief/login', { method: 'POST', body: form }));
    expect(multipart.status).toBe(415);
    expect(upstream.seen).toHaveLength(0);
  });
});

/** The upstream's record of the one call it received: its target, its type and its bytes. */
const only = () => {
  expect(upstream.seen).toHaveLength(1);
  const [seen] = upstream.seen;
  return { url: seen!.url, type: seen!.headers['content-type'], body: seen!.body.toString() };
};

describe('every body the upstream could read as JSON is one canonical request, or 415 (issue 46, item 4)', () => {
  const session = () => cookieFor(makeSession());
  const text = '{"categoryId":1,"Title":"a","title":"b"}';

  it.each([
    ['text/plain with a JSON body', 'text/plain;charset=UTF-8'],
    ['text/plain, as sendBeacon and a no-cors form send it', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['bytes', 'application/octet-stream'],
    ['multipart without a boundary', 'multipart/form-data'],
    ['no type at all', null],
  ])('signed in, %s: 415, nothing upstream', async (_, type) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    // A Buffer body carries no type of its own, so "no type at all" is really none.
    const request = browserRequest('/dashboard/v1/chief/catalog', { method: 'POST', body: Buffer.from(text), cookie: await session(), headers });
    expect(request.headers.get('content-type')).toBe(type);
    const response = await handleProxy(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: JSON_OR_FORM_EXPECTED, data: {} });
    expect(upstream.seen).toHaveLength(0);
  });

  it.each(['application/json; charset=utf-8', 'application/merge-patch+json', 'application/vnd.api+json', 'text/json', 'text/plain; profile="/json"'])(
    'signed in, %s: read as JSON, so converted and checked like application/json, audited, and sent as application/json',
    async (type) => {
      const cookie = await session();
      const refused = await postText('/dashboard/v1/chief/catalog', text, cookie, type);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: 'Некорректный запрос: поле «title» указано дважды', data: {} });
      expect(upstream.seen).toHaveLength(0);
      jest.mocked(recordProxyCall).mockClear();
      expect((await postText('/dashboard/v1/chief/catalog', '{"categoryId":1,"Title":"a"}', cookie, type)).status).toBe(200);
      expect(only()).toMatchObject({ type: 'application/json', body: '{"category_id":1,"title":"a"}' });
      expect(jest.mocked(recordProxyCall).mock.calls[0]![0]).toMatchObject({ sent: { category_id: 1, title: 'a' } });
    },
  );

  it('an empty body passes whatever its type, and nothing is sent', async () => {
    const response = await postText('/dashboard/v1/chief/catalog', '', await session(), 'text/plain');
    expect(response.status).toBe(200);
    expect(only().body).toBe('');
  });

  it('a public auth call: text/plain JSON and no type are 415 as well', async () => {
    const cookie = await pendingCookieFor('chief', `7${OWN}`);
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Record<string, string>[]) {
      const request = browserRequest('/dashboard/v1/chief/send-code', { method: 'POST', body: Buffer.from(`{"phone":"${VICTIM}"}`), cookie, headers });
      const response = await handleProxy(request);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'Неподдерживаемый формат запроса: ожидается JSON', data: {} });
    }
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('a call that takes a body takes no query (issue 46, item 5)', () => {
  it('send-code?phone=<victim> with the own phone in the body: 400, nothing upstream', async () => {
    const cookie = await pendingCookieFor('chief', `7${OWN}`);
    const response = await postText(`/dashboard/v1/chief/send-code?phone=${VICTIM}`, JSON.stringify({ phone: OWN }), cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: QUERY_NOT_TAKEN, data: {} });
    expect(upstream.seen).toHaveLength(0);
    // Control: the same call without the query goes up.
    expect((await postText('/dashboard/v1/chief/send-code', JSON.stringify({ phone: OWN }), cookie)).status).toBe(200);
    expect(only().url).toBe('/dashboard/v1/chief/send-code');
  });

  it.each(AUTH_CALLS)('$role/$call with any query: 400, nothing upstream', async ({ role, call, body, cookie }) => {
    for (const query of ['?x=1', '?phone=1', '?email=a%40b.ru', '?&', '?flag']) {
      const response = await postText(`/dashboard/v1/${role}/${call}${query}`, JSON.stringify(body), cookie && (await cookie()));
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('signed in: POST, PUT and PATCH with a query are 400; GET and DELETE keep theirs', async () => {
    const cookie = await cookieFor(makeSession());
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const request = browserRequest('/dashboard/v1/chief/shops/1?name=Другое', { method, cookie, body: '{"name":"Кофейня"}', headers: { 'content-type': 'application/json' } });
      const response = await handleProxy(request);
      expect({ method, status: response.status, body: await response.json() }).toEqual({ method, status: 400, body: { error: QUERY_NOT_TAKEN, data: {} } });
    }
    expect(upstream.seen).toHaveLength(0);
    expect((await handleProxy(browserRequest('/dashboard/v1/chief/media?collection=logo&uuid=1', { method: 'DELETE', cookie }))).status).toBe(200);
    expect((await handleProxy(browserRequest('/dashboard/v1/chief/shops?perPage=5', { cookie }))).status).toBe(200);
    expect(upstream.seen.map((r) => r.url)).toEqual(['/dashboard/v1/chief/media?collection=logo&uuid=1', '/dashboard/v1/chief/shops?per_page=5']);
  });
});

describe('each number goes up as the browser wrote it (issue 46, item 6)', () => {
  const numbers = '"id":9007199254740993,"price":10.10,"big":1E400,"tiny":-0,"list":[1.0,2e3,-1.5E-7,0.1]';

  it('a signed-in body read whole', async () => {
    const response = await postText('/dashboard/v1/chief/catalog', `{"categoryId":1,${numbers}}`, await cookieFor(makeSession()));
    expect(response.status).toBe(200);
    expect(only().body).toBe(`{"category_id":1,${numbers}}`);
  });

  it('a streamed body (over the head size)', async () => {
    const filler = JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ itemId: i, itemName: `Товар ${i}` })));
    const text = `{"items":${filler},${numbers}}`;
    expect(text.length).toBeGreaterThan(HEAD_BYTES);
    expect((await postText('/dashboard/v1/chief/catalog', text, await cookieFor(makeSession()))).status).toBe(200);
    expect(only().body.endsWith(`${numbers}}`)).toBe(true);
  });

  it('a public auth call, which the guard reads whole', async () => {
    const response = await postText('/dashboard/v1/chief/password-reset-link', `{"email":"anna@utro.ru",${numbers}}`);
    expect(response.status).toBe(200);
    expect(only().body).toBe(`{"email":"anna@utro.ru",${numbers}}`);
  });

  it('the guard reads a phone as a string only: a number the upstream may read otherwise is no phone (403)', async () => {
    const cookie = await pendingCookieFor('chief', `7${OWN}`);
    for (const phone of [`7${OWN}`, `7${OWN}.0`, `7${OWN}.0000000000000001`]) {
      const response = await postText('/dashboard/v1/chief/send-code', `{"phone":${phone}}`, cookie);
      expect({ phone, status: response.status }).toEqual({ phone, status: 403 });
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('bytes that are not UTF-8 inside a string: 400 (they would be read one way here and another upstream)', async () => {
    const body = Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const request = browserRequest('/dashboard/v1/chief/catalog', { method: 'POST', body, cookie: await cookieFor(makeSession()), headers: { 'content-type': 'application/json' } });
    const response = await handleProxy(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Некорректный JSON в теле запроса', data: {} });
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('signed-in calls: the same rule for bodies, streamed bodies, query names and form fields', () => {
  const session = () => cookieFor(makeSession());

  it.each([
    '{"title":"a","Title":"b"}',
    '{"items":[{"productId":1,"product_id":2}]}',
    '{"settings":{"isActive":true,"is_active":false}}',
  ])('a JSON body %s: 400, nothing upstream', async (text) => {
    const response = await postText('/dashboard/v1/chief/catalog', text, await session());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Некорректный запрос: поле «[a-z_]+» указано дважды$/);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a streamed body (over the head size) with a collision at its end: 400, the upstream never gets a whole body', async () => {
    const filler = JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ itemId: i, itemName: `Товар ${i}` })));
    const text = `{"items":${filler},"title":"a","Title":"b"}`;
    expect(text.length).toBeGreaterThan(HEAD_BYTES);
    const response = await postText('/dashboard/v1/chief/catalog', text, await session());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Некорректный запрос: поле «title» указано дважды', data: {} });
    // The fake upstream records a request once its body has ended: a cut-off one never is.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(upstream.seen).toHaveLength(0);
  });

  it.each(['pageSize=15&page_size=1000', 'perPage=15&PerPage=1000', 'search=a&search%20=b'])('query %s: 400, nothing upstream; a name repeated as it was stays a list', async (query) => {
    const refused = await handleProxy(browserRequest(`/dashboard/v1/chief/orders?${query}`, { cookie: await session() }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Некорректный запрос: параметр «[a-z_]+» указан дважды$/);
    expect(upstream.seen).toHaveLength(0);
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/orders?statusIds=1&statusIds=2', { cookie: await session() }));
    expect(response.status).toBe(200);
    expect(upstream.seen.map((r) => r.url)).toEqual(['/dashboard/v1/chief/orders?status_ids=1&status_ids=2']);
  });

  it('multipart fields that become one name: 400; the same name twice passes', async () => {
    const form = new FormData();
    form.append('categoryId', '1');
    form.append('category_id', '2');
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/catalog', { method: 'POST', body: form, cookie: await session() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Некорректный запрос: поле «category_id» указано дважды', data: {} });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(upstream.seen).toHaveLength(0);

    const list = new FormData();
    list.append('images[]', new Blob(['a']), 'a.png');
    list.append('images[]', new Blob(['b']), 'b.png');
    const ok = await handleProxy(browserRequest('/dashboard/v1/chief/catalog', { method: 'POST', body: list, cookie: await session() }));
    expect(ok.status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('refresh-like names never reach the upstream', () => {
  it.each([
    'chief/refresh.json',
    'chief/Refresh.JSON',
    'chief/refresh;x',
    'chief/refresh%3Bx',
    'chief/refresh_token',
    'chief/refresh-token',
    'chief/refresh~',
    'chief/%72efresh.json',
    'admin/refresh.xml',
    'chief/profile/refresh.json',
  ])('%s → 403', async (path) => {
    const cookie = await cookieFor(makeSession({ isAdmin: path.startsWith('admin') }));
    for (const method of ['GET', 'POST']) {
      const init = method === 'POST' ? { method, cookie, body: '{}', headers: { 'content-type': 'application/json' } } : { cookie };
      const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`, init));
      expect({ method, status: response.status }).toEqual({ method, status: 403 });
    }
    expect(upstream.seen).toHaveLength(0);
    // Control: a name that only starts alike still passes.
    expect((await handleProxy(browserRequest('/dashboard/v1/chief/refreshments', { cookie: await cookieFor(makeSession()) }))).status).toBe(200);
  });
});

describe('methods and targets at the socket (instrumentation.ts)', () => {
  let server: Server;
  let port: number;
  let reached = 0;
  // The hook patches Node's own http.Server, which every test file of this worker shares: it is
  // taken out again afterwards, so another file installs its own (with its own stamp token).
  const proto = http.Server.prototype as unknown as Record<string | symbol, unknown>;
  const INSTALLED = Symbol.for('merchant-backoffice.raw-request-hook');
  const before = { emit: proto.emit, installed: proto[INSTALLED] };

  beforeAll(async () => {
    installRawRequestStamp();
    server = createServer((_, res) => {
      reached += 1;
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (!before.installed) {
      proto.emit = before.emit;
      delete proto[INSTALLED];
    }
  });

  function raw(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`${line} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
  }

  it.each(['TRACE /dashboard/v1/chief/profile/me', 'TRACE /login', 'PROPFIND /dashboard/v1/chief/orders', 'LINK /'])('%s → 405 with Allow', async (line) => {
    reached = 0;
    const answer = await raw(line);
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    expect(answer).toContain('Метод запроса не поддерживается');
    expect(reached).toBe(0);
    // Control: the methods and targets the app serves pass.
    for (const served of ['GET /login', 'OPTIONS /dashboard/v1/chief/orders', 'DELETE /dashboard/v1/chief/orders/1', 'GET http://localhost/login']) {
      expect(await raw(served)).toMatch(/^HTTP\/1\.1 200/);
    }
    expect(reached).toBe(4);
  });

  it.each(['GET *', 'OPTIONS *', 'GET http://[bad/dashboard/v1/chief/profile/me'])('%s → 400', async (line) => {
    reached = 0;
    const answer = await raw(line);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(reached).toBe(0);
  });
});
