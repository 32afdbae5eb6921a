import 'server-only';
import { createHmac } from 'node:crypto';
import { serverEnv } from '../runtime/env';
import {
  LOGIN_DELAY_STEP_MS,
  LOGIN_MAX_DELAY_MS,
  LOGIN_PAIR_LIMIT_UNDER_ATTACK,
  LOGIN_SLOW_AFTER,
  throttleRule,
  type ThrottleRuleName,
} from '../../security-config';
import { RedisThrottleStore } from './redis-throttle-store';
import type { Counter, ThrottleStore } from './throttle-store';
import { redisConfigured } from '../runtime/redis';
import { metrics } from '../runtime/metrics';

export type { Counter, ThrottleStore } from './throttle-store';

/**
 * Sliding-window throttling with backoff. The counters live behind
 * `ThrottleStore`, so a shared store (Redis: INCR + PEXPIRE NX, GET + PTTL, DEL) can replace
 * the in-process one when the BFF runs on several instances.
 */

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

  async decrement(key: string): Promise<void> {
    const counter = this.live(key);
    if (counter && counter.count > 0) counter.count -= 1;
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

/**
 * Counters are named by a keyed hash of what they count (an e-mail, a phone, an address), so
 * neither Redis nor a heap dump holds them in plain text. The key is derived from
 * SESSION_SECRET: without it the hash of a phone could be found by trying every phone.
 */
let hashing: { secret: string; key: Buffer } | undefined;

function hashed(name: string, key: string): string {
  const secret = serverEnv().sessionSecret;
  if (hashing?.secret !== secret) hashing = { secret, key: createHmac('sha256', secret).update('throttle-keys').digest() };
  // 128 bits: no two live keys meet by chance, and the name stays short.
  return createHmac('sha256', hashing.key).update(`${name}\n${key}`).digest('base64url').slice(0, 22);
}

const counterName = (rule: string, key: string) => `throttle:${rule}:${hashed(rule, key)}`;
const blockKey = (name: string) => `${name}:block`;
const strikeKey = (name: string) => `${name}:strikes`;
const windowKey = (name: string, index: number) => `${name}:w${index}`;

/** Attempts counted in the sliding window: the previous window weighted by how much of it still overlaps. */
async function estimate(rule: { windowMs: number }, name: string, now: number, current?: number): Promise<number> {
  const index = Math.floor(now / rule.windowMs);
  const [present, previous] = await Promise.all([
    current === undefined ? throttleStore().get(windowKey(name, index)) : { count: current },
    throttleStore().get(windowKey(name, index - 1)),
  ]);
  const elapsed = (now - index * rule.windowMs) / rule.windowMs;
  return (previous?.count ?? 0) * (1 - elapsed) + (present?.count ?? 0);
}

/**
 * Counts one attempt against `rule` for `key` before the call is made, so parallel attempts
 * cannot all slip in before the first failure is known. Over the limit (the rule's, or a
 * tighter one given), the key is blocked for one window, doubling on every further overrun
 * (backoff) up to the rule's maximum.
 */
export async function consume(
  ruleName: ThrottleRuleName,
  key: string,
  now: number = Date.now(),
  limit?: number,
): Promise<ThrottleResult> {
  const rule = throttleRule(ruleName);
  const name = counterName(ruleName, key);
  const blocked = await throttleStore().get(blockKey(name));
  if (blocked) {
    metrics().throttleBlocks.inc({ rule: ruleName });
    return { ok: false, retryAfterMs: Math.max(1, blocked.expiresAt - now) };
  }

  const index = Math.floor(now / rule.windowMs);
  const current = await throttleStore().increment(windowKey(name, index), 2 * rule.windowMs);
  if ((await estimate(rule, name, now, current.count)) <= (limit ?? rule.limit)) return { ok: true };

  const strikes = (await throttleStore().increment(strikeKey(name), 2 * rule.maxBlockMs)).count;
  const blockMs = Math.min(rule.windowMs * 2 ** Math.min(strikes - 1, 30), rule.maxBlockMs);
  const block = await throttleStore().increment(blockKey(name), blockMs);
  // The block is the penalty; after it the key starts a fresh window (the strikes remember the overrun).
  await Promise.all([throttleStore().delete(windowKey(name, index)), throttleStore().delete(windowKey(name, index - 1))]);
  metrics().throttleBlocks.inc({ rule: ruleName });
  return { ok: false, retryAfterMs: Math.max(1, block.expiresAt - now) };
}

/** A success clears a key's failures (not its backoff history). */
export async function forgive(ruleName: ThrottleRuleName, key: string, now: number = Date.now()): Promise<void> {
  const rule = throttleRule(ruleName);
  const name = counterName(ruleName, key);
  const index = Math.floor(now / rule.windowMs);
  await Promise.all([throttleStore().delete(windowKey(name, index)), throttleStore().delete(windowKey(name, index - 1))]);
}

export type LoginCheck = { ok: true; delayMs: number } | { ok: false; retryAfterMs: number };

/** How long to hold a password answer for an e-mail with this many failures in the window. */
export function loginDelayMs(accountFailures: number): number {
  const over = Math.floor(accountFailures) - LOGIN_SLOW_AFTER;
  return over <= 0 ? 0 : Math.min(over * LOGIN_DELAY_STEP_MS, LOGIN_MAX_DELAY_MS);
}

/**
 * The password step for `account` (role and normalised e-mail) from `ip`, counted before the
 * call. Refusals come only from the address's own record: its rate (login-ip) and its failures
 * for this account (login-pair, tighter once the account is past its ceiling). The account's
 * failures from everywhere only delay the answer, so nobody can lock the owner out.
 */
export async function checkLogin(account: string, ip: string, now: number = Date.now()): Promise<LoginCheck> {
  const byIp = await consume('login-ip', ip, now);
  if (!byIp.ok) return byIp;
  const rule = throttleRule('login-account');
  const accountName = counterName('login-account', account);
  const before = await estimate(rule, accountName, now);
  const pairLimit = before >= rule.limit ? LOGIN_PAIR_LIMIT_UNDER_ATTACK : undefined;
  const byPair = await consume('login-pair', pairKey(account, ip), now, pairLimit);
  if (!byPair.ok) return byPair;
  const index = Math.floor(now / rule.windowMs);
  const current = await throttleStore().increment(windowKey(accountName, index), 2 * rule.windowMs);
  return { ok: true, delayMs: loginDelayMs(await estimate(rule, accountName, now, current.count)) };
}

/**
 * The outcome of a password step `checkLogin` let through. A success clears the pair's failures
 * and takes its own attempt back from the account's count (a sign-in is not a failure); the
 * account's other failures stay, so a sign-in in the middle of an attack does not reset it.
 */
export async function settleLogin(account: string, ip: string, ok: boolean, now: number = Date.now()): Promise<void> {
  if (!ok) return;
  const rule = throttleRule('login-account');
  const index = Math.floor(now / rule.windowMs);
  await Promise.all([
    forgive('login-pair', pairKey(account, ip), now),
    throttleStore().decrement(windowKey(counterName('login-account', account), index)),
  ]);
}

const pairKey = (account: string, ip: string) => `${account}\n${ip}`;

/**
 * Attempts at the code currently issued to a phone (at most WRONG_CODES_PER_ISSUED_CODE each).
 * Counted before the call, so parallel guesses count too; a new code starts from zero.
 */
const codeAttemptKey = (role: string, phone: string) => `code:${role}:${hashed('code', phone)}:attempts`;

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
