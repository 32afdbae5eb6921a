/** @jest-environment node */
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { unsealSession } from '@/lib/server/session/cookie';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, pendingCookieFor, useUpstream } from '../helpers/proxy-env';

/**
 * A phone number alone opens nothing. send-code and auth/complete reach the
 * upstream only for the phone this browser's own password step (login or registration) got.
 */

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.endsWith('/login') || req.url.endsWith('/registration')) {
      return sendJson(res, 200, { data: { message: 'Код подтверждения отправлен на номер 79161234567' } });
    }
    if (req.url.endsWith('/auth/complete')) {
      return sendJson(res, 200, { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600, user: { name: 'Анна', step: 'done' } } });
    }
    sendJson(res, 200, { data: { message: 'Код отправлен' } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  upstream.seen.length = 0;
});

const post = (path: string, body: unknown, cookie?: string) =>
  handleProxy(browserRequest(path, { method: 'POST', body: JSON.stringify(body), cookie, headers: { 'content-type': 'application/json' } }));

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]!);

describe('without this browser’s password step: 403, and the upstream is not called', () => {
  it.each([
    ['chief', 'send-code', { phone: '9161234567' }],
    ['chief', 'auth/complete', { phone: '9161234567', code: '12345' }],
    ['admin', 'send-code', { phone: '9000000001' }],
    ['admin', 'auth/complete', { phone: '9000000001', code: '12345' }],
    ['chief', 'registration/change-phone', { oldPhone: '79161234567', phone: '79167654321' }],
  ])('%s/%s with no pending sign-in', async (role, call, body) => {
    const response = await post(`/dashboard/v1/${role}/${call}`, body);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('Сначала введите e-mail и пароль');
    expect(upstream.seen).toHaveLength(0);
  });

  it('a pending sign-in for another phone', async () => {
    const cookie = await pendingCookieFor('chief', '79161234567');
    expect((await post('/dashboard/v1/chief/auth/complete', { phone: '9169999999', code: '12345' }, cookie)).status).toBe(403);
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9169999999' }, cookie)).status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a company user’s pending sign-in used for the administrator', async () => {
    const cookie = await pendingCookieFor('chief', '79000000001');
    expect((await post('/dashboard/v1/admin/auth/complete', { phone: '9000000001', code: '12345' }, cookie)).status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a forged or foreign pending cookie', async () => {
    const forged = 'bo_pending=Fe26.2**forged';
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, forged)).status).toBe(403);
    // Sealed with another secret.
    useUpstream(upstream.url, { SESSION_SECRET: 'another-secret-that-is-long-enough-0123456789abcdef' });
    const other = await pendingCookieFor('chief', '79161234567');
    useUpstream(upstream.url);
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, other)).status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('after the password step', () => {
  it('login sets a 10-minute httpOnly pending cookie for the phone it was sent to, which opens the code step once', async () => {
    const response = await post('/dashboard/v1/chief/login', { email: 'anna@utro.ru', password: 'secret' });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('bo_pending='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=600/);
    const cookie = cookiePairs(response).join('; ');
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, cookie)).status).toBe(200);
    const complete = await post('/dashboard/v1/chief/auth/complete', { phone: '9161234567', code: '12345' }, cookie);
    expect(complete.status).toBe(200);
    // The code step is over: the pending cookie is cleared with the session cookie set.
    expect(complete.headers.getSetCookie().find((c) => c.startsWith('bo_pending='))).toMatch(/Max-Age=0/);
    // The session carries a random per-sign-in id.
    const sealed = complete.headers.getSetCookie().find((c) => c.startsWith('bo_session='))!.split(';')[0]!.slice('bo_session='.length);
    expect((await unsealSession(sealed))?.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('a failed login sets no pending cookie', async () => {
    upstream.seen.length = 0;
    const failing = await startFakeUpstream((_, res) => sendJson(res, 404, { error: 'Пользователь не найден', data: {} }));
    useUpstream(failing.url);
    const response = await post('/dashboard/v1/chief/login', { email: 'anna@utro.ru', password: 'wrong' });
    await failing.close();
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('bo_pending='))).toBe(false);
  });

  it('registration opens the code step for its phone; change-phone moves it to the new one', async () => {
    const registered = await post('/dashboard/v1/chief/registration', { name: 'А', email: 'a@b.ru', phone: '79161234567' });
    let cookie = cookiePairs(registered).join('; ');
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, cookie)).status).toBe(200);
    const moved = await post('/dashboard/v1/chief/registration/change-phone', { oldPhone: '79161234567', phone: '79167654321' }, cookie);
    expect(moved.status).toBe(200);
    cookie = cookiePairs(moved).join('; ');
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9167654321' }, cookie)).status).toBe(200);
    expect((await post('/dashboard/v1/chief/send-code', { phone: '9161234567' }, cookie)).status).toBe(403);
  });
});
