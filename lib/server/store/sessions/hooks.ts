import 'server-only';
import { SESSION_COOKIE_MAX_MS } from '../../../security-config';
import { logLine } from '../../runtime/log';
import { clientIp } from '../../security/request-info';
import type { SessionData } from '../../session/cookie';
import { knownTenantOf } from '../actor';
import { getStore, type Store } from '../db';
import { recordEnded, recordSeen, recordSignIn, recordUserEnded, type SessionRecord } from './queries';

/**
 * Where the sessions list is fed: the sign-in, every call or render with a session (its last-seen
 * time), and the sign-outs. None of these waits for the database: the write runs in the
 * background and a failure is logged, so a slow or absent store never delays a sign-in or a call.
 */

/** A request's headers, or a render's (`headers()` of next/headers). */
type RequestHeaders = Pick<Headers, 'get'>;

/** The last-seen time is written at most this often per session. */
export const SESSION_SEEN_INTERVAL_MS = 60_000;

// sid → when its last-seen time was last written, per process (the pages and the route handlers
// are bundled apart, so a module-level map could be two).
const SLOT = Symbol.for('backoffice.sessionsSeen');
const seen = ((globalThis as { [SLOT]?: Map<string, number> })[SLOT] ??= new Map<string, number>());
const MAX_KEPT = 10_000;

function markSeen(sid: string, now: number): void {
  seen.delete(sid);
  if (seen.size >= MAX_KEPT) seen.delete(seen.keys().next().value!);
  seen.set(sid, now);
}

/**
 * Jest runs the proxy's tests in parallel workers: without a store of their own they would all
 * open (and migrate) one file under ./data at once. A test that wants sessions recorded sets
 * DATA_DIR or DATABASE_URL.
 */
function storeWanted(): boolean {
  return process.env.NODE_ENV !== 'test' || !!process.env.DATA_DIR || !!process.env.DATABASE_URL;
}

function inBackground(event: string, write: (store: Store) => Promise<unknown>): Promise<void> {
  if (!storeWanted()) return Promise.resolve();
  return getStore()
    .then(write)
    .then(
      () => undefined,
      (error: unknown) => logLine('warn', event, { message: error instanceof Error ? error.message : String(error) }),
    );
}

/** '' when the address is unknown (a handler called without the server's stamp). */
function addressOf(headers: RequestHeaders): string {
  const ip = clientIp(headers as Headers);
  return ip === 'unknown' ? '' : ip;
}

function recordOf(session: SessionData, headers: RequestHeaders, now: number, ip?: string): SessionRecord | null {
  if (!session.sid || !session.uid) return null;
  const signedIn = new Date(session.issuedAt ?? now).toISOString();
  return {
    sid: session.sid,
    userKey: session.uid,
    role: session.isAdmin ? 'admin' : 'chief',
    tenant: knownTenantOf(session),
    userAgent: headers.get('user-agent') ?? '',
    address: ip === undefined ? addressOf(headers) : ip === 'unknown' ? '' : ip,
    signedInAt: signedIn,
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(session.expiresAt).toISOString(),
  };
}

/** A sign-in created this session. Returns the background write (tests wait for it). */
export function sessionSignedIn(session: SessionData, headers: RequestHeaders): Promise<void> {
  const now = Date.now();
  const record = recordOf(session, headers, now);
  if (!record) return Promise.resolve();
  markSeen(record.sid, now);
  return inBackground('session_record_failed', (store) => recordSignIn(store, record));
}

/**
 * The session was used (a proxied call, a page render): written at most once a minute per session.
 * `ip` is the client address when the caller already has it (clientIp of request-info.ts).
 */
export function sessionSeen(session: SessionData, headers: RequestHeaders, ip?: string): Promise<void> {
  const now = Date.now();
  if (!session.sid) return Promise.resolve();
  const last = seen.get(session.sid);
  if (last !== undefined && now - last < SESSION_SEEN_INTERVAL_MS) return Promise.resolve();
  const record = recordOf(session, headers, now, ip);
  if (!record) return Promise.resolve();
  markSeen(record.sid, now);
  return inBackground('session_seen_failed', (store) => recordSeen(store, record));
}

/** A logout ended this session. */
export function sessionEnded(session: Pick<SessionData, 'sid'>): Promise<void> {
  const sid = session.sid;
  if (!sid) return Promise.resolve();
  seen.delete(sid);
  return inBackground('session_end_failed', (store) => recordEnded(store, sid, new Date().toISOString()));
}

/** «Выйти на всех устройствах» ended every session of this user. */
export function userSessionsEnded(session: Pick<SessionData, 'uid'>): Promise<void> {
  const uid = session.uid;
  if (!uid) return Promise.resolve();
  return inBackground('session_end_failed', (store) => recordUserEnded(store, uid, new Date().toISOString()));
}

/**
 * How long the revocation of a session ended from the list must last: until its cookie could
 * have expired. A refresh may have extended the cookie since its row was last written, so the
 * longest any cookie lives is used rather than the row's expiry.
 */
export function revocationExpiry(now: number): number {
  return now + SESSION_COOKIE_MAX_MS;
}

/** Tests: a fresh process. */
export function forgetSeenSessionsForTests(): void {
  seen.clear();
}
