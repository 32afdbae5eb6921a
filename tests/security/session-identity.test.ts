/** @jest-environment node */
import { guardAuthCall } from '@/lib/server/security/auth-guard';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { userKeyOf } from '@/lib/server/session/revocation';
import { unsealSession } from '@/lib/server/session/cookie';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, pendingCookieFor, useUpstream } from '../helpers/proxy-env';

/**
 * The session's revocation key names the user the upstream confirmed: the phone of the pending
 * sign-in (the one the password step's answer named), which the guard hands over as
 * `identity`, never the phone the browser put in the auth/complete body.
 */

jest.mock('@/lib/server/security/auth-guard', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/security/auth-guard')>('@/lib/server/security/auth-guard');
  return { ...actual, guardAuthCall: jest.fn(actual.guardAuthCall) };
});
const guard = jest.mocked(guardAuthCall);

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((_, res) =>
    sendJson(res, 200, { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, user: { name: 'Анна', step: 'done' } } }),
  );
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

async function complete(phone: string, cookie: string) {
  const response = await handleProxy(
    browserRequest('/dashboard/v1/chief/auth/complete', {
      method: 'POST',
      body: JSON.stringify({ phone, code: '12345' }),
      cookie,
      headers: { 'content-type': 'application/json' },
    }),
  );
  expect(response.status).toBe(200);
  const sealed = response.headers.getSetCookie().find((c) => c.startsWith('bo_session='))!.split(';')[0]!.slice('bo_session='.length);
  return (await unsealSession(sealed))!;
}

it('the session uid comes from the guard’s identity (the pending sign-in), not from the body’s phone', async () => {
  const cookie = await pendingCookieFor('chief', '79161234567');
  // The real guard: the identity is the pending sign-in's phone.
  expect((await complete('9161234567', cookie)).uid).toBe(userKeyOf('chief', '9161234567'));
  // Whatever the body says, the identity decides.
  guard.mockResolvedValueOnce({ identity: '9031112233' });
  expect((await complete('9161234567', cookie)).uid).toBe(userKeyOf('chief', '9031112233'));
  // No identity: no uid, rather than one taken from the browser.
  guard.mockResolvedValueOnce({});
  expect((await complete('9161234567', cookie)).uid).toBeUndefined();
});
