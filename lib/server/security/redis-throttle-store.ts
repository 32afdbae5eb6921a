import 'server-only';
import type { Counter, ThrottleStore } from './throttle-store';
import { withRedis } from '../runtime/redis';

/**
 * Throttle counters in Redis, so the limits hold across instances. While Redis is
 * down each instance counts in its own memory (`fallback`): limits then apply per instance,
 * never switched off.
 */

// INCR, and the TTL only when the key is new (an existing window keeps its end); one round trip.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// DECR only an existing key above zero: a late success must not create a key without a TTL.
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PREFIX = 'bo:';

export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly fallback: ThrottleStore) {}

  async increment(key: string, ttlMs: number): Promise<Counter> {
    return withRedis(
      'throttle',
      async (redis) => {
        const [count, ttl] = (await redis.eval(INCREMENT, 1, PREFIX + key, String(Math.ceil(ttlMs)))) as [number, number];
        return { count: Number(count), expiresAt: Date.now() + Number(ttl) };
      },
      () => this.fallback.increment(key, ttlMs),
    );
  }

  async get(key: string): Promise<Counter | null> {
    return withRedis(
      'throttle',
      async (redis) => {
        const [value, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
        if (value === null || ttl === -2) return null;
        return { count: Number(value), expiresAt: ttl < 0 ? Number.MAX_SAFE_INTEGER : Date.now() + ttl };
      },
      () => this.fallback.get(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await withRedis('throttle', async (redis) => void (await redis.eval(DECREMENT, 1, PREFIX + key)), () => this.fallback.decrement(key));
  }

  async delete(key: string): Promise<void> {
    await this.fallback.delete(key);
    await withRedis('throttle', async (redis) => void (await redis.del(PREFIX + key)), () => undefined);
  }
}
