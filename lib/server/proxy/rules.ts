import 'server-only';

/**
 * Pure rules of the BFF proxy (docs/architecture.md): which paths are well
 * formed, which calls a visitor may make, and which headers cross the boundary.
 */

export type Role = 'chief' | 'admin';

export const PROXY_PREFIX = '/dashboard/v1/';

import { expectedOrigin } from '../security/request-info';

/**
 * `segments` decoded once (what the upstream will route on); `lower` for the deny rules.
 * A refused path is 400, or 403 when the segment refused names the refresh call.
 */
export type PathCheck = { ok: true; segments: string[]; lower: string[] } | { ok: false; reason: string; status?: 403 };

/**
 * Whether a name (decoded, compatibility-normalised, lower case) may reach the refresh call:
 * 'refresh' itself, or 'refresh' followed by anything but a letter or digit ('refresh.json',
 * 'refresh;x', 'refresh_token'), which frameworks route as a format suffix, a path parameter
 * or a sibling of it.
 */
export function isRefreshLike(name: string): boolean {
  return /^refresh(?![\p{L}\p{N}])/u.test(name);
}

function decodedLeniently(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// Encoded dot, slash and backslash would let a path climb or split after decoding upstream;
// an encoded '%' is the same trick one decoding later.
const ENCODED_TRAVERSAL = /%(2e|2f|5c|25)/i;
// C0 controls, DEL, and their percent-encoded forms.
const CONTROL = /[\u0000-\u001f\u007f]|%(0[0-9a-f]|1[0-9a-f]|7f)/i;
// A '%' that does not start a valid escape ('%u002e', '%%2e', '%G0') is decoded differently by
// different servers.
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i;
// Decoded: C1 controls and Unicode line breaks, which some servers treat as separators.
const DECODED_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Whether one raw segment, once decoded (and compatibility-normalised, as some servers do: a
 * fullwidth '．' becomes '.'), is still one plain name: no dots-only name, no separator, no
 * scheme, no path parameter (Tomcat reads '..;' as '..').
 */
function segmentProblem(raw: string): string | null {
  if (BAD_ESCAPE.test(raw)) return 'malformed percent escape';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Overlong or broken UTF-8 ('%c0%ae'): some decoders turn it into a dot.
    return 'invalid UTF-8 escape';
  }
  const normal = decoded.normalize('NFKC');
  if (DECODED_CONTROL.test(normal)) return 'control character';
  if (/^[\s.]*$/.test(normal)) return 'dot segment';
  if (/[/\\;]/.test(normal)) return 'separator inside a segment';
  if (/^[a-z][a-z0-9+.-]*:/i.test(normal)) return 'absolute URL';
  return null;
}

/**
 * Splits a request path under /dashboard/v1/ into segments, refusing anything that could
 * reach a different upstream path than the one it names.
 */
export function checkProxyPath(rawPath: string): PathCheck {
  if (!rawPath.startsWith(PROXY_PREFIX)) return { ok: false, reason: 'outside /dashboard/v1' };
  const rest = rawPath.slice(PROXY_PREFIX.length);
  if (rest === '') return { ok: false, reason: 'empty path' };
  if (rest.includes('\\')) return { ok: false, reason: 'backslash' };
  if (CONTROL.test(rest)) return { ok: false, reason: 'control character' };
  if (ENCODED_TRAVERSAL.test(rest)) return { ok: false, reason: 'encoded dot, slash, backslash or percent' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(rest) || rest.startsWith('/')) return { ok: false, reason: 'absolute URL or //' };
  const raw = rest.split('/');
  // A trailing slash is tolerated; any other empty segment is a `//`.
  if (raw[raw.length - 1] === '') raw.pop();
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === '') return { ok: false, reason: '//' };
    const problem = segmentProblem(segment);
    if (problem) {
      if (isRefreshLike(decodedLeniently(segment).normalize('NFKC').trim().toLowerCase())) return { ok: false, reason: `refresh: ${problem}`, status: 403 };
      return { ok: false, reason: problem };
    }
    segments.push(decodeURIComponent(segment));
  }
  return { ok: true, segments, lower: segments.map((segment) => segment.normalize('NFKC').trim().toLowerCase()) };
}

