/** @jest-environment node */
// The proxy's door at the Node server (lib/server/proxy/node-entry.ts): the pipeline served from
// the socket, with the headers next.config.js gives every response; anything else left to Next.
jest.mock('@/lib/server/store/audit/hooks');
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { proxyNodeRequest } from '@/lib/server/proxy/node-entry';
import securityHeaders from '@/lib/security-headers.json';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

const HEADERS = [...securityHeaders.everyResponse, ...securityHeaders.proxy];

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let server: http.Server;
let base: string;
const received: { method: string; url: string; body: string; authorization?: string }[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    received.push({ method: req.method, url: req.url, body: req.body.toString(), authorization: req.headers.authorization });
    sendJson(res, req.method === 'POST' ? 201 : 200, { data: { shop_name: 'Ромашка', access_token: 'never-leaves' } });
  });
  server = http.createServer((req, res) => {
    // Next's place: whatever the proxy door leaves.
    if (!proxyNodeRequest(req, res, HEADERS)) res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await upstream.close();
});

beforeEach(() => {
  useUpstream(upstream.url);
  received.length = 0;
});

it('serves a signed-in GET through the pipeline: the token upstream, keys converted, the security headers on the answer', async () => {
  const cookie = await cookieFor(makeSession());
  const response = await fetch(`${base}/dashboard/v1/chief/shops?perPage=5`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { shopName: 'Ромашка' } });
  expect(received).toEqual([{ method: 'GET', url: '/dashboard/v1/chief/shops?per_page=5', body: '', authorization: 'Bearer token-old' }]);
  expect(Object.fromEntries(response.headers)).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    'cache-control': 'private, no-store',
  });
});

it('gzips JSON for a browser that takes it, as Next did for the route, and sends it plain otherwise', async () => {
  const cookie = await cookieFor(makeSession());
  const get = (encoding: string) =>
    new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
      http
        .get(`${base}/dashboard/v1/chief/shops`, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            resolve(Object.assign(res, { text: res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString() }));
          });
        })
        .on('error', reject);
    });
  const zipped = await get('gzip, deflate, br');
  expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
  expect(JSON.parse(zipped.text)).toEqual({ data: { shopName: 'Ромашка' } });
  const plain = await get('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(plain.text)).toEqual({ data: { shopName: 'Ромашка' } });
});

it('streams a POST body upstream in its canonical form, and refuses as the route does', async () => {
  const cookie = await cookieFor(makeSession());
  const post = (origin: string) =>
    fetch(`${base}/dashboard/v1/chief/shops`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json', host: new URL(base).host },
      body: JSON.stringify({ shopName: 'Ромашка' }),
    });
  const created = await post(base);
  expect(created.status).toBe(201);
  expect(received).toEqual([expect.objectContaining({ method: 'POST', body: '{"shop_name":"Ромашка"}' })]);
  const foreign = await post('https://evil.example');
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toEqual({ error: 'Доступ запрещён', data: {} });
  expect(received).toHaveLength(1);
});

it('leaves everything else to Next: other paths, HEAD and OPTIONS', async () => {
  expect(await (await fetch(`${base}/orders`)).text()).toBe('next');
  expect((await fetch(`${base}/dashboard/v1/chief/shops`, { method: 'HEAD' })).headers.get('x-frame-options')).toBeNull();
  expect(await (await fetch(`${base}/dashboard/v1/chief/shops`, { method: 'OPTIONS' })).text()).toBe('next');
  expect(received).toHaveLength(0);
});
