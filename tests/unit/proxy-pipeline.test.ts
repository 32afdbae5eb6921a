/** @jest-environment node */
// The proxy's request pipeline (docs/architecture.md): the entry value, the checks as pure
// functions of it, and the after-response hooks that never fail an answer.
import { checkAccess, checkEntry, checkPath, checkQuery, checkSite, BAD_PATH, QUERY_NOT_TAKEN } from '@/lib/server/proxy/checks';
import { readEntry, type ProxyEntry } from '@/lib/server/proxy/entry';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { afterResponse } from '@/lib/server/runtime/after-response';
import { changeCount } from '@/lib/server/runtime/change-clock';
import { metrics } from '@/lib/server/runtime/metrics';
import { METHOD_NOT_ALLOWED } from '@/lib/server/proxy/rules';
import { STARTING_UP } from '@/lib/server/security/request-info';
import { allowConsole } from '../helpers/console-guard';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { APP, browserRequest, cookieFor, makeSession, rawStamp, useUpstream } from '../helpers/proxy-env';

/** An entry value as readEntry makes it, written out: the checks read nothing else. */
function entry(overrides: Partial<ProxyEntry> = {}): ProxyEntry {
  return {
    request: new Request(`${APP}/dashboard/v1/chief/shops`),
    method: 'GET',
    rawPath: '/dashboard/v1/chief/shops',
    search: '',
    searchParams: new URLSearchParams(),
    pathname: '/dashboard/v1/chief/shops',
    startingUp: false,
    peer: '203.0.113.7',
    clientIp: '203.0.113.7',
    secure: false,
    expectedOrigin: APP,
    origin: null,
    fetchSite: null,
    fetchMode: null,
    referer: null,
    requestId: null,
    session: makeSession(),
    startedAt: 0,
    ...overrides,
  };
}

describe('the checks: pure functions of the entry value, in order', () => {
  it('lets a signed-in GET through with its decoded segments, canonical query and token session', () => {
    const session = makeSession();
    const checked = checkEntry(entry({ rawPath: '/dashboard/v1/chief/orders/15', search: '?perPage=5', searchParams: new URLSearchParams('perPage=5'), session }));
    expect(checked).toEqual({
      ok: true,
      call: expect.objectContaining({ method: 'GET', segments: ['chief', 'orders', '15'], path: 'chief/orders/15', role: 'chief', session, isLogout: false }),
    });
    if (checked.ok) expect(checked.call.query.toString()).toBe('per_page=5');
  });

  it('refuses in the order the pipeline lists: stamp, method, path, query, site, access', () => {
    const refusal = (overrides: Partial<ProxyEntry>) => {
      const checked = checkEntry(entry(overrides));
      return checked.ok ? null : { status: checked.refusal.status, error: checked.refusal.error, stage: checked.refusal.stage };
    };
    // Everything wrong at once: the first check decides.
    const bad = { method: 'TRACE', rawPath: '/dashboard/v1/chief/../admin', session: null } as const;
    expect(refusal({ ...bad, startingUp: true })).toEqual({ status: 503, error: STARTING_UP, stage: 'request' });
    expect(refusal(bad)).toEqual({ status: 405, error: METHOD_NOT_ALLOWED, stage: 'request' });
    expect(refusal({ ...bad, method: 'POST', search: '?a=1' })).toEqual({ status: 400, error: BAD_PATH, stage: 'request' });
    expect(refusal({ method: 'POST', search: '?a=1', origin: 'https://evil.example', session: null })).toEqual({ status: 400, error: QUERY_NOT_TAKEN, stage: 'request' });
    expect(refusal({ method: 'POST', origin: 'https://evil.example', session: null })).toEqual({ status: 403, error: 'Доступ запрещён', stage: 'request' });
    expect(refusal({ method: 'POST', origin: APP, session: null })).toEqual({ status: 401, error: 'Сессия истекла. Войдите снова', stage: 'access' });
  });

  it('path: a refresh in disguise is 403, any other bad path 400', () => {
    expect(checkPath({ rawPath: '/dashboard/v1/chief/refresh%c0' })).toMatchObject({ status: 403 });
    expect(checkPath({ rawPath: '/dashboard/v1/chief//shops' })).toMatchObject({ status: 400, error: BAD_PATH });
    expect(checkPath({ rawPath: '/dashboard/v1/chief/%D0%B0' })).toEqual({ segments: ['chief', 'а'], lower: ['chief', 'а'] });
  });

  it('query: two names that become one upstream are refused', () => {
    expect(checkQuery({ method: 'GET', search: '?perPage=1&per_page=2', searchParams: new URLSearchParams('perPage=1&per_page=2') })).toMatchObject({
      status: 400,
      error: expect.stringContaining('указан дважды'),
    });
  });

  it('site: reads the origin, Sec-Fetch-Site and Referer the entry holds, and the origin it addressed', () => {
    const site = (overrides: Partial<ProxyEntry>, lower = ['chief', 'shops']) => checkSite(entry(overrides), lower)?.status ?? 'ok';
    expect(site({ method: 'POST', origin: APP })).toBe('ok');
    expect(site({ method: 'POST', origin: APP, expectedOrigin: 'https://bo.example' })).toBe(403);
    expect(site({ method: 'DELETE', fetchSite: 'cross-site', origin: APP })).toBe(403);
    expect(site({ referer: 'https://evil.example/page' }, ['chief', 'logout'])).toBe(403);
    expect(site({ referer: `${APP}/orders` }, ['chief', 'logout'])).toBe('ok');
    expect(site({ fetchSite: 'none' }, ['chief', 'application', 'call-for-help'])).toBe('ok');
  });

  it('access: the session decides the role; a public auth call carries no token; a logout is answered signed out', () => {
    const path = (tail: string) => {
      const segments = tail.split('/');
      return { segments, lower: segments };
    };
    expect(checkAccess({ method: 'GET', session: makeSession({ isAdmin: true }) }, path('chief/shops'))).toMatchObject({ status: 403, stage: 'access' });
    expect(checkAccess({ method: 'POST', session: makeSession() }, path('chief/login'))).toEqual({ role: 'chief', session: null, isLogout: false });
    expect(checkAccess({ method: 'GET', session: null }, path('chief/logout'))).toEqual({ role: 'chief', session: null, isLogout: true });
    expect(checkAccess({ method: 'GET', session: null }, path('chief/shops'))).toMatchObject({ status: 401, headers: { 'x-session-ended': 'chief' } });
  });
});