/** The upstream path: each decoded segment encoded once more, the same way whatever the browser sent. */
export function upstreamPath(segments: string[]): string {
  return segments.map(encodeURIComponent).join('/');
}

/**
 * The auth namespace is an allowlist (§7 Auth): a path whose first name is one of these, in any
 * spelling, is forwarded only when it is exactly one of the calls below with its method.
 * 'refresh' answers with a token and is never forwarded.
 */
const AUTH_NAMES = new Set(['login', 'auth', 'send-code', 'registration', 'password-reset-link', 'password-reset', 'logout', 'refresh']);
const AUTH_CALLS: Record<Role, Record<string, string>> = {
  chief: {
    login: 'POST',
    'auth/complete': 'POST',
    'send-code': 'POST',
    registration: 'POST',
    'registration/change-phone': 'POST',
    'password-reset-link': 'POST',
    'password-reset': 'POST',
    logout: 'GET',
  },
  admin: { login: 'POST', 'auth/complete': 'POST', 'send-code': 'POST', logout: 'GET' },
};

/** Calls a signed-out visitor may make (§7 auth); all of them are POST. */
const PUBLIC_AUTH_CALLS: Record<Role, readonly string[]> = {
  chief: [
    'login',
    'auth/complete',
    'send-code',
    'registration',
    'registration/change-phone',
    'password-reset-link',
    'password-reset',
  ],
  admin: ['login', 'auth/complete', 'send-code'],
};

export type Access =
  | { kind: 'public'; role: Role }
  | { kind: 'session'; role: Role }
  | { kind: 'deny'; status: 401 | 403; role: Role; error: string };

export const ACCESS_DENIED = 'Доступ запрещён';
export const SIGNED_OUT = 'Сессия истекла. Войдите снова';

function pathRole(segments: string[]): Role | null {
  if (segments[0] === 'chief' || segments[0] === 'media') return 'chief';
  if (segments[0] === 'admin') return 'admin';
  return null;
}

export function isPublicAuthCall(role: Role, method: string, segments: string[]): boolean {
  return method === 'POST' && PUBLIC_AUTH_CALLS[role].includes(segments.slice(1).join('/'));
}

/**
 * Who may make this call. The role prefix is decided by the session, never by the path:
 * a chief session reaches chief/* and media, an admin session admin/*.
 */
export function decideAccess(
  method: string,
  segments: string[],
  session: { isAdmin: boolean } | null,
  lower: string[] = segments.map((segment) => segment.toLowerCase()),
): Access {
  const role = pathRole(lower);
  if (!role || lower[0] !== segments[0]) {
    return { kind: 'deny', status: 403, role: session?.isAdmin ? 'admin' : 'chief', error: ACCESS_DENIED };
  }
  // The refresh call answers with a token: only the BFF itself may make it, in no spelling.
  if (lower.some(isRefreshLike)) return { kind: 'deny', status: 403, role, error: ACCESS_DENIED };
  if (AUTH_NAMES.has(lower[1] ?? '')) {
    const tail = segments.slice(1).join('/');
    if (segments[0] === 'media' || AUTH_CALLS[role][tail] !== method) return { kind: 'deny', status: 403, role, error: ACCESS_DENIED };
  }
  if (segments[0] !== 'media' && isPublicAuthCall(role, method, segments)) return { kind: 'public', role };
  if (!session) return { kind: 'deny', status: 401, role, error: SIGNED_OUT };
  const sessionRole: Role = session.isAdmin ? 'admin' : 'chief';
  if (sessionRole !== role) return { kind: 'deny', status: 403, role: sessionRole, error: ACCESS_DENIED };
  return { kind: 'session', role };
}

