import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { E2E } from './env';

/**
 * Processes for e2e/instances.spec.ts: Debian's redis-server, two production app instances
 * with one secret, and HAProxy in front of them, each on a port of its own and in its own
 * process group, so the spec stops exactly what it started.
 */

/** E2E_INSTANCE_PORTS="a,b,haproxy,redis" moves them (two checkouts running the spec at once). */
const [appA = 3610, appB = 3611, haproxy = 3619, redis = 6390] = (process.env.E2E_INSTANCE_PORTS ?? '').split(',').filter(Boolean).map(Number);
export const PORTS = { appA, appB, haproxy, redis } as const;

/**
 * HAProxy's per-address limits as the spec runs them (deploy/haproxy.cfg reads them from the
 * environment): lower than shipped, so the live-stream test reaches them with a few streams and
 * connections from addresses of its own (127.0.0.3 and up; the rest of the spec is 127.0.0.1).
 */
export const HAPROXY_LIMITS = { connsPerSource: 100, streamsPerSource: 8 } as const;
export const urls = {
  a: `http://127.0.0.1:${PORTS.appA}`,
  b: `http://127.0.0.1:${PORTS.appB}`,
  balancer: `http://127.0.0.1:${PORTS.haproxy}`,
  redis: `redis://127.0.0.1:${PORTS.redis}`,
};

const find = (...paths: string[]) => paths.find((path) => existsSync(path));
export const binaries = {
  redis: find('/usr/bin/redis-server', '/usr/local/bin/redis-server'),
  haproxy: find('/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'),
};

/** The webServer's secret (playwright.config.ts): the instances must open each other's cookies. */
const SESSION_SECRET = 'e2e-session-secret-which-is-long-enough-0123456789';

export interface Running {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for the access-log checks and for a failure's message. */
  output: string[];
}

function start(name: string, command: string, args: string[], env: Record<string, string> = {}): Running {
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export function startRedis(): Running {
  return start('redis', binaries.redis!, ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
}

/** `databaseUrl`: the PostgreSQL both instances keep the BFF's store in (the audit trail they share). */
export function startApp(name: 'a' | 'b', port: number, redis: boolean, databaseUrl?: string): Running {
  // Bound to loopback as in the README: only HAProxy (and this machine) can reach an instance.
  return start(name, process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    NODE_ENV: 'production',
    PORT: String(port),
    SESSION_SECRET,
    API_BASE_URL: E2E.upstreamUrl,
    ...(redis ? { REDIS_URL: urls.redis } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // X-Forwarded-* are believed from HAProxy's address only (it replaces what the client sent).
    TRUST_PROXY: '127.0.0.1',
    THROTTLE_WINDOW_MS: '3000',
    THROTTLE_IP_LIMIT: '500',
    LOG_FORMAT: 'json',
    INSTANCE_ID: name,
    // The live order watcher, short enough for e2e/instances.spec.ts to count its loops quickly.
    LIVE_POLL_MS: '1000',
  });
}

export function startHaproxy(): Running {
  return start('haproxy', binaries.haproxy!, ['-f', 'deploy/haproxy.cfg', '-db'], {
    BO_LISTEN: `127.0.0.1:${PORTS.haproxy}`,
    BO_APP_A: `127.0.0.1:${PORTS.appA}`,
    BO_APP_B: `127.0.0.1:${PORTS.appB}`,
    BO_CONNS_PER_SOURCE: String(HAPROXY_LIMITS.connsPerSource),
    BO_STREAMS_PER_SOURCE: String(HAPROXY_LIMITS.streamsPerSource),
  });
}

/** Waits until `url` answers `status`, or fails with what the process printed. */
export async function waitFor(url: string, running: Running | null | undefined, status = 200, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === status) return;
    } catch {
      // Not listening yet.
    }
    if (running && running.child.exitCode !== null) throw new Error(`${running.name} exited: ${running.output.slice(-20).join('\n')}`);
    if (Date.now() > until) throw new Error(`${url} not ${status} in ${timeoutMs} ms: ${running?.output.slice(-20).join('\n') ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM to the process group, SIGKILL if it is still there after 3 s (or at once with `kill`). */
export async function stop(running: Running | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const child = running?.child;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // Already gone.
    }
  };
  send(signal);
  const timer = setTimeout(() => send('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}
