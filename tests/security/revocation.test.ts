/** @jest-environment node */
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { endEverywhere, endSession } from '@/lib/server/session/routes';
import { SESSION_ENDED_HEADER } from '@/lib/api/session-ended';
import { userKeyOf } from '@/lib/server/session/revocation';
import { resetServerEnvForTests } from '@/lib/server/runtime/env';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { APP, browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

/**
 * An ended session stays ended. Without REDIS_URL the revocations live in this
 * process, so one instance still refuses a replayed copy of the cookie after a logout.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  // The upstream never revokes anything here: only the BFF's memory can refuse the copy.
  upstream = await startFakeUpstream((req, res) => sendJson(res, 200, { data: { ok: true } }));
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

let counter = 0;
const signedIn = (overrides: Parameters<typeof makeSession>[0] = {}) => {
  counter += 1;
  return makeSession({ accessToken: `token-${counter}`, sid: `sid-${counter}`, issuedAt: Date.now() - 1000, ...overrides });
};
const me = (cookie: string) => handleProxy(browserRequest('/dashboard/v1/chief/profile/me', { cookie }));
const ownPost = (path: string, cookie: string, site = 'same-origin') =>
  new Request(`${APP}${path}`, { method: 'POST', headers: { cookie, origin: APP, 'sec-fetch-site': site, host: 'localhost:3000' } });

describe('a copy of the cookie after the session ended', () => {
  it('logout: the copy is refused (401, session ended) and never reaches the upstream', async () => {
    const copy = await cookieFor(signedIn());
    expect((await me(copy)).status).toBe(200);
    expect((await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie: copy }))).status).toBe(200);
    upstream.seen.length = 0;
    const replay = await me(copy);
    expect(replay.status).toBe(401);
    expect(replay.headers.get(SESSION_ENDED_HEADER)).toBe('chief');
    expect(upstream.seen).toEqual([]);
  });

  it('logout refuses the copy even when the upstream is unreachable', async () => {
    useUpstream('http://127.0.0.1:9');
    const copy = await cookieFor(signedIn());
    expect((await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie: copy }))).status).toBe(502);
    process.env.API_BASE_URL = upstream.url;
    resetServerEnvForTests();
    expect((await me(copy)).status).toBe(401);
  });

  it('/session/end: the copy is refused', async () => {
    const copy = await cookieFor(signedIn());
    const end = await endSession(new Request(`${APP}/session/end`, { headers: { cookie: copy, 'sec-fetch-site': 'same-origin' } }));
    expect(end.status).toBe(303);
    expect((await me(copy)).status).toBe(401);
  });

  it('another session of the same user is not touched by a logout', async () => {
    const uid = userKeyOf('chief', '9161234567');
    const first = await cookieFor(signedIn({ uid }));
    const second = await cookieFor(signedIn({ uid }));
    await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie: first }));
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });
});

describe('"Выйти на всех устройствах" (/session/end-all)', () => {
  it('a same-origin POST ends every session of the user signed in until now, and only that user', async () => {
    const uid = userKeyOf('chief', '9161234567');
    const here = await cookieFor(signedIn({ uid }));
    const phone = await cookieFor(signedIn({ uid }));
    const someoneElse = await cookieFor(signedIn({ uid: userKeyOf('chief', '9217654321') }));
    const response = await endEverywhere(ownPost('/session/end-all', here));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await me(here)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(someoneElse)).status).toBe(200);
    // Signing in again afterwards works.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect((await me(await cookieFor(signedIn({ uid, issuedAt: Date.now() })))).status).toBe(200);
  });

  it('from another site it does nothing: a cross-site POST is 403, a GET shows a confirmation page', async () => {
    const uid = userKeyOf('chief', '9031112233');
    const cookie = await cookieFor(signedIn({ uid }));
    expect((await endEverywhere(ownPost('/session/end-all', cookie, 'cross-site'))).status).toBe(403);
    const get = await endEverywhere(new Request(`${APP}/session/end-all`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }));
    expect(get.status).toBe(200);
    expect(await get.text()).toContain('<form method="post" action="/session/end-all">');
    expect((await me(cookie)).status).toBe(200);
  });
});