export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a call may carry a query string. POST, PUT and PATCH take their fields in the body
 * alone: a receiver that reads a field from the body or the address alike (most frameworks
 * merge them) would act on a value that the checks reading the body — the auth guard's phone
 * and e-mail, the audit trail's fields — never saw. GET and DELETE keep theirs (`media?uuid=`).
 */
export function takesQuery(method: string): boolean {
  return method !== 'POST' && method !== 'PUT' && method !== 'PATCH';
}

/**
 * Methods the server answers (Next adds HEAD and OPTIONS to a route's own); TRACE and any
 * other method are 405 with this list as `Allow`, at the socket (raw-request-hook.ts) and here.
 */
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
export const METHOD_NOT_ALLOWED = 'Метод запроса не поддерживается';
const ALLOWED = new Set(ALLOWED_METHODS.split(', '));

export function isAllowedMethod(method: string): boolean {
  return ALLOWED.has(method);
}

/**
 * CSRF check for mutating calls: the browser must say the request comes from our own origin.
 * Origin must equal the origin the browser addressed (scheme, host and port; X-Forwarded-*
 * only with TRUST_PROXY); Sec-Fetch-Site, when sent, must be same-origin.
 */
export function isSameOriginRequest(headers: Headers, url?: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  const origin = headers.get('origin');
  // The expected origin is worked out only when the answer depends on it.
  if ((fetchSite && fetchSite !== 'same-origin') || !origin) return originAllowed({ fetchSite, origin, expectedOrigin: null });
  return originAllowed({ fetchSite, origin, expectedOrigin: expectedOrigin(headers, url) });
}

/** The same rule on what a request says and the origin it addressed (the proxy's entry value). */
export function originAllowed(call: { fetchSite: string | null; origin: string | null; expectedOrigin: string | null }): boolean {
  const site = call.fetchSite;
  if (site && site !== 'same-origin') return false;
  const origin = call.origin;
  if (!origin) return site === 'same-origin';
  if (!call.expectedOrigin || origin === 'null') return false;
  return origin === call.expectedOrigin;
}

/**
 * GETs that change state (sign out, call the manager) and the session routes must not run from
 * another site's link or form: Sec-Fetch-Site must be same-origin, or 'none' (typed address,
 * bookmark). Browsers without Fetch Metadata fall back to SameSite=Lax, which sends the cookie
 * on a top-level navigation, so a missing header is allowed only without a foreign Referer.
 */
export function isOwnNavigation(headers: Headers, url?: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  const referer = headers.get('referer');
  if (fetchSite || !referer) return navigationAllowed({ fetchSite, referer, expectedOrigin: null });
  return navigationAllowed({ fetchSite, referer, expectedOrigin: expectedOrigin(headers, url) });
}

/** The same rule on what a request says and the origin it addressed (the proxy's entry value). */
export function navigationAllowed(call: { fetchSite: string | null; referer: string | null; expectedOrigin: string | null }): boolean {
  const site = call.fetchSite;
  if (site) return site === 'same-origin' || site === 'none';
  const referer = call.referer;
  if (!referer) return true;
  try {
    return new URL(referer).origin === call.expectedOrigin;
  } catch {
    return false;
  }
}

/** §7 calls that act on a GET: sign out, and the call-manager request. */
export function isStateChangingGet(method: string, lower: string[]): boolean {
  const tail = lower.slice(1).join('/');
  return method === 'GET' && (tail === 'logout' || tail === 'application/call-for-help');
}

/** Request headers that may go upstream; everything else (Cookie, Host, X-Forwarded-*...) stays. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent', 'x-request-id'];

/** Response headers that may come back; never Set-Cookie. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-language',
  'etag',
  'last-modified',
  'retry-after',
  'x-request-id',
];

export function pickRequestHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers.get(name);
    if (value) result[name] = value;
  }
  return result;
}

export function pickResponseHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const result = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') result.set(name, value);
  }
  return result;
}
