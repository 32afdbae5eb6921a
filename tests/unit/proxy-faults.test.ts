/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/** What the browser gets when the upstream fails in each way it can. */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let mode: 'ok' | 'hang' | 'malformed' | 'html' | 'expired' = 'ok';
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (mode === 'hang') return; // never answers
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data": [1, 2,');
      return;
    }
    if (mode === 'html') {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Internal Server Error</h1>');
      return;
    }
    if (mode === 'expired') return sendJson(res, 401, { error: 'Срок действия токена истёк', data: {} });
    sendJson(res, 200, { data: [{ shop_id: 1 }] });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  mode = 'ok';
  useUpstream(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' });
});
afterEach(() => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
});

const call = async (method = 'GET') =>
  handleProxy(
    browserRequest('/dashboard/v1/chief/shops', {
      method,
      cookie: await cookieFor(makeSession({ accessToken: `token-${Math.random()}` })),
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    }),
  );

/** A port nothing listens on: taken, then released. */
async function deadPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('answers 502 (not the 504 of a timeout) with the Russian JSON error when the upstream is down', async () => {
  useUpstream(`http://127.0.0.1:${await deadPort()}`);
  await call(); // the first connection attempt pays for loading undici's code paths
  for (const method of ['GET', 'POST']) {
    for (let i = 0; i < 5; i += 1) {
      const response = await call(method);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Сервер временно недоступен. Попробуйте позже', data: {} });
    }
  }
});

it('answers 504 at the configured timeout when the upstream hangs', async () => {
  mode = 'hang';
  const started = performance.now();
  const response = await call();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(504);
  expect(await response.json()).toEqual({ error: 'Сервер не ответил вовремя. Попробуйте позже', data: {} });
  expect(elapsed).toBeGreaterThanOrEqual(280);
  // Generous: it tells the timeout from a hang; the proxy's speed is the bench's business.
  expect(elapsed).toBeLessThan(10_300);
});

it('answers 502 when the upstream says JSON but sends something else', async () => {
  mode = 'malformed';
  const response = await call();
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ error: 'Сервер ответил некорректными данными. Попробуйте позже', data: {} });
});

it('passes a non-JSON upstream error through with its status', async () => {
  mode = 'html';
  const response = await call();
  expect(response.status).toBe(500);
});

it('recovers as soon as the upstream is back', async () => {
  mode = 'hang';
  expect((await call()).status).toBe(504);
  mode = 'ok';
  const response = await call();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: [{ shopId: 1 }] });
});

it('clears the session and answers 401 when the refresh endpoint is down', async () => {
  mode = 'expired';
  useUpstream(upstream.url, { API_REFRESH_URL: `http://127.0.0.1:${await deadPort()}` });
  const response = await call();
  expect(response.status).toBe(401);
  expect(response.headers.get('x-session-ended')).toBe('chief');
  expect(response.headers.get('set-cookie')).toMatch(/^bo_session=;.*Max-Age=0/);
});
