import { throttleRule, type ThrottleRuleName } from './security-config';
import { RedisThrottleStore } from './redis-throttle-store';
import { redisConfigured } from './shared-store';

/**
 * Sliding-window throttling with backoff (issue 16 §1). The counters live behind
 * `ThrottleStore`, so a shared store (Redis: INCR + PEXPIRE NX, GET + PTTL, DEL) can replace
 * the in-process one when the BFF runs on several instances.
 */

export interface Counter {
  count: number;
  /** When the counter disappears (ms since epoch). */
  expiresAt: number;
}

export interface ThrottleStore {
  /** Adds one to `key`, creating it with `ttlMs` when absent (an existing TTL is kept). */
  increment(key: string, ttlMs: number): Promise<Counter>;
  get(key: string): Promise<Counter | null>;
  delete(key: string): Promise<void>;
}

/** The default store: one Map per process, swept as it grows. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Counter | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (counter.expiresAt <= this.now()) {
      this.counters.delete(key);
      return null;
    }
    return counter;
  }

  async increment(key: string, ttlMs: number): Promise<Counter> {
    const counter = this.live(key) ?? { count: 0, expiresAt: this.now() + ttlMs };
    counter.count += 1;
    this.counters.set(key, counter);
    if (this.counters.size > 100_000) this.sweep();
    return { ...counter };
  }

  async get(key: string): Promise<Counter | null> {
    const counter = this.live(key);
    return counter && { ...counter };
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
  }
}

let chosen: ThrottleStore | undefined;

/** Redis when REDIS_URL is set (limits across instances), else one process's memory. */
export function throttleStore(): ThrottleStore {
  chosen ??= redisConfigured() ? new RedisThrottleStore(new MemoryThrottleStore()) : new MemoryThrottleStore();
  return chosen;
}

/** Where a shared store plugs in (and tests get a fresh one). */
export function setThrottleStore(next: ThrottleStore): void {
  chosen = next;
}

export type ThrottleResult = { ok: true } | { ok: false; retryAfterMs: number };

const blockKey = (rule: string, key: string) => `throttle:${rule}:${key}:block`;
const strikeKey = (rule: string, key: string) => `throttle:${rule}:${key}:strikes`;
const windowKey = (rule: string, key: string, index: number) => `throttle:${rule}:${key}:w${index}`;

/**
 * Counts one attempt against `rule` for `key` before the call is made, so parallel attempts
 * cannot all slip in before the first failure is known. Over the limit, the key is blocked for
 * one window, doubling on every further overrun (backoff) up to the rule's maximum.
 */
export async function consume(name: ThrottleRuleName, key: string, now: number = Date.now()): Promise<ThrottleResult> {
  const rule = throttleRule(name);
  const blocked = await throttleStore().get(blockKey(name, key));
  if (blocked) return { ok: false, retryAfterMs: Math.max(1, blocked.expiresAt - now) };

  const index = Math.floor(now / rule.windowMs);
  const current = await throttleStore().increment(windowKey(name, key, index), 2 * rule.windowMs);
  const previous = (await throttleStore().get(windowKey(name, key, index - 1)))?.count ?? 0;
  // Sliding window: the previous window's count, weighted by how much of it still overlaps.
  const elapsed = (now - index * rule.windowMs) / rule.windowMs;
  const estimate = previous * (1 - elapsed) + current.count;
  if (estimate <= rule.limit) return { ok: true };

  const strikes = (await throttleStore().increment(strikeKey(name, key), 2 * rule.maxBlockMs)).count;
  const blockMs = Math.min(rule.windowMs * 2 ** Math.min(strikes - 1, 30), rule.maxBlockMs);
  const block = await throttleStore().increment(blockKey(name, key), blockMs);
  // The block is the penalty; after it the key starts a fresh window (the strikes remember the overrun).
  await Promise.all([throttleStore().delete(windowKey(name, key, index)), throttleStore().delete(windowKey(name, key, index - 1))]);
  return { ok: false, retryAfterMs: Math.max(1, block.expiresAt - now) };
}

/** A success clears an account's failures (not its backoff history). */
export async function forgive(name: ThrottleRuleName, key: string, now: number = Date.now()): Promise<void> {
  const rule = throttleRule(name);
  const index = Math.floor(now / rule.windowMs);
  await Promise.all([throttleStore().delete(windowKey(name, key, index)), throttleStore().delete(windowKey(name, key, index - 1))]);
}

/**
 * Attempts at the code currently issued to a phone (issue 16: at most 5 per issued code).
 * Counted before the call, so parallel guesses count too; a new code starts from zero.
 */
const codeAttemptKey = (role: string, phone: string) => `code:${role}:${phone}:attempts`;

export async function countCodeAttempt(role: string, phone: string): Promise<number> {
  return (await throttleStore().increment(codeAttemptKey(role, phone), throttleRule('code-phone').windowMs)).count;
}

export async function resetCodeAttempts(role: string, phone: string): Promise<void> {
  await throttleStore().delete(codeAttemptKey(role, phone));
}

/** '12 с', '3 мин': how long to wait, for a Russian message. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} с`;
  return `${Math.ceil(seconds / 60)} мин`;
}
