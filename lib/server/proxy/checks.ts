import 'server-only';
import { KeyCollisionError, snakeizeSearchParams } from '../../format/case';
import { SESSION_ENDED_HEADER } from '../../api/session-ended';
import { STARTING_UP } from '../security/request-info';
import type { SessionData } from '../session/cookie';
import type { ProxyEntry } from './entry';
import {
  ACCESS_DENIED,
  ALLOWED_METHODS,
  METHOD_NOT_ALLOWED,
  MUTATING_METHODS,
  checkProxyPath,
  decideAccess,
  isAllowedMethod,
  isStateChangingGet,
  navigationAllowed,
  originAllowed,
  takesQuery,
  upstreamPath,
  type Role,
} from './rules';

/**
 * The proxy's checks (docs/architecture.md, "The request pipeline"): pure functions of the entry
 * value, in the order `checkEntry` runs them. Each either refuses (status, Russian text, headers)
 * or hands on what it learned; nothing here reads a header or does I/O.
 */

export const BAD_PATH = 'Некорректный адрес запроса';
export const QUERY_NOT_TAKEN = 'Некорректный запрос: параметры в адресе не принимаются, данные передаются в теле запроса';

export interface Refusal {
  status: number;
  error: string;
  headers?: Record<string, string>;
  /**
   * Which checks it failed: `request` ones (the call is malformed or foreign, the session is not
   * looked at) or `access` (who may make it); a session counts as seen from `access` on.
   */
  stage: 'request' | 'access';
}

/** What the checks let through: the upstream call to make. */
export interface CheckedCall {
  method: string;
  /** Decoded once (what the upstream routes on); `lower` for the deny rules. */
  segments: string[];
  lower: string[];
  role: Role;
  /** Path relative to /dashboard/v1, each segment encoded once (rules.ts, upstreamPath). */
  path: string;
  /** The canonical query: snake_case names, each once. */
  query: URLSearchParams;
  /** The session whose token goes upstream: none on a public auth call, even when one exists. */
  session: SessionData | null;
  /** GET …/logout: answered here whether or not a session exists. */
  isLogout: boolean;
}

export type Checked = { ok: true; call: CheckedCall } | { ok: false; refusal: Refusal };

const refuse = (status: number, error: string, headers?: Record<string, string>, stage: Refusal['stage'] = 'request'): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { status, error, stage, ...(headers ? { headers } : {}) },
});

/** The refusal of a request with two names that become one upstream (see KeyCollisionError). */
export function collisionMessage(error: Pick<KeyCollisionError, 'key' | 'where'>): string {
  // The name is the browser's own input: shown, but not at any length.
  const name = error.key.length > 64 ? `${error.key.slice(0, 64)}…` : error.key;
  return error.where === 'parameter'
    ? `Некорректный запрос: параметр «${name}» указан дважды`
    : `Некорректный запрос: поле «${name}» указано дважды`;
}

/** 1. Without the server's stamp the peer and the raw target are unknown: not served. */
export function checkStamp(entry: Pick<ProxyEntry, 'startingUp'>): Refusal | null {
  return entry.startingUp ? refuse(503, STARTING_UP, { 'retry-after': '1' }).refusal : null;
}

/** 2. The methods the proxy answers. */
export function checkMethod(entry: Pick<ProxyEntry, 'method'>): Refusal | null {
  return isAllowedMethod(entry.method) ? null : refuse(405, METHOD_NOT_ALLOWED, { allow: ALLOWED_METHODS }).refusal;
}

/** 3. The raw target's path (rules.ts, checkProxyPath): its segments, or 400 (403 for a refresh in disguise). */
export function checkPath(entry: Pick<ProxyEntry, 'rawPath'>): { segments: string[]; lower: string[] } | Refusal {
  const checked = checkProxyPath(entry.rawPath);
  if (checked.ok) return { segments: checked.segments, lower: checked.lower };
  return checked.status === 403 ? refuse(403, ACCESS_DENIED).refusal : refuse(400, BAD_PATH).refusal;
}

/**
 * 4. The query the upstream receives: names in snake_case, each once (400 otherwise), and none
 * at all on a call that takes a body (rules.ts, takesQuery), which the later checks read whole.
 */
export function checkQuery(entry: Pick<ProxyEntry, 'method' | 'search' | 'searchParams'>): URLSearchParams | Refusal {
  if (entry.search !== '' && !takesQuery(entry.method)) return refuse(400, QUERY_NOT_TAKEN).refusal;
  try {
    return snakeizeSearchParams(entry.searchParams);
  } catch (error) {
    if (error instanceof KeyCollisionError) return refuse(400, collisionMessage(error)).refusal;
    throw error;
  }
}

/**
 * 5. Cross-site requests: a mutating call must come from our own origin, and a GET that acts
 * (sign out, call the manager) from our own page or a typed address.
 */
export function checkSite(entry: Pick<ProxyEntry, 'method' | 'origin' | 'fetchSite' | 'referer' | 'expectedOrigin'>, lower: string[]): Refusal | null {
  if (MUTATING_METHODS.has(entry.method) && !originAllowed(entry)) return refuse(403, ACCESS_DENIED).refusal;
  if (isStateChangingGet(entry.method, lower) && !navigationAllowed(entry)) return refuse(403, ACCESS_DENIED).refusal;
  return null;
}

/** 6. Who may make the call (rules.ts, decideAccess); a logout is answered even signed out. */
export function checkAccess(
  entry: Pick<ProxyEntry, 'method' | 'session'>,
  path: { segments: string[]; lower: string[] },
): { role: Role; session: SessionData | null; isLogout: boolean } | Refusal {
  const { method, session } = entry;
  const isLogout = method === 'GET' && path.lower.length === 2 && path.lower[1] === 'logout';
  const access = decideAccess(method, path.segments, session, path.lower);
  if (access.kind === 'deny' && !(isLogout && access.status === 401)) {
    return refuse(access.status, access.error, access.status === 401 ? { [SESSION_ENDED_HEADER]: access.role } : undefined, 'access').refusal;
  }
  // Public auth calls carry no token, even when a session exists.
  return { role: access.role, session: access.kind === 'session' ? session : null, isLogout };
}

const refused = (value: object): value is Refusal => 'stage' in value;

/** Every check in order; the first refusal wins. */
export function checkEntry(entry: ProxyEntry): Checked {
  const early = checkStamp(entry) ?? checkMethod(entry);
  if (early) return { ok: false, refusal: early };
  const path = checkPath(entry);
  if (refused(path)) return { ok: false, refusal: path };
  const query = checkQuery(entry);
  if (refused(query)) return { ok: false, refusal: query };
  const site = checkSite(entry, path.lower);
  if (site) return { ok: false, refusal: site };
  const access = checkAccess(entry, path);
  if (refused(access)) return { ok: false, refusal: access };
  return {
    ok: true,
    call: { method: entry.method, segments: path.segments, lower: path.lower, path: upstreamPath(path.segments), query, ...access },
  };
}
