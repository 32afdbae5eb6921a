import 'server-only';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { logLine } from '../runtime/log';
import { REVOCATION_OUTBOX_LIMIT, SESSION_COOKIE_MAX_MS } from '../../security-config';
import { onRedisReady, withRedis } from '../runtime/redis';

/**
 * Ended sessions. A cookie is a bearer credential: after a logout a stolen copy
 * would keep working whenever the upstream did not revoke the token. So the BFF remembers:
 * - an ended session by its per-sign-in id (`sid`), until the cookie would have expired;
 * - "sign out on every device" as a per-user cut-off time: every session of that user signed
 *   in at or before it is refused (a generation that needs no read at sign-in).
 * Kept in process memory always, and in Redis too when REDIS_URL is set, so every instance
 * refuses the copy. When Redis is down, each instance still refuses what it recorded itself,
 * and keeps the writes Redis missed in an outbox, written as soon as Redis answers again (on
 * reconnect, or with the next revocation call that reaches it): the other instances learn of
 * the revocation then.
 *
 * Whoever holds something open on a session (the live event streams, lib/server/live/hub.ts)
 * hears each revocation at once: this process's through `onRevoked`, the other instances' over
 * the Redis channel REVOKED_CHANNEL (published with the write). A message lost while Redis was
 * down is caught by `revokedAmong`, which the holder calls every few seconds.
 */

export interface RevocableSession {
  sid?: string;
  /** Stable per user: a hash of role and phone (lib/server/proxy/handle-proxy.ts, auth/complete). */
  uid?: string;
  /** Sign-in time (ms). */
  issuedAt?: number;
  expiresAt: number;
}

interface Memory {
  sessions: Map<string, number>;
  users: Map<string, number>;
}

// One per process: the middleware and the route handlers are bundled apart.
const SLOT = Symbol.for('bo.revocations');
const registry = globalThis as unknown as Record<symbol, Memory | undefined>;
const memory = (registry[SLOT] ??= { sessions: new Map(), users: new Map() });

/** A write Redis missed: the value and when the key would have expired (ms since epoch). */
interface Missed {
  value: string;
  until: number;
}

// Keyed by the Redis key, so a user's repeated cut-offs take one place (the latest wins).
const OUTBOX_SLOT = Symbol.for('bo.revocations.outbox');
const outboxRegistry = globalThis as unknown as Record<symbol, Map<string, Missed> | undefined>;
const outbox = (outboxRegistry[OUTBOX_SLOT] ??= new Map());

/** What was revoked: one session, or every session of a user signed in at or before `cutoff` (ms). */
export type Revocation = { sid: string } | { uid: string; cutoff: number };

/** Carries each revocation to every instance (lib/server/live/redis-live.ts subscribes). */
export const REVOKED_CHANNEL = 'bo:revoked';

// Per process, as the memory is: the streams' hub lives in another bundle than the logout routes.
const LISTENERS_SLOT = Symbol.for('bo.revocations.listeners');
const listenersRegistry = globalThis as unknown as Record<symbol, Map<string, (revocation: Revocation) => void> | undefined>;
const listeners = (listenersRegistry[LISTENERS_SLOT] ??= new Map());

/** Hears every revocation made in this process, by name (a second registration replaces the first). */
export function onRevoked(name: string, listener: (revocation: Revocation) => void): () => void {
  listeners.set(name, listener);
  return () => {
    if (listeners.get(name) === listener) listeners.delete(name);
  };
}

/** Whether `session` is one that `revocation` ended. */
export function revokes(revocation: Revocation, session: RevocableSession): boolean {
  if ('sid' in revocation) return !!session.sid && session.sid === revocation.sid;
  return !!session.uid && session.uid === revocation.uid && (session.issuedAt ?? 0) <= revocation.cutoff;
}

