import 'server-only';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { instanceId, logLine } from '../runtime/log';
import { redisUrl, withRedis } from '../runtime/redis';
import { REVOKED_CHANNEL, parseRevocation, type Revocation } from '../session/revocation';
import type { Bus } from './channel';
import { SLOT_TTL_MS, type SlotStore } from './slots';
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

const slotSessionKey = (session: string) => `bo:live:streams:session:${session}`;
const slotTenantKey = (tenant: string) => `bo:live:streams:tenant:${tenant}`;

// A sorted set per session and per tenant: each open stream is a member scored by when its slot
// expires. Expired members are dropped, the caps checked, and the slot taken, in one step.
const TAKE_SLOT = `
local now = tonumber(ARGV[2])
redis.call('zremrangebyscore', KEYS[1], '-inf', now)
redis.call('zremrangebyscore', KEYS[2], '-inf', now)
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('zcard', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
redis.call('zadd', KEYS[1], ARGV[3], ARGV[1])
redis.call('zadd', KEYS[2], ARGV[3], ARGV[1])
redis.call('pexpire', KEYS[1], ARGV[6])
redis.call('pexpire', KEYS[2], ARGV[6])
return 0`;

/**
 * The stream caps across instances. Redis down: every call falls back (`live_slots`), and the
 * instance counts only its own streams (lib/server/live/slots.ts).
 */
export function redisSlots(ttlMs: number = SLOT_TTL_MS): SlotStore {
  return {
    acquire: (member, owner, limits) =>
      withRedis(
        'live_slots',
        async (redis) => {
          const now = Date.now();
          const keys = [slotSessionKey(owner.session), slotTenantKey(owner.tenant)];
          const code = await redis.eval(TAKE_SLOT, 2, ...keys, member, String(now), String(now + ttlMs), String(limits.perSession), String(limits.perTenant), String(ttlMs));
          return code === 1 ? 'session' : code === 2 ? 'tenant' : null;
        },
        () => null,
      ),
    release: (member, owner) =>
      withRedis(
        'live_slots',
        async (redis) => void (await redis.multi().zrem(slotSessionKey(owner.session), member).zrem(slotTenantKey(owner.tenant), member).exec()),
        () => undefined,
      ),
    renew: (slots) =>
      withRedis(
        'live_slots',
        async (redis) => {
          const until = String(Date.now() + ttlMs);
          const batch = redis.pipeline();
          for (const [member, owner] of slots) {
            for (const key of [slotSessionKey(owner.session), slotTenantKey(owner.tenant)]) batch.zadd(key, until, member).pexpire(key, ttlMs);
          }
          await batch.exec();
        },
        () => undefined,
      ),
  };
}

function isLiveEvent(value: unknown): value is LiveEvent {
  const v = value as Partial<LiveEvent> | null;
  return !!v && typeof v.id === 'string' && typeof v.type === 'string' && typeof v.tenant === 'string';
}

/**
 * Pub/sub over a connection of its own (a subscribed connection can run no other command).
 * `onRevoked` hears the sessions ended on any instance (REVOKED_CHANNEL, published by
 * lib/server/session/revocation.ts) over the same connection.
 */
export function redisBus(url: string | undefined = redisUrl(), onRevoked?: (revocation: Revocation) => void): Bus {
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
        if (channel === REVOKED_CHANNEL) {
          const revocation = parseRevocation(text);
          if (revocation) onRevoked?.(revocation);
          return;
        }
        if (channel !== EVENTS_CHANNEL) return;
        try {
          const event = JSON.parse(text) as unknown;
          if (isLiveEvent(event)) deliver(event);
        } catch {
          logLine('warn', 'live_bad_message', { note: 'a message on the live channel was not JSON' });
        }
      });
      connection.on('error', (error: Error) => logLine('warn', 'live_bus_error', { error: error.message }));
      const channels = onRevoked ? [EVENTS_CHANNEL, REVOKED_CHANNEL] : [EVENTS_CHANNEL];
      connection.subscribe(...channels).catch(() => undefined);
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
