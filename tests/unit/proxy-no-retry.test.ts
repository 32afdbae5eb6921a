/** @jest-environment node */
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { forgetRefreshesForTests } from '@/lib/server/session/refresh';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/**
 * §4 "Token refresh": only a 401 of a signed-in user is retried, once, after one refresh.
 * Cancelled requests, network errors and the refresh call itself are never retried: each is
 * counted here at the upstream, which must see it exactly once.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let mode: 'reset' | 'hang' | 'expired-refresh-fails' | 'expired-refresh-resets' = 'reset';
const hits = new Map<string, number>();
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    // The upstream's own paths, without the API prefix.
    const path = new URL(req.url ?? '/', 'http://upstream').pathname.replace(/^\/dashboard\/v1/, '');
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.endsWith('/refresh')) {
      if (mode === 'expired-refresh-resets') return void res.socket?.destroy();
      return sendJson(res, 500, { error: 'Ошибка обновления токена', data: {} });
    }
    if (mode === 'reset') return void res.socket?.destroy();
    if (mode === 'hang') return; // never answers: the browser gives up first
    return sendJson(res, 401, { error: 'Срок действия токена истёк', data: {} });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  hits.clear();
  forgetRefreshesForTests();
  useUpstream(upstream.url, { UPSTREAM_TIMEOUT_MS: '5000' });
});
afterEach(() => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
});

const call = async (method: 'GET' | 'POST', signal?: AbortSignal) =>
  handleProxy(
    browserRequest('/dashboard/v1/chief/shops', {
      method,
      signal,
      cookie: await cookieFor(makeSession({ accessToken: `token-${Math.random()}` })),
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{"name":"Магазин"}',
    }),
  );

/** Until the upstream has seen `count` calls of `path` (a cancelled call settles on its own time). */
async function seen(path: string, count: number): Promise<void> {
  for (let waited = 0; (hits.get(path) ?? 0) < count && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}

it.each(['GET', 'POST'] as const)('does not retry a %s whose connection the upstream dropped', async (method) => {
  mode = 'reset';
  const response = await call(method);
  expect(response.status).toBe(502);
  // A retry would come right after the failure: give it the time it would take.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(hits.get('/chief/shops')).toBe(1);
});

it('does not retry a call the browser cancelled', async () => {
  mode = 'hang';
  const cancel = new AbortController();
  const pending = call('GET', cancel.signal).catch((error: unknown) => error);
  await seen('/chief/shops', 1);
  cancel.abort();
  await pending;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(hits.get('/chief/shops')).toBe(1);
});

it.each([
  ['refuses', 'expired-refresh-fails'],
  ['drops the connection of', 'expired-refresh-resets'],
] as const)('calls the refresh once and the request once when the upstream %s the refresh', async (_label, refreshMode) => {
  mode = refreshMode;
  const response = await call('GET');
  expect(response.status).toBe(401);
  expect(response.headers.get('x-session-ended')).toBe('chief');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(hits.get('/chief/refresh')).toBe(1);
  expect(hits.get('/chief/shops')).toBe(1);
});