/** A revocation message from the channel, or null when it is not one. */
export function parseRevocation(text: string): Revocation | null {
  try {
    const value = JSON.parse(text) as { sid?: unknown; uid?: unknown; cutoff?: unknown } | null;
    if (value && typeof value.sid === 'string' && value.sid) return { sid: value.sid };
    if (value && typeof value.uid === 'string' && value.uid && typeof value.cutoff === 'number') return { uid: value.uid, cutoff: value.cutoff };
  } catch {
    // Not JSON: not ours.
  }
  return null;
}

function announce(revocation: Revocation): void {
  for (const listener of [...listeners.values()]) {
    try {
      listener(revocation);
    } catch (error) {
      logLine('warn', 'revocation_listener_failed', { error: error instanceof Error ? error.message : String(error) });
    }
  }
}

const MEMORY_LIMIT = 100_000;
const sessionKey = (sid: string) => `bo:revoked:sid:${sid}`;
const userKey = (uid: string) => `bo:revoked:user:${uid}`;

/** The stable user key kept in the session: no phone in the cookie, only its hash. */
export function userKeyOf(role: string, phone: string): string {
  return createHash('sha256').update(`${role}:${phone}`).digest('base64url').slice(0, 22);
}

function sweep(map: Map<string, number>, now: number, expiry: (value: number) => number): void {
  if (map.size < MEMORY_LIMIT) return;
  for (const [key, value] of map) if (expiry(value) <= now) map.delete(key);
  // Still full of live entries: drop the oldest rather than grow without bound.
  while (map.size >= MEMORY_LIMIT) map.delete(map.keys().next().value as string);
}

