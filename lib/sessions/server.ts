import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { getStore, type Store } from '../server/store/db';
import { revocationExpiry } from '../server/store/sessions/hooks';
import { listOpenSessions, recordEnded, recordSeen, type OpenSession } from '../server/store/sessions/queries';
import { revokeSession } from '../server/session/revocation';
import { getSession } from '../server/session/get-session';
import { clientIp } from '../server/security/request-info';
import type { SessionData } from '../server/session/cookie';
import { knownTenantOf } from '../server/store/actor';
import { describeDevice } from './device';
import type { EndedSessions, SessionView } from './types';

/**
 * «Активные сеансы» on the server: the signed-in user's open sessions, and ending them. Only
 * the user's own sessions are ever read or ended (by the session's uid); ending one revokes it
 * like a logout does, so its cookie is refused on its next request, on every instance.
 */

/** The id the browser sees for a session: a digest, so no session id is written into a page. */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(`session-view:${sid}`).digest('base64url').slice(0, 22);
}

export const SESSION_NOT_FOUND = 'Сеанс не найден или уже завершён';
export const CURRENT_SESSION_ERROR = 'Этот сеанс завершается кнопкой «Выйти»';

export class SessionNotFound extends Error {}
export class CurrentSession extends Error {}

function view(row: OpenSession, current: string | undefined): SessionView {
  return {
    id: publicSessionId(row.sid),
    device: describeDevice(row.userAgent),
    address: row.address,
    signedInAt: row.signedInAt,
    lastSeenAt: row.lastSeenAt,
    current: row.sid === current,
  };
}

/**
 * This user's open sessions, the current one first. The current session is written first when
 * its row is not there yet (its sign-in write still running, or failed, or it predates the list).
 */
export async function sessionsOf(session: SessionData, requestHeaders: Pick<Headers, 'get'>, store?: Store): Promise<SessionView[]> {
  if (!session.uid || !session.sid) return [];
  const db = store ?? (await getStore());
  const now = new Date();
  let rows = await listOpenSessions(db, session.uid, now.toISOString());
  if (!rows.some((row) => row.sid === session.sid)) {
    const ip = clientIp(requestHeaders as Headers);
    await recordSeen(db, {
      sid: session.sid,
      userKey: session.uid,
      role: session.isAdmin ? 'admin' : 'chief',
      tenant: knownTenantOf(session),
      userAgent: requestHeaders.get('user-agent') ?? '',
      address: ip === 'unknown' ? '' : ip,
      signedInAt: new Date(session.issuedAt ?? now.getTime()).toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
    });
    rows = await listOpenSessions(db, session.uid, now.toISOString());
  }
  const views = rows.map((row) => view(row, session.sid));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

/** The page's reader: the sessions of whoever is signed in. */
export async function listMySessions(): Promise<SessionView[]> {
  const session = await getSession();
  if (!session) return [];
  return sessionsOf(session, await headers());
}

async function end(db: Store, row: OpenSession, now: number): Promise<void> {
  // Refused first (memory, and Redis when configured), then marked in the list.
  await revokeSession({ sid: row.sid, expiresAt: revocationExpiry(now) });
  await recordEnded(db, row.sid, new Date(now).toISOString());
}

/** Ends one other session of this user; `id` is the listed id. */
export async function endMySession(session: SessionData, id: string, store?: Store): Promise<EndedSessions> {
  if (!session.uid || !session.sid) throw new SessionNotFound();
  if (id === publicSessionId(session.sid)) throw new CurrentSession();
  const db = store ?? (await getStore());
  const now = Date.now();
  const rows = await listOpenSessions(db, session.uid, new Date(now).toISOString());
  const row = rows.find((candidate) => publicSessionId(candidate.sid) === id);
  if (!row) throw new SessionNotFound();
  await end(db, row, now);
  return { ended: 1 };
}

/** Ends every other open session of this user; the current one stays. */
export async function endMyOtherSessions(session: SessionData, store?: Store): Promise<EndedSessions> {
  if (!session.uid || !session.sid) return { ended: 0 };
  const db = store ?? (await getStore());
  const now = Date.now();
  const others = (await listOpenSessions(db, session.uid, new Date(now).toISOString())).filter((row) => row.sid !== session.sid);
  for (const row of others) await end(db, row, now);
  return { ended: others.length };
}
