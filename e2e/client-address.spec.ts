import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, demo, withCodeLock, type Account } from './demo';
import { E2E } from './env';
import { binaries, stop, waitFor, type Running } from './instances';
import { newUser, registerDirectly, type NewUser } from './new-user';

/**
 * Each client is counted by its own address: the sessions list, the (e-mail, address) pair that
 * blocks a guesser and the per-address sign-in limit. Checked with real TCP source addresses
 * (Linux routes all of 127.0.0.0/8 to lo, so a socket bound to 127.0.0.5 reaches the server from
 * 127.0.0.5), never with headers, against the servers people run: `next start` as `npm start` and
 * `npm run demo` run it (no -H: a dual-stack socket, peers as ::ffff:127.0.0.x), the standalone
 * server.js the container image runs, and `next start` behind the shipped HAProxy with
 * TRUST_PROXY, where the address comes from its X-Forwarded-For.
 *
 * The client is node:http with `localAddress`. (undici's `new Agent({ connect: { localAddress } })`
 * connects from 127.0.0.1 whatever it is given, measured with undici 8.13: a test written with it
 * sees every client as 127.0.0.1 on a correct server.)
 */

const SESSION_SECRET = 'e2e-session-secret-which-is-long-enough-0123456789';
// Ports of their own just above the suite's app (standalone uses +80, demo-process +90).
const PORTS = { nextStart: E2E.appPort + 1, standalone: E2E.appPort + 2, behindProxy: E2E.appPort + 3, haproxy: E2E.appPort + 4 };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request on a connection of its own from `from` (a loopback address). The path is sent as
 * written: given a URL, node:http would resolve its '%2e%2e' segments before sending.
 */
