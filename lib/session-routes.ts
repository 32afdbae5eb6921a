import { guardRedirect } from './session-redirect';
import { refreshSession } from './refresh';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  isHttpsRequest,
  readCookie,
  sessionSetCookie,
  unsealSession,
} from './session';
import { paths } from './paths';
import { safeNextPath } from './safe-redirect';

/**
 * Route handlers a server render redirects through, because a render cannot write cookies:
 * refresh the token and return to the page, or end the session and go to the login page.
 */

export async function refreshAndReturn(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const session = await unsealSession(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  const secure = isHttpsRequest(request);
  if (!session) return guardRedirect(paths.login, clearSessionCookie({ secure }));
  const renewed = await refreshSession(session);
  if (!renewed) {
    return guardRedirect(session.isAdmin ? paths.adminLogin : paths.login, clearSessionCookie({ secure }));
  }
  const next = safeNextPath(url.searchParams.get('next'), session.isAdmin ? paths.adminCompanies : paths.home);
  return guardRedirect(next, await sessionSetCookie(renewed, { secure }));
}

export async function endSession(request: Request): Promise<Response> {
  const session = await unsealSession(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return guardRedirect(session?.isAdmin ? paths.adminLogin : paths.login, clearSessionCookie({ secure: isHttpsRequest(request) }));
}
