/** @jest-environment node */
// The audit trail would look the actor up upstream in the background: these tests count upstream calls (tests/unit/audit-proxy.test.ts covers it).
jest.mock('@/lib/server/store/audit/hooks');
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { SESSION_COOKIE, unsealSession } from '@/lib/server/session/cookie';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream, pendingCookieFor } from '../helpers/proxy-env';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;

let upstream: Upstream;
let refreshCalls = 0;
let refreshWorks = true;

beforeAll(async () => {
  upstream = await startFakeUpstream(async (req, res) => {
    if (req.url.startsWith('/dashboard/v1/chief/refresh')) {
      refreshCalls += 1;
      // Slow enough that every concurrent 401 arrives while the refresh is still running.
      await new Promise((resolve) => setTimeout(resolve, 80));
      if (!refreshWorks || req.headers.authorization !== 'Bearer token-old') {
        return sendJson(res, 401, { error: 'Срок действия токена истёк', data: {} });
      }
      return sendJson(res, 200, { data: { access_token: 'token-new', token_type: 'Bearer', expires_in: 1000 } });
    }
    if (req.url.startsWith('/dashboard/v1/chief/auth/complete')) {
      return sendJson(res, 200, {
        data: { access_token: 'secret-token-xyz', token_type: 'Bearer', expires_in: 1000, user: { name: 'Анна', step: 'done' } },
      });
    }
    if (req.headers.authorization === 'Bearer token-old') {
      return sendJson(res, 401, { error: 'Срок действия токена истёк', data: {} });
    }
    sendJson(res, 200, {
      data: { echo_path: req.url, echo_method: req.method, echo_body: req.body.toString('utf8'), access_token: 'leak' },
      pagination: { total_pages: 3 },
    }, { 'set-cookie': 'upstream=1' });
  });
});

afterAll(() => upstream.close());

beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
  refreshCalls = 0;
  refreshWorks = true;
});

