import { createHash } from 'node:crypto';
import { SESSION_COOKIE_MAX_MS } from './security-config';
import { withRedis } from './shared-store';

/**
 * Ended sessions (issue 17). A cookie is a bearer credential: after a logout a stolen copy
 * would keep working whenever the upstream did not revoke the token. So the BFF remembers:
 * - an ended session by its per-sign-in id (`sid`), until the cookie would have expired;
 * - "sign out on every device" as a per-user cut-off time: every session of that user signed
 *   in at or before it is refused (a generation that needs no read at sign-in).
 * Kept in process memory always, and in Redis too when REDIS_URL is set, so every instance
 * refuses the copy. When Redis is down, each instance still refuses what it recorded itself.
 */

export interface RevocableSession {
  sid?: string;
  /** Stable per user: a hash of role and phone (lib/proxy.ts, auth/complete). */
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

/** Ends one session everywhere: any copy of its cookie is refused from now on. */
export async function revokeSession(session: RevocableSession): Promise<void> {
  if (!session.sid) return;
  const now = Date.now();
  const ttl = Math.max(1000, Math.min(session.expiresAt - now, SESSION_COOKIE_MAX_MS));
  sweep(memory.sessions, now, (until) => until);
  memory.sessions.set(session.sid, now + ttl);
  const sid = session.sid;
  await withRedis('revocation', async (redis) => void (await redis.set(sessionKey(sid), '1', 'PX', ttl)), () => undefined);
}

/** "Выйти на всех устройствах": every session of this user signed in until now is refused. */
export async function revokeUser(session: RevocableSession): Promise<void> {
  await revokeSession(session);
  if (!session.uid) return;
  const now = Date.now();
  sweep(memory.users, now, (cutoff) => cutoff + SESSION_COOKIE_MAX_MS);
  memory.users.set(session.uid, now);
  const uid = session.uid;
  // No session outlives SESSION_COOKIE_MAX_MS, so neither does the cut-off.
  await withRedis('revocation', async (redis) => void (await redis.set(userKey(uid), String(now), 'PX', SESSION_COOKIE_MAX_MS)), () => undefined);
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
      const [ended, cutoff] = await redis.mget(sid ? sessionKey(sid) : 'bo:none', uid ? userKey(uid) : 'bo:none');
      if (ended) return true;
      return refusedBy(session, undefined, cutoff ? Number(cutoff) : undefined, now);
    },
    () => false,
  );
}

/** Tests start from a clean slate. */
export function forgetRevocationsForTests(): void {
  memory.sessions.clear();
  memory.users.clear();
}
