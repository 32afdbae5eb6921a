/**
 * @jest-environment node
 *
 * «Активные сеансы» end to end on the server: the sign-in through the proxy records the session,
 * use writes the last-seen time at most once a minute, logouts end it; the own API lists only
 * the user's own sessions and ends one or all others through the revocation, so an ended
 * session's cookie is refused on its next request. Another user's session cannot be ended, and
 * a change must come from our own pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GET as listRoute } from '@/app/dashboard/own/sessions/route';
import { POST as endRoute } from '@/app/dashboard/own/sessions/[id]/end/route';
import { POST as endOthersRoute } from '@/app/dashboard/own/sessions/end-others/route';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { endEverywhere } from '@/lib/server/session/routes';
import { SESSION_COOKIE, unsealSession, type SessionData } from '@/lib/server/session/cookie';
import { userKeyOf } from '@/lib/server/session/revocation';
import { closeStore, getStore } from '@/lib/server/store/db';
import { SESSION_SEEN_INTERVAL_MS, forgetSeenSessionsForTests, sessionSeen, sessionSignedIn } from '@/lib/server/store/sessions/hooks';
import { publicSessionId } from '@/lib/sessions/server';
import type { SessionView } from '@/lib/sessions/types';
import { sendJson, startFakeUpstream } from '../helpers/fake-upstream';
import { APP, browserRequest, cookieFor, makeSession, pendingCookieFor, useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
const dataDir = mkdtempSync(join(tmpdir(), 'bo-own-sessions-'));
const savedDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.startsWith('/dashboard/v1/chief/auth/complete')) {
      return sendJson(res, 200, { data: { access_token: 'token-signed-in', token_type: 'Bearer', expires_in: 1000, user: { name: 'Анна', step: 'done' } } });
    }
    if (req.url.startsWith('/dashboard/v1/chief/profile/me')) return sendJson(res, 200, { data: { company: { id: 1 } } });
    return sendJson(res, 200, { data: { ok: true } });
  });
});
afterAll(async () => {
  upstream.close();
  await closeStore();
  rmSync(dataDir, { recursive: true, force: true });
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
});
beforeEach(() => {
  useUpstream(upstream.url);
  forgetSeenSessionsForTests();
});

let counter = 0;
const anna = userKeyOf('chief', '9161234567');
const boris = userKeyOf('chief', '9217654321');
function session(uid: string, overrides: Partial<SessionData> = {}): SessionData {
  counter += 1;
  return makeSession({ accessToken: `token-${counter}`, sid: `sid-${counter}-${uid.slice(0, 4)}`, uid, issuedAt: Date.now() - 1000, ...overrides });
}

/** Signs a session in as the proxy would record it, and waits for the write. */
async function signedIn(uid: string, userAgent = CHROME): Promise<{ data: SessionData; cookie: string }> {
  const data = session(uid);
  await sessionSignedIn(data, new Headers({ 'user-agent': userAgent }));
  return { data, cookie: await cookieFor(data) };
}

async function row(sid: string) {
  return (await getStore()).selectFrom('user_sessions').selectAll().where('sid', '=', sid).executeTakeFirst();
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const list = async (cookie: string) => {
  const response = await listRoute(browserRequest('/dashboard/own/sessions', { cookie, headers: { 'user-agent': CHROME } }));
  return { status: response.status, body: (await response.json()) as { data: SessionView[]; error?: string } };
};
const end = (id: string, cookie: string, headers: Record<string, string> = {}) =>
  endRoute(browserRequest(`/dashboard/own/sessions/${id}/end`, { method: 'POST', cookie, headers }), { params: Promise.resolve({ id }) });
const endOthers = (cookie: string) => endOthersRoute(browserRequest('/dashboard/own/sessions/end-others', { method: 'POST', cookie }));
const me = (cookie: string) => handleProxy(browserRequest('/dashboard/v1/chief/profile/me', { cookie }));

describe('recording', () => {
  it('the proxy’s sign-in records the session with its device, address and expiry', async () => {
    const response = await handleProxy(
      browserRequest('/dashboard/v1/chief/auth/complete', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
        body: '{"phone":"79161234567","code":"12345"}',
        cookie: await pendingCookieFor('chief', '79161234567'),
      }),
    );
    expect(response.status).toBe(200);
    const sealed = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
    const data = (await unsealSession(sealed))!;
    const stored = await until(() => row(data.sid!), Boolean);
    expect(stored).toMatchObject({
      user_key: anna,
      role: 'chief',
      user_agent: IPHONE,
      ended_at: null,
      signed_in_at: new Date(data.issuedAt!).toISOString(),
      expires_at: new Date(data.expiresAt).toISOString(),
    });
  });

  it('writes the last-seen time at most once a minute per session', async () => {
    const { data } = await signedIn(anna);
    const first = (await row(data.sid!))!.last_seen_at;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + 30_000);
      await sessionSeen(data, new Headers());
      expect((await row(data.sid!))!.last_seen_at).toBe(first);
      clock.mockReturnValue(now + SESSION_SEEN_INTERVAL_MS + 1000);
      await sessionSeen(data, new Headers());
      expect((await row(data.sid!))!.last_seen_at).toBe(new Date(now + SESSION_SEEN_INTERVAL_MS + 1000).toISOString());
    } finally {
      clock.mockRestore();
    }
  });

  it('a proxy logout ends the session; «Выйти на всех устройствах» ends every session of the user', async () => {
    const one = await signedIn(anna);
    await handleProxy(browserRequest('/dashboard/v1/chief/logout', { cookie: one.cookie }));
    expect((await until(() => row(one.data.sid!), (r) => !!r?.ended_at))?.ended_at).toEqual(expect.any(String));

    const here = await signedIn(boris);
    const there = await signedIn(boris);
    const answer = await endEverywhere(new Request(`${APP}/session/end-all`, { method: 'POST', headers: { cookie: here.cookie, origin: APP, host: 'localhost:3000', 'sec-fetch-site': 'same-origin' } }));
    expect(answer.status).toBe(303);
    expect((await until(() => row(there.data.sid!), (r) => !!r?.ended_at))?.ended_at).toEqual(expect.any(String));
    expect((await row(here.data.sid!))?.ended_at).toEqual(expect.any(String));
  });
});

