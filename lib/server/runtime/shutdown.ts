import 'server-only';
import http from 'node:http';
import { closeUpstreamPools } from '../upstream/fetch';
import { logLine } from './log';
import { closeRedis } from './redis';
import { shutdownTracing } from './tracing';

/**
 * Graceful stop on SIGTERM (a deploy, `docker stop`, an orchestrator):
 *  1. at once, /readyz and /healthz answer 503, so the balancer takes this instance out, while
 *     every request keeps being served (answers carry `Connection: close`);
 *  2. after SHUTDOWN_DRAIN_MS (long enough for the balancer's checks to see the 503s) the
 *     listener closes and the requests in progress finish;
 *  3. then the Redis client and the upstream pool close, queued spans are sent (when tracing is
 *     on), and the process exits 0;
 *  4. whatever happens, SHUTDOWN_GRACE_MS after the signal the process exits 1, even if a long
 *     export still holds a connection.
 * Next's own SIGTERM handler would close the listener at once (new probes refused, not 503) and
 * exit without closing Redis or the pool, so it is replaced in production.
 */

export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

interface ShutdownState {
  draining: boolean;
  inFlight: number;
  servers: Set<http.Server>;
  onIdle: Set<() => void>;
  installed: boolean;
  tasks?: Set<() => Promise<void>>;
  drains?: Map<string, () => Promise<void>>;
}

// One per process: the route handlers and the instrumentation hook are bundled apart.
const SLOT = Symbol.for('bo.shutdown');
function state(): ShutdownState {
  const holder = globalThis as unknown as Record<symbol, ShutdownState | undefined>;
  return (holder[SLOT] ??= { draining: false, inFlight: 0, servers: new Set(), onIdle: new Set(), installed: false });
}

/** Work to finish before the process exits, once no request is left (the audit trail's queue). */
export function onShutdown(task: () => Promise<void>): void {
  (state().tasks ??= new Set()).add(task);
}

/**
 * Work to do once the listener is closed, before waiting for the requests in progress: ending
 * the responses that never finish by themselves (the live event streams). By name, so each
 * bundle's copy of a module registers once.
 */
export function onDrain(name: string, task: () => Promise<void>): void {
  (state().drains ??= new Map()).set(name, task);
}

/** Whether the process is shutting down: the probes answer 503. */
export function isDraining(): boolean {
  return state().draining;
}

export function inFlightRequests(): number {
  return state().inFlight;
}

const TRACKING = Symbol.for('bo.shutdown.tracking');
const STATE = Symbol.for('bo.shutdown.state');

/** Counts the requests in progress on every HTTP server of the process (and remembers the servers). */
export function trackInFlightRequests(): void {
  const proto = http.Server.prototype as unknown as Record<symbol, unknown> & { emit: (...args: unknown[]) => boolean };
  // The counts go to the state of whoever asked last: one in production; in a test runner, each
  // test file has a global of its own while Node's http module (and this patch) is shared.
  proto[STATE] = state;
  if (proto[TRACKING]) return;
  proto[TRACKING] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: unknown, ...args: unknown[]): boolean {
    if (event === 'request') {
      const shared = (proto[STATE] as () => ShutdownState)();
      const res = args[1] as http.ServerResponse;
      shared.servers.add(this);
      shared.inFlight += 1;
      // A client on a kept-alive connection opens a new one for its next request, to another instance.
      if (shared.draining) res.shouldKeepAlive = false;
      res.once('close', () => {
        shared.inFlight -= 1;
        if (shared.inFlight === 0) for (const resolve of shared.onIdle) resolve();
      });
    }
    return emit.call(this, event, ...args);
  };
}

function whenIdle(): Promise<void> {
  const shared = state();
  if (shared.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      shared.onIdle.delete(done);
      resolve();
    };
    shared.onIdle.add(done);
  });
}

export interface ShutdownOptions {
  graceMs: number;
  drainMs: number;
  exit: (code: number) => void;
}

function positiveMs(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}

export function shutdownOptionsFromEnv(env: Record<string, string | undefined> = process.env): Omit<ShutdownOptions, 'exit'> {
  const graceMs = positiveMs(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS);
  // The drain must leave the requests in progress some of the grace time.
  const drainMs = Math.min(positiveMs(env.SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_DRAIN_MS), graceMs / 2);
  return { graceMs, drainMs };
}

/** The shutdown sequence above; a second call while it runs does nothing. */
export async function shutDown({ graceMs, drainMs, exit }: ShutdownOptions): Promise<void> {
  const shared = state();
  if (shared.draining) return;
  shared.draining = true;
  const started = Date.now();
  let cutOff = false;
  const deadline = setTimeout(() => {
    cutOff = true;
    logLine('warn', 'shutdown_deadline', { inFlight: shared.inFlight, graceMs, note: 'requests still in progress are cut off' });
    exit(1);
  }, graceMs);
  deadline.unref();
  logLine('info', 'shutdown_started', { inFlight: shared.inFlight, drainMs, graceMs });

  await new Promise((resolve) => setTimeout(resolve, drainMs).unref());
  for (const server of shared.servers) server.close();
  await Promise.allSettled([...(shared.drains?.values() ?? [])].map((task) => task()));
  await whenIdle();
  if (cutOff) return;
  // Connections kept alive after their last answer would otherwise hold the listener open.
  for (const server of shared.servers) server.closeAllConnections();
  await Promise.allSettled([...(shared.tasks ?? [])].map((task) => task()));
  await Promise.allSettled([closeRedis(), closeUpstreamPools(), shutdownTracing()]);
  clearTimeout(deadline);
  logLine('info', 'shutdown_done', { ms: Date.now() - started });
  exit(0);
}

/** Takes SIGTERM over from Next (production server only: `next dev` keeps its quick stop). */
export function installGracefulShutdown(): void {
  const shared = state();
  if (shared.installed || process.env.NODE_ENV !== 'production') return;
  shared.installed = true;
  trackInFlightRequests();
  process.removeAllListeners('SIGTERM');
  process.once('SIGTERM', () => {
    void shutDown({ ...shutdownOptionsFromEnv(), exit: (code) => process.exit(code) });
  });
}
