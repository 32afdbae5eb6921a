/** @jest-environment node */
import { GET as proxy } from '@/app/dashboard/v1/[...path]/route';
import { GET as scrape } from '@/app/metrics/route';
import { MAX_ROUTES, resetMetricsForTests, routeTemplate } from '@/lib/server/runtime/metrics';
import { closeRedisForTests, withRedis } from '@/lib/server/runtime/redis';
import { consume } from '@/lib/server/security/throttle';
import { allowConsole } from '../helpers/console-guard';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, rawStamp, useUpstream } from '../helpers/proxy-env';

/** /metrics: the families counted where things happen, and who may read them. */

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let refreshWorks = true;

beforeAll(async () => {
  upstream = await startFakeUpstream(async (req, res) => {
    if (req.url.startsWith('/dashboard/v1/chief/refresh')) {
      // Slow enough that a second 401 of the same session arrives while it runs.
      await new Promise((resolve) => setTimeout(resolve, 80));
      return refreshWorks
        ? sendJson(res, 200, { data: { access_token: 'token-new', token_type: 'Bearer', expires_in: 1000 } })
        : sendJson(res, 401, { error: 'Срок действия токена истёк', data: {} });
    }
    if (req.headers.authorization === 'Bearer token-old') return sendJson(res, 401, { error: 'Срок действия токена истёк', data: {} });
    if (req.url.startsWith('/dashboard/v1/chief/orders/16')) return sendJson(res, 404, { error: 'Заказ не найден', data: {} });
    if (req.url.startsWith('/dashboard/v1/chief/shops')) return sendJson(res, 500, { error: 'Ошибка', data: {} });
    sendJson(res, 200, { data: { ok: true } });
  });
});
afterAll(() => upstream.close());

beforeEach(() => {
  useUpstream(upstream.url);
  delete process.env.METRICS_TOKEN;
  refreshWorks = true;
  resetMetricsForTests();
});