describe('the entry value', () => {
  beforeEach(() => useUpstream('http://127.0.0.1:9'));

  it('is read once from the stamp, the URL and the cookie, and frozen', async () => {
    const session = makeSession({ sid: 's-1' });
    const request = browserRequest('/dashboard/v1/chief/orders?perPage=5', {
      cookie: await cookieFor(session),
      headers: { ...rawStamp('/dashboard/v1/chief/x/../orders?perPage=5', '198.51.100.4'), referer: `${APP}/orders`, 'x-request-id': 'req-12345678' },
    });
    const value = await readEntry(request);
    expect(value).toMatchObject({
      method: 'GET',
      rawPath: '/dashboard/v1/chief/x/../orders',
      search: '?perPage=5',
      pathname: '/dashboard/v1/chief/orders',
      peer: '198.51.100.4',
      clientIp: '198.51.100.4',
      secure: false,
      expectedOrigin: APP,
      referer: `${APP}/orders`,
      requestId: 'req-12345678',
      session: expect.objectContaining({ accessToken: session.accessToken, sid: 's-1' }),
    });
    expect(Object.isFrozen(value)).toBe(true);
  });
});

describe('after-response hooks', () => {
  it('run in their order after the answer is ready, before the caller resumes; a failing one is logged and the rest still run', async () => {
    allowConsole(/after_response_failed/);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    const handler = async () => {
      afterResponse(
        [
          { name: 'first', run: (n: number) => void ran.push(`first ${n}`) },
          {
            name: 'broken',
            run: () => {
              throw new Error('store down');
            },
          },
          { name: 'third', run: (n: number) => void ran.push(`third ${n}`) },
        ],
        7,
      );
      ran.push('answered');
      return 'answer';
    };
    expect(await handler()).toBe('answer');
    expect(ran).toEqual(['answered', 'first 7', 'third 7']);
    expect(error.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/"hook":"broken".*"event":"after_response_failed"/);
    error.mockRestore();
  });

  describe('through the proxy', () => {
    let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
    beforeAll(async () => {
      upstream = await startFakeUpstream((req, res) => sendJson(res, req.method === 'GET' ? 200 : 201, { data: { id: 1 } }));
    });
    afterAll(() => upstream.close());
    beforeEach(() => useUpstream(upstream.url));
    afterEach(() => jest.restoreAllMocks());

    it('a hook that throws (the duration metric) does not fail the answer, and the hooks after it run', async () => {
      allowConsole(/after_response_failed/);
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      process.env.LOG_LEVEL = 'info';
      const log = jest.spyOn(console, 'log').mockImplementation(() => {});
      jest.spyOn(metrics().proxyDuration, 'observe').mockImplementation(() => {
        throw new Error('registry broken');
      });
      try {
        const response = await handleProxy(browserRequest('/dashboard/v1/chief/shops', { cookie: await cookieFor(makeSession()) }));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { id: 1 } });
        expect(error.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/"hook":"duration_metric"/);
        // The access log runs after the metric.
        expect(log.mock.calls.map((call) => JSON.parse(String(call[0])) as { event: string; status: number })).toContainEqual(
          expect.objectContaining({ event: 'proxy', status: 200 }),
        );
      } finally {
        delete process.env.LOG_LEVEL;
      }
    });

    it('the change clock moves once a signed-in change was answered 2xx, not for a read', async () => {
      const cookie = await cookieFor(makeSession());
      const before = changeCount();
      await handleProxy(browserRequest('/dashboard/v1/chief/shops', { cookie }));
      expect(changeCount()).toBe(before);
      const response = await handleProxy(
        browserRequest('/dashboard/v1/chief/shops', { method: 'POST', cookie, body: JSON.stringify({ name: 'x' }), headers: { 'content-type': 'application/json' } }),
      );
      expect(response.status).toBe(201);
      expect(changeCount()).toBe(before + 1);
    });
  });
});
