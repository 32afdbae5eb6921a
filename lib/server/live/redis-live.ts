import 'server-only';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { instanceId, logLine } from '../runtime/log';
import { redisUrl, withRedis } from '../runtime/redis';
import type { Bus } from './channel';
import type { LiveEvent } from '../../live/events';
import type { Lease, Snapshot, SnapshotStore } from './watcher';

/**
 * The live channel across instances (REDIS_URL): events over one pub/sub channel, the order
 * watcher's lease and last snapshot per company in keys. A Redis failure degrades to what one
 * instance does alone (it polls its companies itself, its events reach its own streams), as
 * every other use of Redis here does.
 */

export const EVENTS_CHANNEL = 'bo:live:events';
const leaseKey = (tenant: string) => `bo:live:lease:${tenant}`;
const snapshotKey = (tenant: string) => `bo:live:seen:${tenant}`;
/** Long enough for a takeover to find the holder's last snapshot; the watcher ignores an old one anyway. */
const SNAPSHOT_TTL_MS = 10 * 60_000;

// Take or renew: the key is ours, or free and now ours.
const ACQUIRE = `
local holder = redis.call('get', KEYS[1])
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if not holder then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** This process's name in lease keys: the instance plus a random part (two processes may share a host name). */
export function leaseOwner(): string {
  return `${instanceId()}#${randomBytes(4).toString('hex')}`;
}

export function redisLease(owner: string = leaseOwner()): Lease {
  return {
    acquire: (tenant, ttlMs) =>
      withRedis(
        'live_lease',
        async (redis) => (await redis.eval(ACQUIRE, 1, leaseKey(tenant), owner, String(ttlMs))) === 1,
        // Redis down: each instance watches its own companies rather than nobody watching them.
        () => true,
      ),
    release: (tenant) =>
      withRedis(
        'live_lease',
        async (redis) => void (await redis.eval(RELEASE, 1, leaseKey(tenant), owner)),
        () => undefined,
      ),
  };
}

export function redisSnapshots(): SnapshotStore {
  const local = new Map<string, Snapshot>();
  return {
    get: (tenant) =>
      withRedis(
        'live_snapshot',
        async (redis) => {
          const text = await redis.get(snapshotKey(tenant));
          return text ? (JSON.parse(text) as Snapshot) : null;
        },
        () => local.get(tenant) ?? null,
      ),
    set: async (tenant, snapshot) => {
      local.set(tenant, snapshot);
      await withRedis('live_snapshot', async (redis) => void (await redis.set(snapshotKey(tenant), JSON.stringify(snapshot), 'PX', SNAPSHOT_TTL_MS)), () => undefined);
    },
    forget: async (tenant) => void local.delete(tenant),
  };
}

function isLiveEvent(value: unknown): value is LiveEvent {
  const v = value as Partial<LiveEvent> | null;
  return !!v && typeof v.id === 'string' && typeof v.type === 'string' && typeof v.tenant === 'string';
}

/** Pub/sub over a connection of its own (a subscribed connection can run no other command). */
export function redisBus(url: string | undefined = redisUrl()): Bus {
  let subscriber: Redis | null = null;
  return {
    publish: (event) =>
      withRedis(
        'live_publish',
        async (redis) => {
          await redis.publish(EVENTS_CHANNEL, JSON.stringify(event));
          return true;
        },
        () => false,
      ),
    start(deliver) {
      if (!url || subscriber) return;
      // The offline queue holds the SUBSCRIBE until the first connection is made; ioredis
      // subscribes again by itself after a reconnect.
      const connection = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 200, 2000) });
      subscriber = connection;
      connection.on('message', (channel: string, text: string) => {
        if (channel !== EVENTS_CHANNEL) return;
        try {
          const event = JSON.parse(text) as unknown;
          if (isLiveEvent(event)) deliver(event);
        } catch {
          logLine('warn', 'live_bad_message', { note: 'a message on the live channel was not JSON' });
        }
      });
      connection.on('error', (error: Error) => logLine('warn', 'live_bus_error', { error: error.message }));
      connection.subscribe(EVENTS_CHANNEL).catch(() => undefined);
    },
    async stop() {
      const connection = subscriber;
      subscriber = null;
      if (!connection) return;
      try {
        await connection.quit();
      } catch {
        connection.disconnect();
      }
    },
  };
}
