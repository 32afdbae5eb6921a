/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { decideRoute, sameOriginRefererPath } from '@/lib/server/session/route-guard';
import { safeNextPath } from '@/lib/server/session/safe-redirect';
import { refreshAndReturn } from '@/lib/server/session/routes';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { APP, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';
import { OPEN_REDIRECT_PAYLOADS } from './corpus';

/**
 * Every redirect the app makes, fed the open-redirect list: the place the browser ends up
 * (Location resolved against our origin, as a browser does) is always our own origin.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((_, res) =>
    sendJson(res, 200, { data: { access_token: `token-${Math.random()}`, token_type: 'Bearer', expires_in: 1000 } }),
  );
});
afterAll(() => upstream.close());
beforeEach(() => useUpstream(upstream.url));

/** Where a browser on our origin goes when it follows this Location. */
function landing(location: string | null): string {
  expect(location).toBeTruthy();
  // Browsers strip tabs and newlines from URLs before resolving them; so do we here.
  return new URL(location!.replace(/[\t\n\r]/g, ''), APP).origin;
}

describe('the `next` of a return path (safeNextPath)', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('keeps %j on our origin', (payload) => {
    expect(landing(safeNextPath(payload, '/'))).toBe(APP);
  });

  it('keeps a plain path of ours', () => {
    expect(safeNextPath('/orders?page=2', '/')).toBe('/orders?page=2');
  });
});

describe('/session/refresh?next=', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('returns to our origin for next=%j', async (payload) => {
    const cookie = await cookieFor(makeSession({ accessToken: `token-${Math.random()}` }));
    const response = await refreshAndReturn(
      new Request(`${APP}/session/refresh?next=${encodeURIComponent(payload)}`, { headers: { cookie } }),
    );
    expect(response.status).toBe(303);
    expect(landing(response.headers.get('location'))).toBe(APP);
  });

  it('returns to the page it was given', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: `token-${Math.random()}` }));
    const response = await refreshAndReturn(new Request(`${APP}/session/refresh?next=%2Forders%3Fpage%3D2`, { headers: { cookie } }));
    expect(response.headers.get('location')).toBe('/orders?page=2');
  });
});

describe('the guard sends a signed-in visitor "back to the previous path"', () => {
  const referers = [
    ...OPEN_REDIRECT_PAYLOADS.map((payload) => payload),
    ...OPEN_REDIRECT_PAYLOADS.map((payload) => `${APP}${payload.startsWith('/') ? '' : '/'}${payload}`),
    `${APP}//evil.example/orders`,
    `${APP}/shops//evil.example`,
    `${APP}/orders/..//evil.example`,
    `${APP.replace('http:', 'https:')}/orders`,
    'http://localhost:3000.evil.example/orders',
    'http://evil.example/http://localhost:3000/orders',
  ];

  it.each(referers)('decides a target on our origin for Referer %j', (referer) => {
    const decision = decideRoute({
      pathname: '/login',
      search: '',
      session: { isAdmin: false, step: 'done' },
      refererPath: sameOriginRefererPath(referer, APP),
    });
    expect(decision.action).toBe('redirect');
    if (decision.action === 'redirect') expect(landing(decision.to)).toBe(APP);
  });

  // Only what an HTTP client can send as a header value.
  const sendable = referers.filter((referer) => {
    try {
      new Headers({ referer });
      return true;
    } catch {
      return false;
    }
  });

  it.each(sendable)('middleware redirects to our origin for Referer %j', async (referer) => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await middleware(new NextRequest(`${APP}/login`, { headers: { cookie, referer } }));
    expect(response.status).toBe(307);
    expect(landing(response.headers.get('location'))).toBe(APP);
  });

  it('uses a same-origin Referer the visitor may open', async () => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await middleware(new NextRequest(`${APP}/login`, { headers: { cookie, referer: `${APP}/orders?page=2` } }));
    expect(response.headers.get('location')).toBe(`${APP}/orders?page=2`);
  });
});

describe('login', () => {
  it.each(OPEN_REDIRECT_PAYLOADS.slice(0, 8))('a signed-in visit to /login?next=%j stays on our origin', async (payload) => {
    const cookie = await cookieFor(makeSession({ accessToken: 'token-good' }));
    const response = await middleware(new NextRequest(`${APP}/login?next=${encodeURIComponent(payload)}`, { headers: { cookie } }));
    expect(landing(response.headers.get('location'))).toBe(APP);
  });
});