describe('the own API', () => {
  it('lists the user’s open sessions, this one first and marked, and no other user’s', async () => {
    const laptop = await signedIn(anna);
    const phone = await signedIn(anna, IPHONE);
    const stranger = await signedIn(boris);
    const { status, body } = await list(laptop.cookie);
    expect(status).toBe(200);
    const ids = body.data.map((s) => s.id);
    expect(body.data[0]).toMatchObject({ id: publicSessionId(laptop.data.sid!), device: 'Chrome 131, Windows', current: true });
    expect(body.data.find((s) => s.id === publicSessionId(phone.data.sid!))).toMatchObject({ device: 'Safari, iPhone', current: false });
    expect(ids).not.toContain(publicSessionId(stranger.data.sid!));
    // The session's own id (the revocation key) never reaches the browser.
    expect(JSON.stringify(body)).not.toContain(laptop.data.sid!);
  });

  it('lists the current session even when its sign-in was never recorded', async () => {
    const data = session(anna);
    const { body } = await list(await cookieFor(data));
    expect(body.data[0]).toMatchObject({ id: publicSessionId(data.sid!), current: true, device: 'Chrome 131, Windows' });
  });

  it('ends another session of the user: refused on its next request, gone from the list', async () => {
    const here = await signedIn(anna);
    const other = await signedIn(anna, IPHONE);
    expect((await me(other.cookie)).status).toBe(200);
    const answer = await end(publicSessionId(other.data.sid!), here.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { ended: 1 } });
    expect((await me(other.cookie)).status).toBe(401);
    expect((await row(other.data.sid!))?.ended_at).toEqual(expect.any(String));
    expect((await list(here.cookie)).body.data.map((s) => s.id)).not.toContain(publicSessionId(other.data.sid!));
    expect((await me(here.cookie)).status).toBe(200);
  });

  it('refuses to end another user’s session, which keeps working', async () => {
    const mine = await signedIn(anna);
    const theirs = await signedIn(boris);
    const answer = await end(publicSessionId(theirs.data.sid!), mine.cookie);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: string }).error).toBe('Сеанс не найден или уже завершён');
    expect((await me(theirs.cookie)).status).toBe(200);
    expect((await row(theirs.data.sid!))?.ended_at).toBeNull();
  });

  it('refuses a change from another site, and leaves the session alone', async () => {
    const here = await signedIn(anna);
    const other = await signedIn(anna);
    const answer = await end(publicSessionId(other.data.sid!), here.cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect((await me(other.cookie)).status).toBe(200);
  });

  it('does not end the current session from the list, and answers 401 without a session', async () => {
    const here = await signedIn(anna);
    expect((await end(publicSessionId(here.data.sid!), here.cookie)).status).toBe(409);
    expect((await me(here.cookie)).status).toBe(200);
    expect((await list('')).status).toBe(401);
  });

  it('ends every other session of the user and keeps this one and other users’', async () => {
    const user = userKeyOf('chief', '9000000001');
    const here = await signedIn(user);
    const a = await signedIn(user);
    const b = await signedIn(user, IPHONE);
    const stranger = await signedIn(boris);
    const answer = await endOthers(here.cookie);
    expect(await answer.json()).toEqual({ data: { ended: 2 } });
    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(b.cookie)).status).toBe(401);
    expect((await me(here.cookie)).status).toBe(200);
    expect((await me(stranger.cookie)).status).toBe(200);
    expect((await list(here.cookie)).body.data.map((s) => s.current)).toEqual([true]);
  });
});
