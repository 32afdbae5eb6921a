/** @jest-environment node */
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { allowConsole } from '../helpers/console-guard';
import { startFakeUpstream } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/** Upstream limits: size cap, total deadline, reset mid-body; non-raster files as downloads. */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
let mode = 'big';
const MB = 1024 * 1024;

beforeAll(async () => {
  upstream = await startFakeUpstream((_, res) => {
    if (mode === 'big' || mode === 'big-chunked') {
      // 21 MB of JSON; chunked hides the size until it has been read.
      res.writeHead(200, mode === 'big' ? { 'content-type': 'application/json', 'content-length': String(21 * MB + 11) } : { 'content-type': 'application/json' });
      res.write('{"data":["');
      const chunk = 'x'.repeat(MB);
      let sent = 0;
      const pump = () => {
        while (sent < 21) {
          sent += 1;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end('"]}');
      };
      pump();
      return;
    }
    if (mode === 'trickle' || mode === 'trickle-png') {
      res.writeHead(200, { 'content-type': mode === 'trickle' ? 'application/json' : 'image/png' });
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        if (n > 8) {
          clearInterval(timer);
          res.end(mode === 'trickle' ? '1]}' : 'end');
        } else res.write(n === 1 && mode === 'trickle' ? '{"data":[' : ' ');
      }, 60);
      return;
    }
    if (mode === 'reset') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"data":[1,2,');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    if (mode === 'validated') {
      res.writeHead(200, { 'content-type': 'image/png', etag: '"v1"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' });
      res.end('png-bytes');
      return;
    }
    const [type, disposition] = mode.split('|');
    res.writeHead(200, { 'content-type': type!, ...(disposition ? { 'content-disposition': disposition } : {}) });
    res.end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

const get = async (path = '/dashboard/v1/chief/catalog/products') =>
  handleProxy(browserRequest(path, { cookie: await cookieFor(makeSession({ accessToken: `t-${Math.random()}` })) }));

it('a JSON answer declared over 20 MB is 502 with a Russian message', async () => {
  mode = 'big';
  const before = process.memoryUsage().rss;
  const response = await get();
  expect(response.status).toBe(502);
  expect(((await response.json()) as { error: string }).error).toBe('Сервер прислал слишком большой ответ (более 20 МБ). Сузьте запрос фильтром');
  expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
});

it('a streamed JSON answer that passes 20 MB breaks off there, without holding it', async () => {
  mode = 'big-chunked';
  allowConsole(/"event":"proxy_stream_failed"/);
  const before = process.memoryUsage().rss;
  const response = await get();
  // The status went out with the first 128 KB; the count stops the stream as it passes the cap.
  expect(response.status).toBe(200);
  let received = 0;
  const reader = response.body!.getReader();
  await expect(
    (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        received += value.byteLength;
      }
    })(),
  ).rejects.toThrow();
  expect(received).toBeLessThanOrEqual(20 * MB);
  expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
});

it('a JSON body trickled past the total deadline is 504, although no gap hits the idle timeout', async () => {
  mode = 'trickle';
  useUpstream(upstream.url, { UPSTREAM_DEADLINE_MS: '250', UPSTREAM_TIMEOUT_MS: '5000' });
  // The body would be whole after about 540 ms (a 200): the 504 itself shows the deadline cut it.
  // How soon it answers is not asserted: a CI test holds no short time bound.
  const response = await get();
  expect(response.status).toBe(504);
});

it('a streamed image keeps streaming past the deadline', async () => {
  mode = 'trickle-png';
  useUpstream(upstream.url, { UPSTREAM_DEADLINE_MS: '250', UPSTREAM_TIMEOUT_MS: '5000' });
  const response = await get('/dashboard/v1/media/1/photo.png');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('        end');
});

it('a connection reset mid-body is 502, not 500', async () => {
  mode = 'reset';
  const response = await get();
  expect(response.status).toBe(502);
});

describe('non-raster files are downloads', () => {
  it.each([
    ['image/svg+xml', undefined, 'attachment'],
    ['text/html', undefined, 'attachment'],
    ['application/octet-stream', undefined, 'attachment'],
    ['image/svg+xml', 'inline; filename="logo.svg"', 'attachment; filename="logo.svg"'],
    ['text/xml', 'inline', 'attachment'],
  ])('%s (%s) → %s', async (type, disposition, expected) => {
    mode = disposition ? `${type}|${disposition}` : type;
    const response = await get('/dashboard/v1/media/1/logo');
    expect(response.headers.get('content-disposition')).toBe(expected);
  });

  it.each(['image/png', 'image/jpeg', 'image/webp'])('%s stays inline', async (type) => {
    mode = type;
    const response = await get('/dashboard/v1/media/1/photo');
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});

describe('media caching', () => {
  const UUID = '3f6c1a52-8d0e-4c7b-9a41-2b7e5d1f0c11';
  const getWith = async (path: string, headers: Record<string, string> = {}) =>
    handleProxy(browserRequest(path, { headers, cookie: await cookieFor(makeSession({ accessToken: `t-${Math.random()}` })) }));

  it('lets the browser keep a uuid-named image for a year, privately, with its validators', async () => {
    mode = 'validated';
    const response = await getWith(`/dashboard/v1/media/catalog/${UUID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('last-modified')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
  });

  it('has any other file asked about again (no-cache), and answers 304 to a matching validator', async () => {
    mode = 'validated';
    const first = await getWith('/dashboard/v1/media/home/seed-1');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await getWith('/dashboard/v1/media/home/seed-1', { 'if-none-match': 'W/"v1"' });
    // The upstream here ignores the condition and sends the file: the BFF still answers 304.
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe('"v1"');
    expect(await again.text()).toBe('');
    expect(upstream.seen.at(-1)!.headers['if-none-match']).toBe('W/"v1"');
    const since = await getWith('/dashboard/v1/media/home/seed-1', { 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT' });
    expect(since.status).toBe(304);
    const changed = await getWith('/dashboard/v1/media/home/seed-1', { 'if-none-match': '"v0"' });
    expect(changed.status).toBe(200);
  });

  it('never lets JSON be kept, on media paths or elsewhere, and sends no validators upstream for it', async () => {
    mode = 'application/json';
    const response = await getWith(`/dashboard/v1/media/catalog/${UUID}`, { 'if-none-match': '"x"' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    mode = 'validated';
    const api = await getWith('/dashboard/v1/chief/catalog/products', { 'if-none-match': '"v1"' });
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    expect(api.status).toBe(200);
    expect(upstream.seen.at(-1)!.headers['if-none-match']).toBeUndefined();
  });
});
