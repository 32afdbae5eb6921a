/** @jest-environment node */
import type { DestinationStream } from 'pino';
import { GET as proxy } from '@/app/dashboard/v1/[...path]/route';
import { createLogger, logLine, logLevel, requestIdFrom, runWithRequestId } from '@/lib/server/runtime/log';
import { allowConsole } from '../helpers/console-guard';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/** The server's logger: one JSON object per line, secrets redacted, the request id on every line of a request. */

function collector(): { lines: string[]; destination: DestinationStream } {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

describe('redaction', () => {
  it('replaces cookies, Authorization and token fields wherever they sit, and a bearer token inside a text', () => {
    const { lines, destination } = collector();
    const log = createLogger({ level: 'info', destination });
    log.info(
      {
        cookie: 'bo_session=Fe26.2**sealed-cookie',
        authorization: 'Bearer secret-access-token',
        token: 'reset-token-123',
        accessToken: 'access-token-456',
        refresh_token: 'refresh-token-789',
        password: 'Пароль123',
        headers: { cookie: 'bo_session=Fe26.2**nested', authorization: 'Bearer nested-token', 'set-cookie': ['a=b'], accept: 'application/json' },
        session: { accessToken: 'deep-token', tokenType: 'Bearer' },
        note: 'upstream said: Authorization: Bearer quoted-token was refused; cookie bo_session=Fe26.2**inline',
        err: new Error('request with Bearer error-token failed'),
      },
      'something_happened',
    );
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({
      level: 'info',
      event: 'something_happened',
      cookie: '[redacted]',
      authorization: '[redacted]',
      token: '[redacted]',
      accessToken: '[redacted]',
      refresh_token: '[redacted]',
      password: '[redacted]',
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'set-cookie': '[redacted]', accept: 'application/json' },
      session: { accessToken: '[redacted]', tokenType: 'Bearer' },
      note: 'upstream said: Authorization: Bearer [redacted] was refused; cookie bo_session=[redacted]',
      err: { message: 'request with Bearer [redacted] failed' },
    });
    expect(typeof parsed.time).toBe('string');
    expect(line).not.toMatch(/secret-access|reset-token|access-token|refresh-token|Пароль|Fe26|nested-token|deep-token|quoted-token|error-token|a=b/);
  });
});

describe('levels', () => {
  afterEach(() => {
    delete process.env.LOG_LEVEL;
  });

  it('LOG_LEVEL filters; an unknown value falls back to the default (warn under Jest)', () => {
    process.env.LOG_LEVEL = 'error';
    logLine('warn', 'redis_down', { what: 'test' });
    expect(jest.mocked(console.warn)).not.toHaveBeenCalled();
    allowConsole(/"event":"export_failed"/);
    logLine('error', 'export_failed', { export: 'orders' });
    expect(jest.mocked(console.error)).toHaveBeenCalledTimes(1);
    expect(logLevel({ LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(logLevel({ LOG_LEVEL: 'loud', JEST_WORKER_ID: '1' })).toBe('warn');
    expect(logLevel({})).toBe('info');
  });
});

describe('request id', () => {
  it('keeps a well-formed id and replaces anything else with a new UUID', () => {
    expect(requestIdFrom('haproxy-7f3a9c1e:42')).toBe('haproxy-7f3a9c1e:42');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [undefined, null, '', 'short', 'has space in it', 'line\nbreak-injected', 'x'.repeat(129), '{"json":1}']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom(['first-id-12345', 'second-id-12345'])).toBe('first-id-12345');
  });

  it('is on every line logged inside the request', () => {
    const { lines, destination } = collector();
    const log = createLogger({ level: 'info', destination });
    runWithRequestId('req-0123456789', () => log.info({}, 'inside'));
    log.info({}, 'outside');
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'inside', requestId: 'req-0123456789' });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('requestId');
  });

  describe('through the proxy', () => {
    let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
    beforeAll(async () => {
      upstream = await startFakeUpstream((_, res) => sendJson(res, 200, { data: { ok: true } }));
    });
    afterAll(() => upstream.close());
    beforeEach(() => {
      useUpstream(upstream.url, { LOG_LEVEL: 'info' });
      upstream.seen.length = 0;
    });
    afterEach(() => {
      delete process.env.LOG_LEVEL;
      jest.restoreAllMocks();
    });

    it('a call without an id gets one, sent upstream and on its access line', async () => {
      const log = jest.spyOn(console, 'log').mockImplementation(() => {});
      const cookie = await cookieFor(makeSession({ accessToken: 'token-ok' }));
      expect((await proxy(browserRequest('/dashboard/v1/chief/orders/15', { cookie }))).status).toBe(200);
      const sent = upstream.seen[0]?.headers['x-request-id'];
      expect(sent).toMatch(/^[0-9a-f-]{36}$/);
      const access = log.mock.calls.map((call) => JSON.parse(String(call[0]))).find((line) => line.event === 'proxy');
      expect(access).toMatchObject({ level: 'info', requestId: sent, method: 'GET', path: '/dashboard/v1/chief/orders/:id', status: 200 });
    });

    it("the balancer's id is kept and sent on", async () => {
      jest.spyOn(console, 'log').mockImplementation(() => {});
      const cookie = await cookieFor(makeSession({ accessToken: 'token-ok' }));
      await proxy(browserRequest('/dashboard/v1/chief/orders/15', { cookie, headers: { 'x-request-id': 'lb-req-000123' } }));
      expect(upstream.seen[0]?.headers['x-request-id']).toBe('lb-req-000123');
    });
  });
});
