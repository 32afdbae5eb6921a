/** @jest-environment node */
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { upstreamUrl } from '@/lib/server/upstream/fetch';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';
import { attackPaths } from './corpus';

/**
 * Path traversal, encodings, absolute URLs and control characters against the proxy: every
 * case is refused with 400 and the upstream never sees a request.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
let cookie: string;

beforeAll(async () => {
  upstream = await startFakeUpstream((_, res) => sendJson(res, 200, { data: { ok: true } }));
});
afterAll(() => upstream.close());
beforeEach(async () => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
  cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
});

/** A request whose URL is exactly `raw`: a Request would normalise '..' and '\\' first. */
function rawRequest(raw: string, method = 'GET'): Request {
  const request = browserRequest('/dashboard/v1/chief/profile', { cookie, method, body: method === 'GET' ? undefined : '{}' });
  Object.defineProperty(request, 'url', { value: `http://localhost:3000/dashboard/v1/${raw}` });
  return request;
}

const cases = attackPaths('m1');

it('has at least 100 cases', () => {
  expect(cases.length).toBeGreaterThanOrEqual(100);
});

describe.each(['GET', 'POST'])('%s', (method) => {
  it.each(cases)('refuses /dashboard/v1/%s and never forwards it', async (raw) => {
    const response = await handleProxy(rawRequest(raw, method));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Некорректный адрес запроса', data: {} });
    expect(upstream.seen).toHaveLength(0);
  });
});

// The control group: the check must not be refusing everything.
it.each([
  ['chief/orders/15', '/dashboard/v1/chief/orders/15'],
  ['chief/catalog/products/12/offers/3', '/dashboard/v1/chief/catalog/products/12/offers/3'],
  ['chief/orders/', '/dashboard/v1/chief/orders'],
  ['chief/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8', '/dashboard/v1/chief/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8'],
  ['chief/files/report.v2.json', '/dashboard/v1/chief/files/report.v2.json'],
  ['chief/orders?search=..%2F..%2Fhttp%3A%2F%2Fevil', '/dashboard/v1/chief/orders?search=..%2F..%2Fhttp%3A%2F%2Fevil'],
])('forwards the well-formed %s as %s', async (raw, seen) => {
  const response = await handleProxy(rawRequest(raw));
  expect(response.status).toBe(200);
  expect(upstream.seen.map((r) => r.url)).toEqual([seen]);
});

it('builds every upstream URL under the upstream base and /dashboard/v1', () => {
  for (const path of ['chief/orders/15', 'chief/@evil.example', 'chief/x?y=http://evil.example']) {
    const url = new URL(upstreamUrl(path, undefined, 'http://127.0.0.1:4010'));
    expect(url.origin).toBe('http://127.0.0.1:4010');
    expect(url.pathname.startsWith('/dashboard/v1/chief/')).toBe(true);
  }
});
