/** @jest-environment node */
// The audit trail would look the actor up upstream in the background: these tests count upstream calls (tests/unit/audit-proxy.test.ts covers it).
jest.mock('@/lib/server/store/audit/hooks');
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { endEverywhere, endSession, refreshAndReturn } from '@/lib/server/session/routes';
import { SESSION_COOKIE } from '@/lib/server/session/cookie';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { APP, browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/** Logout always ends the session; no state change from another site; safe `next`. */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
let mode: 'ok' | 'hang' | 'error' = 'ok';

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (mode === 'hang') return;
    if (mode === 'error') return sendJson(res, 500, { error: 'boom', data: {} });
    if (req.url.includes('/refresh')) return sendJson(res, 200, { data: { access_token: `token-${Math.random()}`, token_type: 'Bearer', expires_in: 3600 } });
    sendJson(res, 200, { data: null });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  mode = 'ok';
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

async function deadPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const session = (isAdmin = false) => cookieFor(makeSession({ accessToken: `token-${Math.random()}`, isAdmin }));
const cleared = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/.test(c));

describe('logout ends the session locally whatever the upstream does', () => {
  it('upstream down: the cookie is cleared (502 for the log)', async () => {
    useUpstream(`http://127.0.0.1:${await deadPort()}`);
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie: await session() }));
    expect(response.status).toBe(502);
    expect(cleared(response)).toBe(true);
  });

  it('upstream hangs past the deadline: the cookie is cleared (504)', async () => {
    mode = 'hang';
    useUpstream(upstream.url, { UPSTREAM_DEADLINE_MS: '200' });
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie: await session() }));
    expect(response.status).toBe(504);
    expect(cleared(response)).toBe(true);
  });

  it('upstream error: the cookie is cleared', async () => {
    mode = 'error';
    const response = await handleProxy(browserRequest('/dashboard/v1/admin/logout', { cookie: await session(true) }));
    expect(cleared(response)).toBe(true);
  });

  it('a typed or same-origin navigation lands on the login page of its role', async () => {
    const chief = await handleProxy(
      browserRequest('/dashboard/v1/chief/logout', { cookie: await session(), headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' } }),
    );
    expect([chief.status, chief.headers.get('location'), cleared(chief)]).toEqual([303, '/login', true]);
    const admin = await handleProxy(
      browserRequest('/dashboard/v1/admin/logout', { cookie: await session(true), headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' } }),
    );
    expect([admin.status, admin.headers.get('location'), cleared(admin)]).toEqual([303, '/admin/login', true]);
  });
});

describe('GETs that change state refuse another site: 403 and no upstream call', () => {
  it.each([
    ['chief/logout', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['chief/logout', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
    ['chief/application/call-for-help', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['chief/Application/Call-For-Help', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }],
    ['chief/logout', { referer: 'https://evil.example/page' }],
  ])('%s with %j', async (path, headers) => {
    const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`, { cookie: await session(), headers }));
    expect(response.status).toBe(403);
    expect(cleared(response)).toBe(false);
    expect(upstream.seen).toHaveLength(0);
  });

  it('our own page may call the manager', async () => {
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/application/call-for-help', { cookie: await session(), headers: { 'sec-fetch-site': 'same-origin' } }),
    );
    expect(response.status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('/session/end and /session/refresh act only for our own navigations', () => {
  // Another site's link opened in a tab: what a person sees.
  const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
  const FOREIGN: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', ...navigate }, { 'sec-fetch-site': 'same-site', ...navigate }, { referer: 'https://evil.example/' }];

  it.each(FOREIGN)('GET /session/end with %j: a page with a button, the session stays', async (headers) => {
    const response = await endSession(new Request(`${APP}/session/end`, { headers: { ...headers, cookie: await session(), host: 'localhost:3000' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<form method="post" action="/session/end">');
    expect(response.headers.getSetCookie()).toHaveLength(0);
  });

  it.each(FOREIGN)('GET /session/refresh with %j: no refresh call, no cookie', async (headers) => {
    const response = await refreshAndReturn(
      new Request(`${APP}/session/refresh?next=%2Forders`, { headers: { ...headers, cookie: await session(), host: 'localhost:3000' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('action="/session/refresh?next=%2Forders"');
    expect(response.headers.getSetCookie()).toHaveLength(0);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a POST from another origin is 403; from ours it acts', async () => {
    const foreign = await endSession(
      new Request(`${APP}/session/end`, { method: 'POST', headers: { origin: 'https://evil.example', cookie: await session(), host: 'localhost:3000' } }),
    );
    expect(foreign.status).toBe(403);
    const own = await endSession(
      new Request(`${APP}/session/end`, { method: 'POST', headers: { origin: APP, 'sec-fetch-site': 'same-origin', cookie: await session(), host: 'localhost:3000' } }),
    );
    expect([own.status, own.headers.get('location'), cleared(own)]).toEqual([303, '/login', true]);
  });

  it.each([{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }])('GET with %j acts', async (headers) => {
    const response = await refreshAndReturn(
      new Request(`${APP}/session/refresh?next=%2Forders`, { headers: { ...headers, cookie: await session(), host: 'localhost:3000' } }),
    );
    expect([response.status, response.headers.get('location')]).toEqual([303, '/orders']);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('a cross-site request to /session/* changes nothing, with or without the cookie', () => {
  const ROUTES = [
    ['/session/refresh?next=%2Forders', refreshAndReturn],
    ['/session/end', endSession],
    ['/session/end-all', endEverywhere],
  ] as const;
  const CROSS_SITE: [string, Record<string, string>][] = [
    // A form on another site posting to us (the cookie, SameSite=Lax, stays behind).
    ['POST', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' }],
    ['POST', { origin: 'https://evil.example' }],
    ['POST', { origin: 'null' }],
    // Not a person opening a page: an image, a frame or a fetch from another site.
    ['GET', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    ['GET', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }],
    ['GET', { origin: 'https://evil.example' }],
  ];

  for (const [path, handler] of ROUTES) {
    for (const [method, headers] of CROSS_SITE) {
      for (const withCookie of [false, true]) {
        it(`${method} ${path} ${JSON.stringify(headers)} ${withCookie ? 'with' : 'without'} the cookie: 403, nothing done`, async () => {
          const cookie: Record<string, string> = withCookie ? { cookie: await session() } : {};
          const response = await handler(new Request(`${APP}${path}`, { method, headers: { ...headers, ...cookie, host: 'localhost:3000' } }));
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ error: 'Доступ запрещён', data: {} });
          expect(response.headers.getSetCookie()).toEqual([]);
          expect(upstream.seen).toHaveLength(0);
        });
      }
    }
  }

  it('another site\'s link opened without the cookie gets the button page, not a cleared cookie', async () => {
    const response = await refreshAndReturn(
      new Request(`${APP}/session/refresh?next=%2Forders`, {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', host: 'localhost:3000' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('action="/session/refresh?next=%2Forders"');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('our own POST without a cookie still goes to the login page', async () => {
    const response = await refreshAndReturn(
      new Request(`${APP}/session/refresh`, { method: 'POST', headers: { origin: APP, 'sec-fetch-site': 'same-origin', host: 'localhost:3000' } }),
    );
    expect([response.status, response.headers.get('location'), cleared(response)]).toEqual([303, '/login', true]);
  });
});

describe('/session/refresh?next= never answers 500', () => {
  it.each([
    ['/ё', '/%D1%91'],
    ['/。/…', '/%E3%80%82/%E2%80%A6'],
    ['/orders?q=кофе#низ', '/orders?q=%D0%BA%D0%BE%D1%84%D0%B5#%D0%BD%D0%B8%D0%B7'],
    ['/.//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/\uFFFD', '/%EF%BF%BD'],
  ])('next=%j → 303 to %j', async (next, location) => {
    const response = await refreshAndReturn(
      new Request(`${APP}/session/refresh?next=${encodeURIComponent(next)}`, { headers: { cookie: await session(), host: 'localhost:3000' } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });
});
