/** @jest-environment node */
// The audit trail would look the actor up upstream in the background: these tests count upstream calls (tests/unit/audit-proxy.test.ts covers it).
jest.mock('@/lib/server/store/audit/hooks');
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { decideRoute } from '@/lib/server/session/route-guard';
import { SECURE_SESSION_COOKIE, clearSessionCookie, sessionSetCookie } from '@/lib/server/session/cookie';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { APP, browserRequest, cookieFor, makeSession, pendingCookieFor, rawStamp, useUpstream } from '../helpers/proxy-env';

/** CSRF, role separation, body limits, cookie flags and client-sent internal headers. */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.endsWith('/auth/complete')) {
      return sendJson(res, 200, { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 10, user: { name: 'А', step: 'done' } } });
    }
    sendJson(res, 200, { data: { ok: true } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

const chief = () => cookieFor(makeSession({ accessToken: 'token-chief' }));
const admin = () => cookieFor(makeSession({ accessToken: 'token-admin', isAdmin: true }));

describe('CSRF: a mutation not from our own origin is refused', () => {
  const foreign: [string, Record<string, string | null>][] = [
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['another port', { origin: 'http://localhost:3001' }],
    ['a sibling subdomain', { origin: 'http://app.localhost:3000', 'sec-fetch-site': 'same-site' }],
    ['a cross-site fetch with our Origin forged', { origin: APP, 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch', { origin: APP, 'sec-fetch-site': 'same-site' }],
    ['a null Origin (sandboxed frame, data: URL)', { origin: 'null' }],
    ['no Origin at all', { origin: null }],
    ['no Origin and a user-typed navigation', { origin: null, 'sec-fetch-site': 'none' }],
    ['a malformed Origin', { origin: 'not a url' }],
  ];
  const methods = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const cases = methods.flatMap((method) => foreign.map(([name, headers]) => [method, name, headers] as const));

  it.each(cases)('%s with %s gets 403', async (method, _, headers) => {
    const request = browserRequest('/dashboard/v1/chief/profile/step', {
      method,
      cookie: await chief(),
      headers: { 'content-type': 'application/json' },
      body: '{"step":"2"}',
    });
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) request.headers.delete(name);
      else request.headers.set(name, value);
    }
    const response = await handleProxy(request);
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it.each(methods)('%s from our own page goes through', async (method) => {
    const request = browserRequest('/dashboard/v1/chief/profile/step', {
      method,
      cookie: await chief(),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"step":"2"}',
    });
    expect((await handleProxy(request)).status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
  });

  it('refuses the public login call from a foreign page too', async () => {
    const request = browserRequest('/dashboard/v1/chief/login', { method: 'POST', headers: { origin: 'http://evil.example' }, body: '{}' });
    expect((await handleProxy(request)).status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('role separation', () => {
  const adminCalls = ['admin/companies', 'admin/companies/1', 'admin/finance', 'admin/settings', 'admin/logout', 'admin/refresh'];
  const chiefCalls = ['chief/profile/me', 'chief/orders', 'chief/mainpage/settings', 'chief/logout', 'media', 'chief/refresh'];

  it.each(adminCalls)('a chief session calling %s gets 403, unseen upstream', async (path) => {
    const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`, { cookie: await chief() }));
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it.each(chiefCalls)('an admin session calling %s gets 403, unseen upstream', async (path) => {
    const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`, { cookie: await admin() }));
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it.each([...adminCalls, ...chiefCalls].filter((p) => !p.endsWith('refresh')))('a signed-out visitor calling %s gets 401', async (path) => {
    const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`));
    expect([401, 200]).toContain(response.status);
    // Signed-out logout only clears the cookie; nothing else reaches the upstream.
    expect(upstream.seen).toHaveLength(0);
  });

  it.each([
    ['/orders', false, '/admin/companies'],
    ['/admin/companies', true, '/'],
    ['/admin/finance', true, '/'],
    ['/', false, '/admin/companies'],
    ['/catalog/products', false, '/admin/companies'],
  ])('pages: %s is refused to the other role', (pathname, chiefSession, to) => {
    const decision = decideRoute({ pathname, search: '', refererPath: null, session: { isAdmin: !chiefSession, step: 'done' } });
    expect(decision).toEqual({ action: 'redirect', to });
  });
});

describe('oversized bodies', () => {
  const big = 10 * 1024 * 1024 + 1;

  it('refuses a declared Content-Length over 10 MB before reading it', async () => {
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/banners', {
        method: 'POST',
        cookie: await chief(),
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(big) },
        body: 'x',
      }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('Слишком большой запрос: не более 10 МБ');
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses a chunked JSON body that grows over 10 MB, without forwarding it', async () => {
    const chunk = new TextEncoder().encode(`"${'a'.repeat(1024 * 1024)}",`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('['));
        if (sent > 12) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/products', { method: 'POST', cookie: await chief(), headers: { 'content-type': 'application/json' }, body }),
    );
    expect(response.status).toBe(413);
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses a streamed upload that grows over 10 MB', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(Buffer.from('--b\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\n'));
        if (sent > 12) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const headers = { 'content-type': 'multipart/form-data; boundary=b' };
    const response = await handleProxy(browserRequest('/dashboard/v1/chief/media', { method: 'POST', cookie: await chief(), headers, body }));
    expect(response.status).toBe(413);
  });
});

describe('the session cookie', () => {
  const attributes = (setCookie: string) => setCookie.split(';').slice(1).map((part) => part.trim().toLowerCase());

  it('is HttpOnly, SameSite=Lax, Path=/, with a lifetime, and not Secure over http', async () => {
    const parts = attributes(await sessionSetCookie(makeSession(), { secure: false }));
    expect(parts).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(parts.some((p) => p.startsWith('max-age='))).toBe(true);
    expect(parts).not.toContain('secure');
  });

  it('is Secure and __Host- when the browser came over https (behind a trusted TLS proxy)', async () => {
    useUpstream(upstream.url, { TRUST_PROXY: '1' });
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/auth/complete', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-proto': 'https',
          origin: 'https://localhost:3000',
          ...rawStamp('/dashboard/v1/chief/auth/complete', '127.0.0.1'),
        },
        body: '{"phone":"9161234567","code":"12345"}',
        cookie: await pendingCookieFor('chief', '79161234567', 'login', true),
      }),
    );
    const session = response.headers.getSetCookie().find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`))!;
    const parts = attributes(session);
    expect(parts).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']));
    expect(parts.some((p) => p.startsWith('domain='))).toBe(false);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is cleared with the same flags', () => {
    expect(attributes(clearSessionCookie({ secure: true }))).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure', 'max-age=0']),
    );
  });
});

describe('internal headers sent by a client', () => {
  it.each(['x-middleware-subrequest', 'x-middleware-prefetch', 'x-invoke-path', 'x-forwarded-host', 'x-forwarded-for', 'x-real-ip'])(
    'a client-sent %s neither opens a signed-out call nor reaches the upstream',
    async (name) => {
      const denied = await handleProxy(browserRequest('/dashboard/v1/chief/orders', { headers: { [name]: 'middleware:middleware:middleware:middleware:middleware' } }));
      expect(denied.status).toBe(401);
      const allowed = await handleProxy(browserRequest('/dashboard/v1/chief/orders', { cookie: await chief(), headers: { [name]: 'x' } }));
      expect(allowed.status).toBe(200);
      expect(upstream.seen[0]?.headers[name]).toBeUndefined();
    },
  );
});
