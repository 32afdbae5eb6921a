import 'server-only';
import type { Store } from '../db';

/**
 * The signed-in sessions a user can see and end («Активные сеансы»). A row is written at sign-in,
 * its last-seen time moved forward as the session is used, and `ended_at` set by a logout, by
 * «Выйти на всех устройствах» or by ending it from the list. Rows are keyed by the session's id
 * (`sid`) and belong to the user by `user_key` (the session's uid: one per role and phone), so
 * one user sees only their own sessions, whatever company they act for.
 */

export interface SessionRecord {
  sid: string;
  userKey: string;
  role: 'chief' | 'admin';
  /** The tenant read for the session (lib/server/store/actor.ts); null until known, and for an administrator. */
  tenant: string | null;
  userAgent: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** What the list shows and what ending a session needs. */
export interface OpenSession {
  sid: string;
  userAgent: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  /** ISO time; the revocation of an ended session lasts until then. */
  expiresAt: string | null;
}

/** Ended or expired rows are kept this long after, then removed at the user's next sign-in. */
export const ENDED_SESSION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

// Stored texts come from the browser: a user agent or an address of any length is cut.
const MAX_USER_AGENT = 512;
const MAX_ADDRESS = 64;

/** A new sign-in; also prunes this user's rows that ended (or expired) long ago. */
export async function recordSignIn(store: Store, record: SessionRecord): Promise<void> {
  await store
    .insertInto('user_sessions')
    .values(row(record))
    .onConflict((conflict) => conflict.column('sid').doNothing())
    .execute();
  const cutoff = new Date(Date.parse(record.signedInAt) - ENDED_SESSION_KEPT_MS).toISOString();
  await store
    .deleteFrom('user_sessions')
    .where('user_key', '=', record.userKey)
    .where((eb) => eb.or([eb('ended_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
    .execute();
}

/**
 * The session was used: its last-seen time, address and expiry move forward, and a tenant read
 * since the sign-in is filled in. A session unknown here (signed in before sessions were kept,
 * or whose sign-in write failed) is added; an ended one stays ended.
 */
export async function recordSeen(store: Store, record: SessionRecord): Promise<void> {
  await store
    .insertInto('user_sessions')
    .values(row(record))
    .onConflict((conflict) =>
      conflict
        .column('sid')
        .doUpdateSet((eb) => ({
          last_seen_at: eb.ref('excluded.last_seen_at'),
          address: eb.ref('excluded.address'),
          expires_at: eb.ref('excluded.expires_at'),
          tenant: eb.fn.coalesce('user_sessions.tenant', 'excluded.tenant'),
        }))
        .where('user_sessions.ended_at', 'is', null),
    )
    .execute();
}

/** Ends one session (a logout, or ended from the list). */
export async function recordEnded(store: Store, sid: string, at: string): Promise<void> {
  await store.updateTable('user_sessions').set({ ended_at: at }).where('sid', '=', sid).where('ended_at', 'is', null).execute();
}

/** Ends every open session of a user, but `except` (the one the user keeps). */
export async function recordUserEnded(store: Store, userKey: string, at: string, except?: string): Promise<string[]> {
  let query = store.updateTable('user_sessions').set({ ended_at: at }).where('user_key', '=', userKey).where('ended_at', 'is', null);
  if (except) query = query.where('sid', '!=', except);
  const ended = await query.returning('sid').execute();
  return ended.map((r) => r.sid);
}

/** The user's sessions that are neither ended nor expired at `now`, most recently used first. */
export async function listOpenSessions(store: Store, userKey: string, now: string): Promise<OpenSession[]> {
  const rows = await store
    .selectFrom('user_sessions')
    .select(['sid', 'user_agent', 'address', 'signed_in_at', 'last_seen_at', 'expires_at'])
    .where('user_key', '=', userKey)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('signed_in_at', 'desc')
    .execute();
  return rows.map(open);
}

function row(record: SessionRecord) {
  return {
    sid: record.sid,
    user_key: record.userKey,
    role: record.role,
    tenant: record.tenant,
    user_agent: record.userAgent.slice(0, MAX_USER_AGENT),
    address: record.address.slice(0, MAX_ADDRESS),
    signed_in_at: record.signedInAt,
    last_seen_at: record.lastSeenAt,
    expires_at: record.expiresAt,
    ended_at: null,
  };
}

function open(found: { sid: string; user_agent: string; address: string; signed_in_at: string; last_seen_at: string; expires_at: string | null }): OpenSession {
  return {
    sid: found.sid,
    userAgent: found.user_agent,
    address: found.address,
    signedInAt: found.signed_in_at,
    lastSeenAt: found.last_seen_at,
    expiresAt: found.expires_at,
  };
}