// A user's cut-off only moves forward: a late write from the outbox must not undo a later one.
const SET_LATEST = `
local current = tonumber(redis.call('GET', KEYS[1]) or '')
if current and current >= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

async function write(redis: Redis, key: string, { value, until }: Missed): Promise<void> {
  const ttl = Math.ceil(until - Date.now());
  if (ttl <= 0) return;
  if (key.startsWith(userKey(''))) await redis.eval(SET_LATEST, 1, key, value, String(ttl));
  else await redis.set(key, value, 'PX', ttl);
}

function keep(key: string, missed: Missed): void {
  const earlier = outbox.get(key);
  if (earlier && Number(earlier.value) >= Number(missed.value) && earlier.until >= missed.until) return;
  outbox.delete(key);
  if (outbox.size >= REVOCATION_OUTBOX_LIMIT) {
    const now = Date.now();
    for (const [old, entry] of outbox) if (entry.until <= now) outbox.delete(old);
  }
  if (outbox.size >= REVOCATION_OUTBOX_LIMIT) {
    // Still full of live entries: the oldest goes (that instance still refuses it itself).
    outbox.delete(outbox.keys().next().value as string);
    logLine('warn', 'revocation_outbox_full', { limit: REVOCATION_OUTBOX_LIMIT });
  }
  outbox.set(key, missed);
}

/** Writes what Redis missed; what fails again stays for the next time. Never throws. */
async function flush(redis: Redis): Promise<void> {
  if (outbox.size === 0) return;
  const entries = [...outbox];
  outbox.clear();
  const results = await Promise.allSettled(entries.map(([key, missed]) => write(redis, key, missed)));
  results.forEach((result, i) => {
    const [key, missed] = entries[i]!;
    if (result.status === 'rejected') keep(key, missed);
  });
  const written = results.filter((result) => result.status === 'fulfilled').length;
  if (written > 0) logLine('info', 'revocation_outbox_flushed', { written, left: outbox.size });
}

onRedisReady('revocation-outbox', () => {
  void withRedis('revocation', flush, () => undefined);
});

/**
 * Records a revocation in Redis, after whatever Redis missed before, and tells the other
 * instances; into the outbox if Redis is down (the message is then lost: the holders' periodic
 * check finds the revocation once the outbox is written).
 */
async function record(key: string, missed: Missed, revocation: Revocation): Promise<void> {
  await withRedis(
    'revocation',
    async (redis) => {
      await write(redis, key, missed);
      await redis.publish(REVOKED_CHANNEL, JSON.stringify(revocation));
      await flush(redis);
    },
    () => keep(key, missed),
  );
}

/** Ends one session everywhere: any copy of its cookie is refused from now on. */
export async function revokeSession(session: RevocableSession): Promise<void> {
  if (!session.sid) return;
  const now = Date.now();
  const ttl = Math.max(1000, Math.min(session.expiresAt - now, SESSION_COOKIE_MAX_MS));
  sweep(memory.sessions, now, (until) => until);
  memory.sessions.set(session.sid, now + ttl);
  announce({ sid: session.sid });
  await record(sessionKey(session.sid), { value: '1', until: now + ttl }, { sid: session.sid });
}

/** "Выйти на всех устройствах": every session of this user signed in until now is refused. */
export async function revokeUser(session: RevocableSession): Promise<void> {
  await revokeSession(session);
  if (!session.uid) return;
  const now = Date.now();
  sweep(memory.users, now, (cutoff) => cutoff + SESSION_COOKIE_MAX_MS);
  memory.users.set(session.uid, now);
  announce({ uid: session.uid, cutoff: now });
  // No session outlives SESSION_COOKIE_MAX_MS, so neither does the cut-off.
  await record(userKey(session.uid), { value: String(now), until: now + SESSION_COOKIE_MAX_MS }, { uid: session.uid, cutoff: now });
}

function refusedBy(session: RevocableSession, revokedUntil: number | undefined, cutoff: number | undefined, now: number): boolean {
  if (revokedUntil !== undefined && revokedUntil > now) return true;
  return cutoff !== undefined && (session.issuedAt ?? 0) <= cutoff;
}

export async function isRevoked(session: RevocableSession): Promise<boolean> {
  const now = Date.now();
  const local = refusedBy(
    session,
    session.sid ? memory.sessions.get(session.sid) : undefined,
    session.uid ? memory.users.get(session.uid) : undefined,
    now,
  );
  if (local) return true;
  if (!session.sid && !session.uid) return false;
  const { sid, uid } = session;
  return withRedis(
    'revocation',
    async (redis) => {
      await flush(redis);
      const [ended, cutoff] = await redis.mget(sid ? sessionKey(sid) : 'bo:none', uid ? userKey(uid) : 'bo:none');
      if (ended) return true;
      return refusedBy(session, undefined, cutoff ? Number(cutoff) : undefined, now);
    },
    () => false,
  );
}

/** Sessions whose revocations one MGET reads at most (a few KB of keys). */
const BATCH = 500;

/**
 * `isRevoked` for many sessions at once (the open streams of an instance): this process's memory,
 * then one Redis MGET per BATCH sessions. Redis down: what this process knows.
 */
export async function revokedAmong(sessions: readonly RevocableSession[]): Promise<boolean[]> {
  const now = Date.now();
  const result = sessions.map((session) =>
    refusedBy(session, session.sid ? memory.sessions.get(session.sid) : undefined, session.uid ? memory.users.get(session.uid) : undefined, now),
  );
  const open = sessions.map((_, i) => i).filter((i) => !result[i] && (sessions[i]!.sid || sessions[i]!.uid));
  for (let start = 0; start < open.length; start += BATCH) {
    const batch = open.slice(start, start + BATCH);
    await withRedis(
      'revocation',
      async (redis) => {
        await flush(redis);
        const keys = batch.flatMap((i) => [sessions[i]!.sid ? sessionKey(sessions[i]!.sid!) : 'bo:none', sessions[i]!.uid ? userKey(sessions[i]!.uid!) : 'bo:none']);
        const values = await redis.mget(...keys);
        batch.forEach((i, at) => {
          const ended = values[2 * at];
          const cutoff = values[2 * at + 1];
          result[i] = !!ended || refusedBy(sessions[i]!, undefined, cutoff ? Number(cutoff) : undefined, now);
        });
      },
      () => undefined,
    );
  }
  return result;
}

/** Tests start from a clean slate. */
export function forgetRevocationsForTests(): void {
  memory.sessions.clear();
  memory.users.clear();
  outbox.clear();
}
