import { fork } from 'node:child_process';
// Shared by the bench scripts: a minimal upstream, the production server, a signed-in cookie,
// and a process's memory. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { sealData } from 'iron-session';
import { root, startUpstream, waitForApp, waitForPort } from '../scripts/lib.mjs';

export const SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

export function requireBuild() {
  if (!existsSync(new URL('../.next/BUILD_ID', import.meta.url))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
}

// Bodies with snake_case keys, so the proxy's case conversion does real work.
const item = (i) => ({ item_id: i, item_name: `Товар ${i}`, is_active: true, base_price: 1000 + i });
export const payloads = Object.fromEntries(
  [['1kb', 1024], ['10kb', 10 * 1024]].map(([name, bytes]) => {
    const items = [];
    while (JSON.stringify({ data: items }).length < bytes) items.push(item(items.length));
    return [name, JSON.stringify({ data: items, pagination: { total: items.length, total_pages: 1, current_page: 1, per_page: 15 } })];
  }),
);

/** GET …/1kb or …/10kb answers that body; any POST echoes a created record. */
export async function startMinimalUpstream(port) {
  const server = createServer((req, res) => {
    if (req.method === 'POST') {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { id: 1, ...JSON.parse(Buffer.concat(chunks).toString() || '{}') } }));
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(payloads[req.url.includes('10kb') ? '10kb' : '1kb']);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * `next start` itself (not through npx), so its pid is the server's and stopping it stops it.
 * `dir`: another app's folder (bench/route-floor), started with the project's Next.
 */
export async function startApp(port, env, dir = root) {
  const app = spawn(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SESSION_SECRET: SECRET, ...env },
    stdio: 'ignore',
  });
  process.on('exit', () => app.exitCode === null && app.kill('SIGTERM'));
  await waitForApp(port);
  return app;
}

export async function sessionCookie(overrides = {}) {
  const sealed = await sealData(
    { accessToken: 'bench-token', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000, user: { name: 'Bench', step: 'done' }, isAdmin: false, ...overrides },
    // Seal ids are derived from the secret, as lib/server/session/cookie.ts's secretId() does.
    { password: { [(createHash('sha256').update(SECRET).digest().readUInt32BE(0) % 1_000_000_000) + 1]: SECRET }, ttl: 3600 },
  );
  return `bo_session=${sealed}`;
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const ms = (value) => `${value.toFixed(2)} ms`;

/** Cookies a response sets, as a Cookie header (name=value pairs). */
const cookiesOf = (response) => response.headers.getSetCookie().map((line) => line.split(';')[0]);

/**
 * Signs the demo company user in through the BFF's own calls, as a browser would: the code step
 * needs the pending sign-in cookie of the password step, and the phone without its country digit.
 * Returns the session's Cookie header (name=value).
 */
export async function signInDemo(base, upstreamUrl) {
  const headers = { origin: base, 'content-type': 'application/json' };
  const login = await fetch(`${base}/dashboard/v1/chief/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'anna@demo.ru', password: 'Demo_pass1' }),
  });
  const phone = /\d{11}/.exec(await login.text())?.[0];
  if (!login.ok || !phone) throw new Error(`login failed: ${login.status}`);
  const pending = cookiesOf(login).join('; ');
  const { code } = await (await fetch(`${upstreamUrl}/__demo/codes/last?phone=${phone}`)).json();
  const complete = await fetch(`${base}/dashboard/v1/chief/auth/complete`, {
    method: 'POST',
    headers: { ...headers, cookie: pending },
    body: JSON.stringify({ phone: phone.slice(1), code }),
  });
  const cookie = cookiesOf(complete).find((pair) => /^(__Host-)?bo_session=./.test(pair));
  if (!complete.ok || !cookie) throw new Error(`auth/complete failed: ${complete.status}`);
  return cookie;
}

/** Debian's Chromium (or CHROMIUM_PATH), for the benches that drive a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/**
 * A bench's own world: the demo upstream, reseeded in `.demo-data/<name>`, the built app against
 * it, and the demo company user signed in. Both processes end with the bench.
 */
export async function startDemoBench(name, { appPort, upstreamPort }) {
  process.env.DEMO_DATA_DIR = `.demo-data/${name}`;
  process.env.DEMO_QUIET = '1';
  const base = `http://127.0.0.1:${appPort}`;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const upstream = startUpstream(upstreamPort, ['--reset']);
  await waitForPort(upstreamPort);
  const app = await startApp(appPort, { API_BASE_URL: upstreamUrl });
  const cookie = await signInDemo(base, upstreamUrl);
  return { base, upstream, app, cookie };
}

/** A bench helper process (a file of this folder); `ready` is its first message (it sends one once it listens). */
export function forkHelper(file, args) {
  const child = fork(new URL(file, import.meta.url).pathname, args, { stdio: 'ignore' });
  process.on('exit', () => child.kill('SIGTERM'));
  return { child, ready: new Promise((resolve) => child.once('message', resolve)) };
}
