/** @jest-environment node */
import { pathTemplate, withAccessLog } from '@/lib/server/runtime/access-log';
import { healthz, readyz } from '@/lib/server/runtime/health';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { useUpstream } from '../helpers/proxy-env';

/** One JSON line per proxied call without secrets; the balancer's probes. */

describe('pathTemplate', () => {
  it.each([
    ['/dashboard/v1/chief/shops/42', '/dashboard/v1/chief/shops/:id'],
    ['/dashboard/v1/chief/products/7/offers/12', '/dashboard/v1/chief/products/:id/offers/:id'],
    ['/dashboard/v1/admin/companies/3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b', '/dashboard/v1/admin/companies/:id'],
    ['/dashboard/v1/chief/profile/me', '/dashboard/v1/chief/profile/me'],
    ['/dashboard/v1/chief/x/9f86d081884c7d659a2feaa0c55ad015', '/dashboard/v1/chief/x/:id'],
  ])('%s → %s', (path, template) => expect(pathTemplate(path)).toBe(template));
});

describe('withAccessLog', () => {
  const handler = withAccessLog(async () => new Response('{}', { status: 201 }));
  const request = () =>
    new Request('http://localhost:3000/dashboard/v1/chief/shops/42?email=anna%40demo.ru&token=secret', {
      method: 'POST',
      headers: { cookie: 'bo_session=Fe26.2*sealed', authorization: 'Bearer secret-token' },
    });
  afterEach(() => {
    delete process.env.LOG_LEVEL;
    jest.restoreAllMocks();
  });

  it('is quiet below info (LOG_LEVEL=warn, the default under Jest)', async () => {
    process.env.LOG_LEVEL = 'warn';
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect((await handler(request())).status).toBe(201);
    expect(log).not.toHaveBeenCalled();
  });

  it('at info: one line with method, template, status, ms, instance and request id; no query, cookie or token', async () => {
    process.env.LOG_LEVEL = 'info';
    process.env.INSTANCE_ID = 'a';
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    await handler(request());
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(JSON.parse(line)).toEqual({
      time: expect.any(String),
      level: 'info',
      event: 'proxy',
      instance: 'a',
      requestId: expect.any(String),
      method: 'POST',
      path: '/dashboard/v1/chief/shops/:id',
      status: 201,
      ms: expect.any(Number),
    });
    expect(line).not.toMatch(/secret|Fe26|anna|bo_session/);
    delete process.env.INSTANCE_ID;
  });
});

describe('probes', () => {
  it('/healthz answers while the process is up', async () => {
    const response = healthz();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('/readyz: 200 when the upstream answers (any status), 503 when it cannot be reached; Redis not configured', async () => {
    const upstream = await startFakeUpstream((req, res) => sendJson(res, 404, {}));
    try {
      useUpstream(upstream.url);
      const ready = await readyz();
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ok', upstream: 'ok', redis: 'not configured' });
    } finally {
      await upstream.close();
    }
    useUpstream('http://127.0.0.1:9');
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', upstream: 'unreachable' });
  });
});
