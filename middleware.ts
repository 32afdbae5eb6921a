import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute, sameOriginRefererPath } from './lib/guard';
import { SESSION_COOKIE, unsealSession } from './lib/session';

/** The routing guard of §4. The proxy and static files are outside its matcher. */
export async function middleware(request: NextRequest) {
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await unsealSession(sealed);
  const { pathname, search, origin } = request.nextUrl;
  const decision = decideRoute({
    pathname,
    search,
    session: session && { isAdmin: session.isAdmin, step: session.user.step },
    refererPath: sameOriginRefererPath(request.headers.get('referer'), origin),
  });

  let response: NextResponse;
  if (decision.action === 'redirect') {
    // Targets are paths the guard built, resolved against our own origin.
    response = NextResponse.redirect(new URL(decision.to, origin));
  } else {
    // Server components cannot see the URL; loaders need it to come back after a refresh.
    const headers = new Headers(request.headers);
    headers.set('x-url', pathname + search);
    response = NextResponse.next({ request: { headers } });
  }
  // An unreadable or expired cookie is a signed-out visitor: drop it (§4 "cleared at start-up").
  if (sealed && !session) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!dashboard/v1/|_next/static|_next/image|favicon.ico|icon.svg|logo.svg|robots.txt|sitemap.xml).*)'],
};
