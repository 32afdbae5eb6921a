/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { installRawRequestStamp } from '@/lib/server/security/raw-request-hook';
import { RAW_HEADER, readRawRequest } from '@/lib/server/security/request-info';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, rawStamp, useUpstream } from '../helpers/proxy-env';

/** Path rules on the decoded form, the raw target, and refresh in every spelling. */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((_, res) => sendJson(res, 200, { data: { access_token: 'leaked', ok: true } }));
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

const chief = () => cookieFor(makeSession({ accessToken: 'token-chief' }));
const admin = () => cookieFor(makeSession({ accessToken: 'token-admin', isAdmin: true }));

const REFRESH_SPELLINGS = [
  'chief/refresh', 'chief/Refresh', 'chief/REFRESH', 'chief/refresH', 'chief/%72efresh', 'chief/%52EFRESH',
  'chief/refresh/', 'chief/refresh/x', 'chief/%EF%BD%92efresh', 'admin/refresh', 'admin/Refresh', 'media/refresh',
];

describe('the refresh call is unreachable in every spelling: 403, no upstream call', () => {
  it.each(REFRESH_SPELLINGS.flatMap((path) => ['GET', 'POST'].map((method) => [method, path] as const)))(
    '%s /dashboard/v1/%s',
    async (method, path) => {
      const cookie = path.startsWith('admin') ? await admin() : await chief();
      const init = method === 'POST' ? { method, cookie, body: '{}', headers: { 'content-type': 'application/json' } } : { cookie };
      const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`, init));
      expect(response.status).toBe(403);
      expect(upstream.seen).toHaveLength(0);
    },
  );
});

describe('auth calls are an allowlist: other spellings and methods are refused', () => {
  it.each([
    ['POST', 'chief/LOGIN'],
    ['POST', 'chief/Login'],
    ['POST', 'chief/auth/Complete'],
    ['POST', 'chief/auth/token'],
    ['GET', 'chief/login'],
    ['POST', 'chief/logout'],
    ['POST', 'admin/registration'],
    ['POST', 'admin/password-reset'],
    ['GET', 'Chief/profile/me'],
  ])('%s %s → 403', async (method, path) => {
    const init = method === 'POST' ? { method, body: '{}', headers: { 'content-type': 'application/json' } } : {};
    const response = await handleProxy(browserRequest(`/dashboard/v1/${path}`, { ...init, cookie: await chief() }));
    expect(response.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it('forwards the decoded path encoded once, the same whatever the browser sent', async () => {
    await handleProxy(browserRequest('/dashboard/v1/chief/catalog/%D0%BA%D0%BE%D1%84%D0%B5', { cookie: await chief() }));
    await handleProxy(browserRequest('/dashboard/v1/chief/catalog/кофе', { cookie: await chief() }));
    expect(upstream.seen.map((r) => r.url)).toEqual([
      '/dashboard/v1/chief/catalog/%D0%BA%D0%BE%D1%84%D0%B5',
      '/dashboard/v1/chief/catalog/%D0%BA%D0%BE%D1%84%D0%B5',
    ]);
  });
});

describe('dot segments are read from the raw target, not from the URL Next resolved', () => {
  // request.url is what Next hands the route (already resolved); the stamp carries what was sent.
  it.each([
    ['/dashboard/v1/admin/../chief/profile/me', '/dashboard/v1/chief/profile/me'],
    ['/dashboard/v1/chief/./profile/me', '/dashboard/v1/chief/profile/me'],
    ['/dashboard/v1/chief/%2e%2e/chief/profile/me', '/dashboard/v1/chief/profile/me'],
    ['/dashboard/v1/chief/%2E/profile/me', '/dashboard/v1/chief/profile/me'],
    ['/dashboard/v1/chief/.%2e/refresh', '/dashboard/v1/refresh'],
  ])('%s → 400', async (raw, resolved) => {
    const response = await handleProxy(browserRequest(resolved, { cookie: await chief(), headers: rawStamp(raw) }));
    expect(response.status).toBe(400);
    expect(upstream.seen).toHaveLength(0);
  });

  it('ignores a stamp the client forged (wrong process token)', async () => {
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/profile/me', {
        cookie: await chief(),
        headers: { [RAW_HEADER]: 'guessed http 10.0.0.1 /dashboard/v1/chief/profile/me' },
      }),
    );
    expect(readRawRequest(new Headers({ [RAW_HEADER]: 'guessed http 1.2.3.4 /x' }))).toBeNull();
    expect(response.status).toBe(200);
  });
});

describe('the Node-level stamp (instrumentation.ts)', () => {
  let server: Server;
  let port: number;
  const seen: { url: string; stamp: string | undefined }[] = [];

  beforeAll(async () => {
    installRawRequestStamp();
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', stamp: req.headers[RAW_HEADER] as string | undefined });
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A request target sent byte for byte, as curl --path-as-is does. */
  function rawGet(target: string, extra = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
  }

  it.each([
    '/dashboard/v1/admin/../chief/profile/me',
    '/dashboard/v1/chief/%2e%2e/x',
    '/dashboard/v1/./chief/x',
    '/session/../session/end',
    '/dashboard/v1/chief/%c0%ae%c0%ae/admin/x',
  ])(
    'answers 400 to %s before the app sees it',
    async (target) => {
      seen.length = 0;
      const answer = await rawGet(target);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('Некорректный адрес запроса');
      expect(seen).toHaveLength(0);
    },
  );

  it('stamps other requests with the raw target and the peer, replacing a client-sent stamp', async () => {
    seen.length = 0;
    await rawGet('/orders/../login', `${RAW_HEADER}: forged\r\n`);
    const stamp = new Headers({ [RAW_HEADER]: seen[0]!.stamp! });
    expect(readRawRequest(stamp)).toEqual({ target: '/orders/../login', peer: '127.0.0.1', encrypted: false });
  });
});
