import 'server-only';
import { guardRedirect } from './redirect';
import { refreshSession } from './refresh';
import { clearSessionCookie, isHttpsRequest, readSessionCookie, sessionSetCookie, unsealSession } from './cookie';
import { paths } from '../../paths';
import { ACCESS_DENIED, isOwnNavigation, isSameOriginRequest } from '../proxy/rules';
import { expectedOrigin } from '../security/request-info';
import { safeNextPath } from './safe-redirect';
import { revokeSession, revokeUser } from './revocation';
import { recordSessionEnd } from '../store/audit/hooks';
import { sessionEnded, userSessionsEnded } from '../store/sessions/hooks';

/**
 * Route handlers a server render redirects through, because a render cannot write cookies:
 * refresh the token and return to the page, or end the session and go to the login page.
 * They change state, so they act only on our own navigations (Sec-Fetch-Site same-origin or
 * none) and on same-origin POSTs; a link from another site gets a page with a button instead,
 * so another site cannot sign the user out or in by a link.
 */

const CONFIRM_TEXT = {
  refresh: { title: 'Продолжить работу', button: 'Продолжить' },
  end: { title: 'Выйти из панели управления?', button: 'Выйти' },
  endAll: { title: 'Выйти на всех устройствах?', button: 'Выйти на всех устройствах' },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page without scripts whose only way on is a same-origin POST the user makes. */
function confirmPage(kind: keyof typeof CONFIRM_TEXT, action: string): Response {
  const { title, button } = CONFIRM_TEXT[kind];
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><form method="post" action="${escapeHtml(action)}"><button type="submit">${button}</button></form></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}

const forbidden = () =>
  new Response(JSON.stringify({ error: ACCESS_DENIED, data: {} }), {
    status: 403,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
  });

/** Another site made this request: Fetch Metadata says so, or it carries an Origin that is not ours. */
function crossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== expectedOrigin(request.headers, request.url);
}

/** A person opening the address in a tab (a link or a redirect chain that began on another site). */
function documentNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  const dest = request.headers.get('sec-fetch-dest');
  return request.method === 'GET' && mode === 'navigate' && (dest === null || dest === 'document');
}

/**
 * null when the request may act; else the answer for a foreign one. Decided before the session
 * is looked at: a cross-site form POST arrives without the SameSite=Lax cookie, and answering it
 * like a signed-out visitor (clearing the cookie) would let any site sign our users out.
 */
function foreign(request: Request, kind: keyof typeof CONFIRM_TEXT, action: string): Response | null {
  if (request.method === 'POST') return isSameOriginRequest(request.headers, request.url) ? null : forbidden();
  // Another site's link gets a page with a button (a person is looking at it); whatever else
  // another site makes (images, frames, fetches) is refused.
  if (crossSite(request) && !documentNavigation(request)) return forbidden();
  return isOwnNavigation(request.headers, request.url) ? null : confirmPage(kind, action);
}

export async function refreshAndReturn(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const session = await unsealSession(readSessionCookie(request));
  const secure = isHttpsRequest(request);
  // Decided before the token is rotated: nothing after the refresh may fail.
  const next = safeNextPath(url.searchParams.get('next'), session?.isAdmin ? paths.adminCompanies : paths.home);
  const refused = foreign(request, 'refresh', `/session/refresh?next=${encodeURIComponent(next)}`);
  if (refused) return refused;
  if (!session) return guardRedirect(paths.login, clearSessionCookie({ secure }));
  const renewed = await refreshSession(session);
  if (!renewed) {
    return guardRedirect(session.isAdmin ? paths.adminLogin : paths.login, clearSessionCookie({ secure }));
  }
  return guardRedirect(next, await sessionSetCookie(renewed, { secure }));
}

export async function endSession(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const refused = foreign(request, 'end', `/session/end${url.search}`);
  if (refused) return refused;
  const session = await unsealSession(readSessionCookie(request));
  // A copy of the cookie must not outlive the logout, whether or not the upstream revoked the token.
  if (session) await revokeSession(session);
  if (session) recordSessionEnd(request, session, 'end');
  if (session) void sessionEnded(session);
  return guardRedirect(session?.isAdmin ? paths.adminLogin : paths.login, clearSessionCookie({ secure: isHttpsRequest(request) }));
}

/**
 * "Выйти на всех устройствах", for a user who suspects a stolen session: every session of this user signed in until now is
 * refused on every instance. Only a same-origin POST acts; a GET shows the confirmation page.
 */
export async function endEverywhere(request: Request): Promise<Response> {
  const refused = foreign(request, 'endAll', paths.endEverywhere) ?? (request.method === 'POST' ? null : confirmPage('endAll', paths.endEverywhere));
  if (refused) return refused;
  const session = await unsealSession(readSessionCookie(request));
  if (session) await revokeUser(session);
  if (session) recordSessionEnd(request, session, 'end-all');
  if (session) void userSessionsEnded(session);
  return guardRedirect(session?.isAdmin ? paths.adminLogin : paths.login, clearSessionCookie({ secure: isHttpsRequest(request) }));
}
