import 'server-only';
import type { SessionData } from '../session/cookie';
import { readCamelJson, upstreamFetch, upstreamUrl } from '../upstream/fetch';

/** Who does something through the BFF, as the store records and scopes it. */
export interface Actor {
  role: 'chief' | 'admin';
  /** Stable per user (the session's uid). */
  userKey: string | null;
  userName: string;
  /** The company a company user acts for; null for an administrator, or before onboarding made one. */
  companyId: number | null;
  sid: string | null;
}

// sid → company id, per process. Only a known company is kept: a user still in onboarding has
// none yet and is asked again next time.
const SLOT = Symbol.for('backoffice.sessionCompanies');
const companies = ((globalThis as { [SLOT]?: Map<string, number> })[SLOT] ??= new Map<string, number>());
const MAX_KEPT = 10_000;

/** The company of a company user's session, read once per session from the upstream's profile. */
export async function companyOf(session: SessionData): Promise<number | null> {
  if (session.isAdmin) return null;
  const kept = session.sid ? companies.get(session.sid) : undefined;
  if (kept !== undefined) return kept;
  try {
    const response = await upstreamFetch({
      method: 'GET',
      url: upstreamUrl('chief/profile/me'),
      headers: { accept: 'application/json', authorization: `${session.tokenType} ${session.accessToken}` },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return null;
    }
    const body = await readCamelJson<{ data?: { company?: { id?: unknown } | null; companyId?: unknown } }>(response);
    const id = Number(body?.data?.company?.id ?? body?.data?.companyId);
    if (!Number.isInteger(id) || id <= 0) return null;
    if (session.sid) {
      if (companies.size >= MAX_KEPT) companies.delete(companies.keys().next().value!);
      companies.set(session.sid, id);
    }
    return id;
  } catch {
    return null;
  }
}

export async function actorOf(session: SessionData): Promise<Actor> {
  return {
    role: session.isAdmin ? 'admin' : 'chief',
    userKey: session.uid ?? null,
    userName: session.user.name || (session.isAdmin ? 'Admin' : 'Пользователь'),
    companyId: await companyOf(session),
    sid: session.sid ?? null,
  };
}

/** The company already read for this session, without asking the upstream (null when not yet known). */
export function knownCompanyOf(session: Pick<SessionData, 'sid' | 'isAdmin'>): number | null {
  if (session.isAdmin || !session.sid) return null;
  return companies.get(session.sid) ?? null;
}