describe('path hygiene', () => {
  const bad = [
    '/dashboard/v1/chief/./profile',
    '/dashboard/v1/chief/../admin/companies',
    '/dashboard/v1/chief/%2e%2e/admin/companies',
    '/dashboard/v1/chief/%2E%2E/admin',
    '/dashboard/v1/chief/profile%2fme',
    '/dashboard/v1/chief/profile%2Fme',
    '/dashboard/v1/chief/profile%5cme',
    '/dashboard/v1/chief\\profile',
    '/dashboard/v1/chief//profile',
    '/dashboard/v1//chief/profile',
    '/dashboard/v1/http://evil.example/x',
    '/dashboard/v1/chief/profile%0d%0aX-Injected:1',
    '/dashboard/v1/chief/prof\u0001ile',
  ];

  it.each(bad)('rejects %s with 400 and never forwards it', async (path) => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    // Build the request by hand so URL parsing cannot normalise the path before the check.
    const request = browserRequest('/dashboard/v1/chief/profile', { cookie });
    Object.defineProperty(request, 'url', { value: `http://localhost:3000${path}` });
    const response = await handleProxy(request);
    expect(response.status).toBe(400);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('role prefix from the session', () => {
  it('forwards a chief session to chief paths with its token', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/profile/me', { cookie }));
    expect(response.status).toBe(200);
    expect(upstream.seen[0]?.headers.authorization).toBe('Bearer token-good');
  });

  it.each([
    ['chief session on admin path', false, '/dashboard/v1/admin/companies'],
    ['admin session on chief path', true, '/dashboard/v1/chief/profile/me'],
    ['admin session on media', true, '/dashboard/v1/media'],
    ['unknown prefix', false, '/dashboard/v1/other/thing'],
    ['the refresh call itself', false, '/dashboard/v1/chief/refresh'],
  ])('%s gets 403 and never reaches the upstream', async (_, isAdmin, path) => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good', isAdmin }));
    const response = await handleProxy(browserRequest(path, { cookie }));
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it('lets a chief session reach media', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await handleProxy(browserRequest('/dashboard/v1/media?uuid=1', { method: 'DELETE', cookie }));
    expect(response.status).toBe(200);
    expect(upstream.seen[0]?.url).toBe('/dashboard/v1/media?uuid=1');
  });

  it('answers 401 to a signed-out visitor outside the public auth calls', async () => {
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/profile/me'));
    expect(response.status).toBe(401);
    expect(response.headers.get('x-session-ended')).toBe('chief');
    expect(upstream.seen).toHaveLength(0);
  });

  it.each(['login', 'registration', 'password-reset-link', 'password-reset'])(
    'lets a signed-out visitor POST chief/%s without a token',
    async (call) => {
      const response = await handleProxy(browserRequest(`/dashboard/v1/chief/${call}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
      expect(response.status).toBe(200);
      expect(upstream.seen[0]?.headers.authorization).toBeUndefined();
    },
  );

  it.each([
    ['auth/complete', '{"phone":"9161234567","code":"12345"}'],
    ['send-code', '{"phone":"9161234567"}'],
    ['registration/change-phone', '{"oldPhone":"79161234567","phone":"79167654321"}'],
  ])('lets a signed-out visitor POST chief/%s after the password step, without a token', async (call, body) => {
    const cookie = await pendingCookieFor('chief', '79161234567', 'registration');
    const response = await handleProxy(
      browserRequest(`/dashboard/v1/chief/${call}`, { method: 'POST', body, cookie, headers: { 'content-type': 'application/json' } }),
    );
    expect(response.status).toBe(200);
    expect(upstream.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('does not open admin registration', async () => {
    const response = await handleProxy(browserRequest('/dashboard/v1/admin/registration', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('CSRF', () => {
  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['a cross-site fetch', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
    ['no Origin at all', { origin: '' }],
    ['a null Origin', { origin: 'null' }],
  ])('refuses a mutating request with %s', async (_, headers) => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const request = browserRequest('/dashboard/v1/chief/profile/step', { method: 'PUT', cookie, headers, body: '{"step":"2"}' });
    if (headers.origin === '') request.headers.delete('origin');
    const response = await handleProxy(request);
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('headers and case conversion', () => {
  it('sends snake_case upstream, returns camelCase, drops browser and upstream cookies', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/market/orders', {
        method: 'POST',
        cookie,
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer browser-supplied',
          'x-forwarded-for': '1.2.3.4',
          'x-middleware-subrequest': 'middleware',
        },
        body: JSON.stringify({ categoryId: 5, items: [{ productId: 1 }] }),
      }),
    );
    const seen = upstream.seen[0]!;
    expect(seen.url).toBe('/dashboard/v1/chief/market/orders');
    expect(JSON.parse(seen.body.toString())).toEqual({ category_id: 5, items: [{ product_id: 1 }] });
    expect(seen.headers.authorization).toBe('Bearer token-good');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBeUndefined();
    expect(seen.headers['x-middleware-subrequest']).toBeUndefined();
    expect(seen.headers.host).toBe(new URL(upstream.url).host);
    const body = await response.json();
    expect(body.data.echoMethod).toBe('POST');
    expect(body.data.accessToken).toBeUndefined();
    expect(body.pagination).toEqual({ totalPages: 3 });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Query names go up in snake_case too (a call that takes a body takes none: canonical-request.test.ts).
    await handleProxy(browserRequest('/dashboard/v1/chief/market/orders?perPage=15&minTotal=100', { cookie }));
    expect(upstream.seen[1]!.url).toBe('/dashboard/v1/chief/market/orders?per_page=15&min_total=100');
  });

  it('renames multipart field names to snake_case and keeps the file bytes', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const form = new FormData();
    form.set('categoryId', '7');
    form.set('isActive', '1');
    form.set('image', new Blob([Buffer.from([0, 1, 2, 255])], { type: 'image/png' }), 'фото.png');
    const encoded = new Response(form);
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/banners', {
        method: 'POST',
        cookie,
        headers: { 'content-type': encoded.headers.get('content-type')! },
        body: encoded.body,
      }),
    );
    expect(response.status).toBe(200);
    const seen = upstream.seen[0]!;
    const parsed = await new Response(new Uint8Array(seen.body), { headers: { 'content-type': String(seen.headers['content-type']) } }).formData();
    expect(parsed.get('category_id')).toBe('7');
    expect(parsed.get('is_active')).toBe('1');
    const file = parsed.get('image') as File;
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('streams a JSON body and answer over 128 KB with keys converted both ways and tokens dropped', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const items = Array.from({ length: 6000 }, (_, i) => ({ productId: i, isActive: true, title: `Товар_${i}` }));
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/market/orders', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ categoryId: 5, items }),
      }),
    );
    expect(response.status).toBe(200);
    const sent = JSON.parse(upstream.seen[0]!.body.toString());
    expect(sent.category_id).toBe(5);
    expect(sent.items[5999]).toEqual({ product_id: 5999, is_active: true, title: 'Товар_5999' });
    // The echo carries the body as a string value: values are never renamed.
    const body = await response.json();
    expect(body.data.echoBody.length).toBeGreaterThan(128 * 1024);
    expect(body.data.echoBody).toContain('"product_id":0');
    expect(body.data.accessToken).toBeUndefined();
    expect(body.pagination).toEqual({ totalPages: 3 });
  });

  it('answers 400 to a streamed JSON body that turns out malformed past its first 128 KB', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/market/orders', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: `{"a":"${'x'.repeat(300_000)}",}`,
      }),
    );
    expect(response.status).toBe(400);
  });

  it('answers 413 to a body over 10 MB without forwarding it', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/banners', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(11 * 1024 * 1024) },
        body: 'x',
      }),
    );
    expect(response.status).toBe(413);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('auth interception', () => {
  it('keeps the token of auth/complete in the cookie and gives the browser only user and flag', async () => {
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/auth/complete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"phone":"79161234567","code":"12345"}',
        cookie: await pendingCookieFor('chief', '79161234567'),
      }),
    );
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ data: { user: { name: 'Анна', step: 'done' }, isAdmin: false } });
    expect(text).not.toContain('secret-token-xyz');
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).not.toContain('secret-token-xyz');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const sealed = setCookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
    const session = await unsealSession(sealed);
    expect(session?.accessToken).toBe('secret-token-xyz');
    // §9: expiresIn × 24×7×1000 ms.
    expect(session!.expiresAt - Date.now()).toBeGreaterThan(1000 * 24 * 7 * 1000 - 5000);
  });

  it('marks an admin login as admin', async () => {
    const response = await handleProxy(
      browserRequest('/dashboard/v1/admin/auth/complete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"phone":"9000000001","code":"12345"}',
        cookie: await pendingCookieFor('admin', '79000000001'),
      }),
    );
    expect((await response.json()).data.isAdmin).toBe(true);
    const sealed = response.headers.get('set-cookie')!.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
    expect((await unsealSession(sealed))?.isAdmin).toBe(true);
  });

  it('destroys the session on logout even when the upstream fails', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
    refreshWorks = false;
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie }));
    expect(response.headers.get('set-cookie')).toMatch(/^bo_session=;.*Max-Age=0/);
  });
});

describe('shared token refresh', () => {
  it('makes exactly one refresh call for 10 concurrent 401s and retries each request once', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => handleProxy(browserRequest(`/dashboard/v1/chief/profile/me?n=${i}`, { cookie }))),
    );
    expect(refreshCalls).toBe(1);
    for (const response of responses) {
      expect(response.status).toBe(200);
      const sealed = response.headers.get('set-cookie')!.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
      expect((await unsealSession(sealed))?.accessToken).toBe('token-new');
    }
    const retried = upstream.seen.filter((r) => r.headers.authorization === 'Bearer token-new');
    expect(retried).toHaveLength(10);
  });

  it('retries a multipart upload with the whole body after the refresh', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
    const form = new FormData();
    form.set('title', 'Баннер');
    form.set('image', new Blob([Buffer.alloc(200_000, 7)]), 'a.png');
    const encoded = new Response(form);
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/banners', { method: 'POST', cookie, headers: { 'content-type': encoded.headers.get('content-type')! }, body: encoded.body }),
    );
    expect(response.status).toBe(200);
    const retry = upstream.seen.find((r) => r.headers.authorization === 'Bearer token-new')!;
    const parsed = await new Response(new Uint8Array(retry.body), { headers: { 'content-type': String(retry.headers['content-type']) } }).formData();
    expect(parsed.get('title')).toBe('Баннер');
    expect((parsed.get('image') as File).size).toBe(200_000);
  });

  it('replays a streamed JSON body, converted, after the refresh', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
    const body = JSON.stringify({ bigList: Array.from({ length: 8000 }, (_, i) => ({ itemId: i })) });
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/market/orders', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body }),
    );
    expect(response.status).toBe(200);
    const retry = upstream.seen.find((r) => r.headers.authorization === 'Bearer token-new')!;
    const sent = JSON.parse(retry.body.toString());
    expect(sent.big_list).toHaveLength(8000);
    expect(sent.big_list[7999]).toEqual({ item_id: 7999 });
  });

  it('clears the session and answers 401 when the refresh fails', async () => {
    refreshWorks = false;
    const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/profile/me', { cookie }));
    expect(response.status).toBe(401);
    expect(response.headers.get('x-session-ended')).toBe('chief');
    expect(response.headers.get('set-cookie')).toMatch(/^bo_session=;.*Max-Age=0/);
    expect(refreshCalls).toBe(1);
  });

  it('sends the refresh to API_REFRESH_URL', async () => {
    const refreshHost = await startFakeUpstream((_, res) =>
      sendJson(res, 200, { data: { access_token: 'token-new', token_type: 'Bearer', expires_in: 1000 } }),
    );
    try {
      useUpstream(upstream.url, { API_REFRESH_URL: refreshHost.url });
      const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
      const response = await handleProxy(browserRequest('/dashboard/v1/chief/profile/me', { cookie }));
      expect(response.status).toBe(200);
      expect(refreshCalls).toBe(0);
      expect(refreshHost.seen[0]?.url).toBe('/dashboard/v1/chief/refresh');
      expect(refreshHost.seen[0]?.headers.authorization).toBe('Bearer token-old');
    } finally {
      await refreshHost.close();
    }
  });
});

describe('upstream failures', () => {
  it('answers 502 in Russian when the upstream is unreachable', async () => {
    useUpstream('http://127.0.0.1:1');
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/profile/me', { cookie }));
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/недоступен/);
  });
});