const fromPeer = (peer: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/metrics', { headers: { ...rawStamp('/metrics', peer), ...headers } });

async function metricsText(): Promise<string> {
  const response = await scrape(fromPeer('127.0.0.1'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.text();
}

/** The value of one sample, e.g. `bo_upstream_errors_total{status_class="5xx"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('what /metrics counts', () => {
  it('proxied calls by route template and status, upstream calls by status class', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-ok' }));
    for (const path of ['chief/orders/15', 'chief/orders/15', 'chief/orders/3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b', 'chief/orders/16', 'chief/shops']) {
      await (await proxy(browserRequest(`/dashboard/v1/${path}`, { cookie }))).text();
    }
    // Refused before the upstream: counted by the proxy only.
    await proxy(browserRequest('/dashboard/v1/chief/orders/15'));

    const text = await metricsText();
    const proxied = (route: string, status: number) => sample(text, `bo_proxy_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`);
    expect(proxied('/chief/orders/{id}', 200)).toBe(3);
    expect(proxied('/chief/orders/{id}', 404)).toBe(1);
    expect(proxied('/chief/orders/{id}', 401)).toBe(1);
    expect(proxied('/chief/shops', 500)).toBe(1);
    expect(text).toContain('# TYPE bo_proxy_request_duration_seconds histogram');
    // Never a raw id as a label value.
    expect(text).not.toMatch(/route="[^"]*(15|16|3f2b8c1e)/);

    expect(sample(text, 'bo_upstream_request_duration_seconds_count{status_class="2xx"}')).toBe(3);
    expect(sample(text, 'bo_upstream_request_duration_seconds_count{status_class="4xx"}')).toBe(1);
    expect(sample(text, 'bo_upstream_errors_total{status_class="4xx"}')).toBe(1);
    expect(sample(text, 'bo_upstream_errors_total{status_class="5xx"}')).toBe(1);
    expect(sample(text, 'bo_upstream_errors_total{status_class="2xx"}')).toBeUndefined();
    // The process's own figures come with it.
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('an upstream that cannot be reached is an error of its own class', async () => {
    useUpstream('http://127.0.0.1:9');
    const cookie = await cookieFor(makeSession({ accessToken: 'token-ok' }));
    expect((await proxy(browserRequest('/dashboard/v1/chief/profile', { cookie }))).status).toBe(502);
    const text = await metricsText();
    expect(sample(text, 'bo_upstream_errors_total{status_class="unreachable"}')).toBe(1);
    expect(sample(text, 'bo_proxy_request_duration_seconds_count{method="GET",route="/chief/profile",status="502"}')).toBe(1);
  });

  it('token refreshes: won by the request that refreshed, waited by the one that joined it, failed when refused', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-old' }));
    const answers = await Promise.all([1, 2].map(() => proxy(browserRequest('/dashboard/v1/chief/profile', { cookie }))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    refreshWorks = false;
    const other = await cookieFor(makeSession({ accessToken: 'token-old', sid: 'another-session' }));
    // The outcome above is kept a while for the same token: a different session's cookie with it would reuse it.
    const { forgetRefreshesForTests } = await import('@/lib/server/session/refresh');
    forgetRefreshesForTests();
    expect((await proxy(browserRequest('/dashboard/v1/chief/profile', { cookie: other }))).status).toBe(401);

    const text = await metricsText();
    expect(sample(text, 'bo_token_refresh_total{outcome="won"}')).toBe(1);
    expect(sample(text, 'bo_token_refresh_total{outcome="waited"}')).toBe(1);
    expect(sample(text, 'bo_token_refresh_total{outcome="failed"}')).toBe(1);
  });

  it('throttle blocks by rule', async () => {
    useUpstream(upstream.url, { THROTTLE_IP_LIMIT: '2' });
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push((await consume('login-ip', '203.0.113.9')).ok);
    expect(results).toEqual([true, true, false, false]);
    expect(sample(await metricsText(), 'bo_throttle_blocks_total{rule="login-ip"}')).toBe(2);
  });

  it('Redis fallbacks by use', async () => {
    allowConsole(/redis_down/);
    useUpstream(upstream.url, { REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      expect(await withRedis('throttle', async () => 'redis', () => 'memory')).toBe('memory');
      expect(await withRedis('revocation', async () => 'redis', () => 'memory')).toBe('memory');
    } finally {
      await closeRedisForTests();
      delete process.env.REDIS_URL;
      // The disconnected client's last connect attempt still holds a timer (at most its 2 s connect timeout).
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    const text = await metricsText();
    expect(sample(text, 'bo_redis_fallbacks_total{what="throttle"}')).toBe(1);
    expect(sample(text, 'bo_redis_fallbacks_total{what="revocation"}')).toBe(1);
  });
});

describe('route templates', () => {
  it.each([
    ['/dashboard/v1/chief/orders/15', '/chief/orders/{id}'],
    ['/dashboard/v1/chief/products/7/offers/12', '/chief/products/{id}/offers/{id}'],
    ['/dashboard/v1/media/photos/Фото%20витрины.jpg', '/media/photos/{id}'],
    ['/dashboard/v1/media/home/seed-1', '/media/home/{id}'],
    ['/dashboard/v1/media/home/banner', '/media/home/{id}'],
    ['/dashboard/v1/chief/orders/a1b2', '/chief/orders/{id}'],
    ['/dashboard/v1/chief/application/call-for-help', '/chief/application/call-for-help'],
    ['/dashboard/v1/chief/clients/anna@demo.ru', '/chief/clients/{id}'],
    ['/dashboard/v1/chief/profile/', '/chief/profile'],
  ])('%s → %s', (path, template) => expect(routeTemplate(path)).toBe(template));

  it(`keeps at most ${MAX_ROUTES} distinct templates; later ones are {other}`, () => {
    for (let i = 0; i < MAX_ROUTES + 5; i += 1) routeTemplate(`/dashboard/v1/chief/made-up-${String.fromCharCode(97 + (i % 26))}-${String.fromCharCode(97 + Math.floor(i / 26))}`);
    expect(routeTemplate('/dashboard/v1/chief/one-more-name')).toBe('{other}');
    // Those seen before keep their own label.
    expect(routeTemplate('/dashboard/v1/chief/made-up-a-a')).toBe('/chief/made-up-a-a');
  });
});

describe('who may read /metrics', () => {
  it('a caller on this machine, by the socket address', async () => {
    expect((await scrape(fromPeer('127.0.0.1'))).status).toBe(200);
    expect((await scrape(fromPeer('::1'))).status).toBe(200);
    expect((await scrape(fromPeer('::ffff:127.0.0.1'))).status).toBe(200);
  });

  it('refuses another address without the token, whatever X-Forwarded-For says', async () => {
    const refused = await scrape(fromPeer('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }));
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('bo_');
    // No stamp (the socket is unknown): refused too.
    expect((await scrape(new Request('http://localhost:3000/metrics'))).status).toBe(404);
  });

  it('refuses a client our own proxy forwards from outside (TRUST_PROXY)', async () => {
    useUpstream(upstream.url, { TRUST_PROXY: '127.0.0.1' });
    expect((await scrape(fromPeer('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }))).status).toBe(404);
  });

  it('METRICS_TOKEN opens it to any address that sends it as a bearer token, and only the right one', async () => {
    process.env.METRICS_TOKEN = 'metrics-token-0123456789';
    expect((await scrape(fromPeer('203.0.113.7', { authorization: 'Bearer metrics-token-0123456789' }))).status).toBe(200);
    expect((await scrape(fromPeer('203.0.113.7', { authorization: 'Bearer metrics-token-wrong' }))).status).toBe(404);
    expect((await scrape(fromPeer('203.0.113.7', { authorization: 'metrics-token-0123456789' }))).status).toBe(404);
    delete process.env.METRICS_TOKEN;
    // Without a configured token no bearer opens it.
    expect((await scrape(fromPeer('203.0.113.7', { authorization: 'Bearer ' }))).status).toBe(404);
  });
});
