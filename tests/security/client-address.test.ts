/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { installRawRequestStamp } from '@/lib/server/security/raw-request-hook';
import { RAW_HEADER, STARTING_UP, acceptedBeforeStamp, clientIp, readRawRequest } from '@/lib/server/security/request-info';
import { APP, browserRequest, rawStamp, useUpstream } from '../helpers/proxy-env';

/**
 * The client address comes from the connection the Node server accepted: each source address is
 * its own, whatever X-Forwarded-For a client sends, unless the peer is a listed proxy. A request
 * the production server accepted before the stamp existed is refused rather than counted as
 * 'unknown'. (e2e/client-address.spec.ts checks the same against `next start`, server.js and
 * HAProxy with real source addresses.)
 */

beforeEach(() => useUpstream('http://127.0.0.1:1'));

describe('the stamp carries each connection’s own address', () => {
  let server: Server;
  let port: number;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    installRawRequestStamp();
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** One request from `from` (Linux routes all of 127.0.0.0/8 to lo), with extra header lines. */
  function getFrom(from: string, extra = ''): Promise<Headers> {
    seen.length = 0;
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
        socket.write(`GET /login HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);
      });
      socket.on('data', () => undefined);
      socket.on('end', () => resolve(new Headers(seen[0] as Record<string, string>)));
      socket.on('error', reject);
    });
  }

  it('two source addresses are two clients; a client-sent X-Forwarded-For is not believed', async () => {
    const first = await getFrom('127.0.0.5');
    const second = await getFrom('127.0.0.7', 'X-Forwarded-For: 127.0.0.5\r\n');
    expect(readRawRequest(first)?.peer).toBe('127.0.0.5');
    expect(clientIp(first)).toBe('127.0.0.5');
    expect(clientIp(second)).toBe('127.0.0.7');
  });

  it('a listed proxy’s X-Forwarded-For names the client; another peer’s does not', async () => {
    useUpstream('http://127.0.0.1:1', { TRUST_PROXY: '127.0.0.2' });
    expect(clientIp(await getFrom('127.0.0.2', 'X-Forwarded-For: 198.51.100.4\r\n'))).toBe('198.51.100.4');
    expect(clientIp(await getFrom('127.0.0.3', 'X-Forwarded-For: 198.51.100.4\r\n'))).toBe('127.0.0.3');
  });
});

describe('a request the production server accepted before the stamp was installed', () => {
  const nodeEnv = process.env.NODE_ENV;
  const env = process.env as Record<string, string | undefined>;
  beforeAll(() => installRawRequestStamp());
  afterEach(() => {
    env.NODE_ENV = nodeEnv;
  });

  it('is told apart only in production, once the stamp is installed, and only without a valid stamp', () => {
    const path = '/dashboard/v1/chief/profile/me';
    expect(acceptedBeforeStamp(new Headers())).toBe(false);
    env.NODE_ENV = 'production';
    expect(acceptedBeforeStamp(new Headers())).toBe(true);
    expect(acceptedBeforeStamp(new Headers({ [RAW_HEADER]: 'forged http 127.0.0.1 /' }))).toBe(true);
    expect(acceptedBeforeStamp(new Headers(rawStamp(path, '127.0.0.5')))).toBe(false);
  });

  it('gets 503 with Retry-After from the proxy and the middleware, not an answer as an unknown client', async () => {
    env.NODE_ENV = 'production';
    const proxied = await handleProxy(browserRequest('/dashboard/v1/chief/login', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    expect(proxied.status).toBe(503);
    expect(proxied.headers.get('retry-after')).toBe('1');
    expect(((await proxied.json()) as { error: string }).error).toBe(STARTING_UP);

    const page = await middleware(new NextRequest(`${APP}/login`));
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(await page.text()).toBe(STARTING_UP);

    // Stamped: served as usual (the guard's redirect or the page).
    const stamped = await middleware(new NextRequest(`${APP}/login`, { headers: rawStamp('/login', '127.0.0.5') }));
    expect(stamped.status).not.toBe(503);
  });
});
