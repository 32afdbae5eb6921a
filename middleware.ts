import { NextResponse, type NextRequest } from 'next/server';
import { CSP_HEADER, HSTS, NONCE_HEADER, contentSecurityPolicy, createNonce } from './lib/server/security/csp';
import { prerenderedPageCsp } from './lib/server/security/docs-csp';
import { classifyPath, decideRoute, sameOriginRefererPath } from './lib/server/session/route-guard';
import { clearSessionCookie, isHttpsRequest, sessionCookieName, unsealSession } from './lib/server/session/cookie';
import { STARTING_UP, acceptedBeforeStamp } from './lib/server/security/request-info';

/** The routing guard of §4 and the per-request CSP. The proxy and static files are outside its matcher. */
export async function middleware(request: NextRequest) {
  // Accepted before instrumentation installed the raw-request stamp: the client's address is unknown.
  if (acceptedBeforeStamp(request.headers)) {
    return new NextResponse(STARTING_UP, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' } });
  }
  const secure = isHttpsRequest(request);
  const cookieName = sessionCookieName(secure);
  const sealed = request.cookies.get(cookieName)?.value;
  const session = await unsealSession(sealed);
  const { pathname, search, origin } = request.nextUrl;
  const decision = decideRoute({
    pathname,
    search,
    session: session && { isAdmin: session.isAdmin, step: session.user.step },
    refererPath: sameOriginRefererPath(request.headers.get('referer'), origin),
  });

  // A prerendered docs page (or the 404) is served as built: no nonce, its scripts allowed by hash.
  const staticCsp =
    decision.action === 'next' && process.env.NODE_ENV === 'production'
      ? prerenderedPageCsp(pathname, { notFound: classifyPath(pathname) === 'unknown' })
      : null;
  const nonce = createNonce();
  const csp = staticCsp ?? contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development' });
  let response: NextResponse;
  if (staticCsp) {
    response = NextResponse.next();
  } else if (decision.action === 'redirect') {
    // Targets are paths the guard built; resolving one that starts with '//' would leave us.
    const target = new URL(decision.to, origin);
    response = NextResponse.redirect(target.origin === origin ? target : new URL('/', origin));
  } else {
    // Server components cannot see the URL; loaders need it to come back after a refresh.
    const headers = new Headers(request.headers);
    headers.set('x-url', pathname + search);
    // Next reads the nonce from the request's CSP and puts it on every script it renders.
    headers.set(NONCE_HEADER, nonce);
    headers.set(CSP_HEADER, csp);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set(CSP_HEADER, csp);
  if (secure) response.headers.set('strict-transport-security', HSTS);
  // An unreadable or expired cookie is a signed-out visitor: drop it (§4 "cleared at start-up").
  if (sealed && !session) response.headers.append('set-cookie', clearSessionCookie({ secure }));
  return response;
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!dashboard/v1/|_next/static|_next/image|favicon.ico|icon.svg|logo.svg|robots.txt|sitemap.xml).*)'],
};