function call(
  url: string,
  from: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port, origin } = new URL(url);
  const path = url.slice(origin.length) || '/';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: { origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const cookiesOf = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .filter(Boolean)
    .join('; ');

const login = (base: string, from: string, email: string, password: string, headers?: Record<string, string>) =>
  call(`${base}/dashboard/v1/chief/login`, from, { method: 'POST', body: { email, password }, headers });

/** The password step and the code step from `from`; the session cookie. */
async function signIn(
  request: APIRequestContext,
  base: string,
  from: string,
  account: Pick<NewUser, 'email' | 'password' | 'phone'>,
  headers: Record<string, string> = {},
): Promise<string> {
  const password = await login(base, from, account.email, account.password, headers);
  expect(password.status, `sign-in from ${from}: ${password.text}`).toBe(200);
  const code = await demo.lastCode(request, account.phone);
  const complete = await call(`${base}/dashboard/v1/chief/auth/complete`, from, {
    method: 'POST',
    body: { phone: account.phone.slice(1), code },
    headers: { ...headers, cookie: cookiesOf(password) },
  });
  expect(complete.status, `code step from ${from}: ${complete.text}`).toBe(200);
  return cookiesOf(complete);
}

async function sessionAddresses(base: string, from: string, cookie: string): Promise<string[]> {
  const answer = await call(`${base}/dashboard/own/sessions`, from, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return ((JSON.parse(answer.text) as { data: { address: string }[] }).data.map((session) => session.address)).sort();
}

/**
 * A production server of this build with a store of its own, in a process group of its own, with
 * the limits as shipped (no THROTTLE_WINDOW_MS / THROTTLE_IP_LIMIT: 5 per pair, 20 a minute per
 * address) and no TRUST_PROXY unless `trustProxy` is given.
 */
function startServer(kind: 'next start' | 'server.js', port: number, dataDir: string, options: { host?: string; trustProxy?: string } = {}): Running {
  const [cwd, args] =
    kind === 'server.js'
      ? ['.next/standalone', ['server.js']]
      : ['.', ['node_modules/next/dist/bin/next', 'start', '-p', String(port), ...(options.host ? ['-H', options.host] : [])]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // server.js listens on HOSTNAME (the container sets 0.0.0.0); next start without -H listens on every address.
    HOSTNAME: '127.0.0.1',
    API_BASE_URL: E2E.upstreamUrl,
    SESSION_SECRET,
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: '0',
    LOG_FORMAT: 'json',
  };
  for (const name of ['THROTTLE_WINDOW_MS', 'THROTTLE_IP_LIMIT', 'TRUST_PROXY', 'REDIS_URL', 'DATABASE_URL']) delete env[name];
  if (options.trustProxy) env.TRUST_PROXY = options.trustProxy;
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const running: Running = { name: kind, child, output: [] };
  const keep = (chunk: Buffer) => running.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return running;
}

/**
 * Sends requests from the moment the server starts until its raw-request stamp answers them.
 * A dot segment under the proxy is 400 once the stamp is installed; before it, Next resolved the
 * '..' and the proxy served the request as an unknown client (401 here). The statuses seen.
 */
async function requestsWhileStarting(base: string, server: Running): Promise<Set<number>> {
  const seen = new Set<number>();
  const until = Date.now() + 90_000;
  for (;;) {
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`${base}/dashboard/v1/chief/%2e%2e/chief/profile/me`, '127.0.0.9').then(
          (answer) => answer.status,
          () => 0,
        ),
      ),
    );
    for (const status of burst) if (status !== 0) seen.add(status);
    if (burst.includes(400)) return seen;
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited: ${server.output.slice(-20).join('\n')}`);
    if (Date.now() > until) throw new Error(`${base} never answered 400: ${[...seen].join(', ')}\n${server.output.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An account past onboarding, so /profile/sessions renders (its code step is taken under withCodeLock). */
const OWNER: Account = accounts.baker;

/** A registrant of its own for the guessing: no other test's (e-mail, address) pair is touched. */
async function freshUser(request: APIRequestContext): Promise<NewUser> {
  const user = newUser('address');
  await registerDirectly(request, user);
  return user;
}

// Each describe runs its tests in order in one worker with a server of its own ('default' mode:
// a failure does not skip the rest); the three describes may run side by side.
for (const kind of ['next start', 'server.js'] as const) {
  test.describe(`no proxy in front, ${kind}`, () => {
    test.describe.configure({ mode: 'default' });
    const port = kind === 'next start' ? PORTS.nextStart : PORTS.standalone;
    const base = `http://127.0.0.1:${port}`;
    let server: Running | undefined;
    let dataDir = '';
    let whileStarting = new Set<number>();

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      dataDir = mkdtempSync(join(tmpdir(), 'bo-client-address-'));
      server = startServer(kind, port, dataDir);
      whileStarting = await requestsWhileStarting(base, server);
      await waitFor(`${base}/healthz`, server, 200, 60_000);
    });

    test.afterAll(async () => {
      await stop(server);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    test('requests sent while it starts are refused (503) or stamped (400), never served as an unknown client', () => {
      expect([...whileStarting].filter((status) => status !== 400 && status !== 503), `answers while starting: ${[...whileStarting].join(', ')}`).toEqual([]);
    });

    test('two source addresses are two addresses on «Активные сеансы»; a client-sent X-Forwarded-For changes neither', async ({ request }) => {
      const [first, second] = await withCodeLock(OWNER.phone, async () => [
        await signIn(request, base, '127.0.0.5', OWNER),
        await signIn(request, base, '127.0.0.7', OWNER, { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9' }),
      ]);
      expect(await sessionAddresses(base, '127.0.0.5', first!)).toEqual(['127.0.0.5', '127.0.0.7']);

      // The page itself, rendered for the first session.
      const page = await call(`${base}/profile/sessions`, '127.0.0.5', { headers: { cookie: first! } });
      expect(page.status).toBe(200);
      const shown = new Set(page.text.match(/\b(?:\d{1,3}\.){3}\d{1,3}\b/g));
      expect(shown.has('127.0.0.5') && shown.has('127.0.0.7'), `addresses on the page: ${[...shown].join(', ')}`).toBe(true);
      expect(shown.has('203.0.113.9')).toBe(false);
      expect(await sessionAddresses(base, '127.0.0.7', second!)).toEqual(['127.0.0.5', '127.0.0.7']);
    });

    test("a stranger's five wrong passwords from 127.0.0.3 block that address only: the owner signs in from 127.0.0.1", async ({ request }) => {
      const user = await freshUser(request);
      // Naming the owner's address in X-Forwarded-For does not put the failures on the owner's pair.
      for (let i = 0; i < 5; i += 1) {
        const wrong = await login(base, '127.0.0.3', user.email, `wrong-${i}`, { 'x-forwarded-for': '127.0.0.1' });
        expect(wrong.status, wrong.text).toBe(404);
      }
      const blocked = await login(base, '127.0.0.3', user.email, user.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      // Another X-Forwarded-For from the blocked address does not make it someone else.
      expect((await login(base, '127.0.0.3', user.email, user.password, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);

      const cookie = await signIn(request, base, '127.0.0.1', user);
      expect(await sessionAddresses(base, '127.0.0.1', cookie)).toEqual(['127.0.0.1']);
      // Still blocked where the guesses came from.
      expect((await login(base, '127.0.0.3', user.email, user.password)).status).toBe(429);
    });

    test('the per-address sign-in limit (20 a minute) counts each address apart', async () => {
      const unknown = (i: number) => `nobody-${Date.now().toString(36)}-${i}@example.ru`;
      for (let i = 0; i < 20; i += 1) expect((await login(base, '127.0.0.4', unknown(i), 'Wrong_pass1')).status).toBe(404);
      const over = await login(base, '127.0.0.4', unknown(20), 'Wrong_pass1');
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
      // Another client is not in that bucket.
      expect((await login(base, '127.0.0.6', unknown(21), 'Wrong_pass1')).status).toBe(404);
    });
  });
}

test.describe('behind the shipped HAProxy, TRUST_PROXY=127.0.0.1', () => {
  test.describe.configure({ mode: 'default' });
  const balancer = `http://127.0.0.1:${PORTS.haproxy}`;
  const direct = `http://127.0.0.1:${PORTS.behindProxy}`;
  let app: Running | undefined;
  let haproxy: Running | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    if (!binaries.haproxy) throw new Error('haproxy not installed: apt-get install -y haproxy');
    dataDir = mkdtempSync(join(tmpdir(), 'bo-client-address-'));
    // Bound to loopback as the README says: only the proxy (and this machine) reach the instance.
    app = startServer('next start', PORTS.behindProxy, dataDir, { host: '127.0.0.1', trustProxy: '127.0.0.1' });
    await waitFor(`${direct}/healthz`, app, 200, 90_000);
    const child = spawn(binaries.haproxy, ['-f', 'deploy/haproxy.cfg', '-db'], {
      env: { ...process.env, BO_LISTEN: `127.0.0.1:${PORTS.haproxy}`, BO_APP_A: `127.0.0.1:${PORTS.behindProxy}`, BO_APP_B: `127.0.0.1:${PORTS.behindProxy}` },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy = { name: 'haproxy', child, output: [] };
    const keep = (chunk: Buffer) => haproxy!.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitFor(`${balancer}/healthz`, haproxy);
  });

  test.afterAll(async () => {
    await Promise.all([stop(haproxy), stop(app)]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('each client is its own address through the proxy, from its X-Forwarded-For; a direct client’s is not believed', async ({ request }) => {
    const [first] = await withCodeLock(OWNER.phone, async () => [
      await signIn(request, balancer, '127.0.0.5', OWNER),
      // HAProxy replaces what the client sent with the address it saw.
      await signIn(request, balancer, '127.0.0.7', OWNER, { 'x-forwarded-for': '203.0.113.9' }),
      // Straight to the instance from an address that is not the proxy: its header is ignored.
      await signIn(request, direct, '127.0.0.8', OWNER, { 'x-forwarded-for': '203.0.113.10' }),
    ]);
    expect(await sessionAddresses(balancer, '127.0.0.5', first!)).toEqual(['127.0.0.5', '127.0.0.7', '127.0.0.8']);
  });

  test("through the proxy too, a stranger's failures from 127.0.0.3 leave the owner at 127.0.0.1 signing in", async ({ request }) => {
    const user = await freshUser(request);
    for (let i = 0; i < 5; i += 1) expect((await login(balancer, '127.0.0.3', user.email, `wrong-${i}`, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await login(balancer, '127.0.0.3', user.email, user.password)).status).toBe(429);
    const cookie = await signIn(request, balancer, '127.0.0.1', user);
    expect(await sessionAddresses(balancer, '127.0.0.1', cookie)).toEqual(['127.0.0.1']);
  });
});
