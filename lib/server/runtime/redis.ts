import 'server-only';
import Redis from 'ioredis';
import { logLine } from './log';
import { metrics } from './metrics';
import { REDIS_COMMAND_TIMEOUT_MS } from '../../security-config';

/**
 * The optional shared store, for running several instances: with `REDIS_URL`, instances share the token refresh,
 * throttle counters and session revocations through Redis. Every use has a per-process
 * fallback: when Redis is down a call degrades to what one instance does alone (logged), it
 * never fails and never signs anybody out.
 */

interface Shared {
  client: Redis | null;
  url: string;
  /** Whether the last outcome was a failure, so "down" and "back" are logged once each. */
  down: boolean;
  lastFallbackLog: number;
}

// One per process: Next bundles the middleware and the route handlers apart, each with its own copy of this module.
const SLOT = Symbol.for('bo.shared-store');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

// Whoever must catch up once Redis answers again (the revocations recorded meanwhile); per process too.
const READY_SLOT = Symbol.for('bo.shared-store.ready');
const readyListeners = ((globalThis as unknown as Record<symbol, Map<string, () => void> | undefined>)[READY_SLOT] ??= new Map());

/** Calls `listener` each time the connection to Redis becomes ready (first connect and every reconnect). */
export function onRedisReady(name: string, listener: () => void): void {
  // By name: each bundle's copy of a module registers once, the last one wins.
  readyListeners.set(name, listener);
}

export function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined;
}

function state(): Shared | null {
  const url = redisUrl();
  if (!url) return null;
  let shared = registry[SLOT];
  if (!shared || shared.url !== url) {
    shared?.client?.disconnect();
    shared = { client: null, url, down: false, lastFallbackLog: 0 };
    registry[SLOT] = shared;
  }
  return shared;
}

function connect(shared: Shared): Redis {
  const client = new Redis(shared.url, {
    lazyConnect: true,
    // A command while disconnected fails at once (and the caller falls back) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('ready', () => {
    if (shared.down) logLine('info', 'redis_up', { note: 'shared refresh, throttling and revocation use Redis again' });
    shared.down = false;
    for (const listener of readyListeners.values()) listener();
  });
  client.on('error', (error: Error) => markDown(shared, 'connection', error));
  client.connect().catch(() => {
    // Reported by the 'error' event; retryStrategy keeps trying.
  });
  return client;
}

function markDown(shared: Shared, what: string, error: unknown): void {
  const now = Date.now();
  if (shared.down && now - shared.lastFallbackLog < 10_000) return;
  shared.down = true;
  shared.lastFallbackLog = now;
  logLine('warn', 'redis_down', {
    what,
    error: error instanceof Error ? error.message : String(error),
    note: 'falling back to per-process refresh, throttling and revocation',
  });
}

/** The client once it is ready; waits briefly while the first connection is made. */
async function ready(shared: Shared): Promise<Redis> {
  shared.client ??= connect(shared);
  const client = shared.client;
  if (client.status === 'ready') return client;
  if (client.status === 'connecting' || client.status === 'connect' || client.status === 'wait') {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        client.off('ready', onReady);
        reject(new Error(`redis not ready (${client.status})`));
      }, 500);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', onReady);
    });
    return client;
  }
  throw new Error(`redis not ready (${client.status})`);
}

export function redisConfigured(): boolean {
  return !!redisUrl();
}

/**
 * Runs `run` against Redis, or `fallback` when Redis is not configured or fails. A failure is
 * logged (at most every 10 s while it lasts).
 */
export async function withRedis<T>(what: string, run: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  const shared = state();
  if (!shared) return fallback();
  let client: Redis;
  try {
    client = await ready(shared);
  } catch (error) {
    markDown(shared, what, error);
    metrics().redisFallbacks.inc({ what });
    return fallback();
  }
  try {
    return await run(client);
  } catch (error) {
    markDown(shared, what, error);
    metrics().redisFallbacks.inc({ what });
    return fallback();
  }
}

/** For /readyz: whether Redis answers a PING now (null when not configured). */
export async function pingRedis(): Promise<boolean | null> {
  const shared = state();
  if (!shared) return null;
  try {
    return (await (await ready(shared)).ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Shutdown: QUIT once the replies in progress are in (a broken connection is just dropped). */
export async function closeRedis(): Promise<void> {
  const shared = registry[SLOT];
  registry[SLOT] = undefined;
  const client = shared?.client;
  if (!client) return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

/** Tests: close the connection so Jest can exit. */
export async function closeRedisForTests(): Promise<void> {
  const shared = registry[SLOT];
  registry[SLOT] = undefined;
  shared?.client?.disconnect();
}
