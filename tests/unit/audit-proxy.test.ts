/**
 * @jest-environment node
 *
 * What the proxy hands to the audit trail: a mutating call (JSON or multipart), its failure, the
 * sign-in, and nothing for a read. The row is made after the answer has left: the actor's
 * tenant (read once per session from the upstream) is looked up in the background.
 */
import type { AuditRow } from '@/lib/server/store/audit/recorder';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, pendingCookieFor, useUpstream } from '../helpers/proxy-env';

const recorded: Array<AuditRow | Promise<AuditRow>> = [];
jest.mock('@/lib/server/store/audit/recorder', () => ({ recordChange: (row: AuditRow | Promise<AuditRow>) => recorded.push(row) }));

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let upstream: Upstream;
let releaseProfile: () => void = () => undefined;
let profileHeld: Promise<void> = Promise.resolve();

beforeAll(async () => {
  upstream = await startFakeUpstream(async (req, res) => {
    if (req.url.startsWith('/dashboard/v1/chief/profile/me')) {
      await profileHeld;
      return sendJson(res, 200, { data: { name: 'Анна', company: { id: 5 } } });
    }
    if (req.url.startsWith('/dashboard/v1/chief/auth/complete')) {
      return sendJson(res, 200, { data: { access_token: 'tok-1', token_type: 'Bearer', expires_in: 1000, user: { name: 'Анна Смирнова', step: 'done' } } });
    }
    if (req.url.includes('/news/')) return sendJson(res, 422, { error: 'Заголовок обязателен', data: {} });
    sendJson(res, 200, { data: { id: 12 } });
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  useUpstream(upstream.url);
  recorded.length = 0;
});

const jsonCall = async (path: string, method: string, body: unknown, sid = 'sid-1') =>
  handleProxy(
    browserRequest(`/dashboard/v1/chief/${path}`, {
      method,
      cookie: await cookieFor(makeSession({ accessToken: 'token-good', sid, uid: 'user-1' })),
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify(body),
    }),
  );

it('records a change after answering: the actor, the label, the redacted fields, the outcome', async () => {
  profileHeld = new Promise((resolve) => (releaseProfile = resolve));
  const response = await jsonCall('banners/12', 'PUT', { title: 'Осенняя распродажа', isActive: true, contactPhone: '79161234567' }, 'sid-held');
  // The browser has its answer while the actor's company is still being looked up.
  expect(response.status).toBe(200);
  expect(recorded).toHaveLength(1);
  let settled = false;
  void Promise.resolve(recorded[0]).then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toBe(false);
  releaseProfile();
  const row = await recorded[0]!;
  expect(row).toMatchObject({
    tenant: 'company:5',
    user_key: 'user-1',
    user_name: 'Анна Смирнова',
    role: 'chief',
    session_id: 'sid-held',
    method: 'PUT',
    path: 'banners/12',
    resource_type: 'banners',
    resource_id: '12',
    label: 'Баннер «Осенняя распродажа»',
    status: 200,
    error: null,
    request_id: 'req-42',
  });
  expect(JSON.parse(row.fields!)).toEqual({ title: 'Осенняя распродажа', is_active: true, contact_phone: '***67' });
});

it('records a failure with the error of the answer', async () => {
  const response = await jsonCall('news/3', 'DELETE', {});
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ error: 'Заголовок обязателен', data: {} });
  expect(await recorded[0]!).toMatchObject({ resource_type: 'news', label: 'Новость №3', status: 422, error: 'Заголовок обязателен' });
});

it('records the field names of a multipart body, not its values', async () => {
  const form = new FormData();
  form.set('title', 'Осень');
  form.set('image', new Blob([Buffer.from([1, 2, 3])], { type: 'image/png' }), 'a.png');
  const encoded = new Response(form);
  await handleProxy(
    browserRequest('/dashboard/v1/chief/banners/12', {
      method: 'POST',
      cookie: await cookieFor(makeSession({ accessToken: 'token-good', sid: 'sid-1' })),
      headers: { 'content-type': encoded.headers.get('content-type')! },
      body: encoded.body,
    }),
  );
  const row = await recorded[0]!;
  expect(JSON.parse(row.fields!)).toEqual({ parts: ['title', 'image'] });
  expect(row.label).toBe('Баннер №12');
});

it('records the sign-in with the session it set, and nothing for a read', async () => {
  const cookie = await pendingCookieFor('chief', '79161234567');
  const response = await handleProxy(
    browserRequest('/dashboard/v1/chief/auth/complete', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: '{"phone":"9161234567","code":"12345"}' }),
  );
  expect(response.status).toBe(200);
  const row = await recorded[0]!;
  expect(row).toMatchObject({ user_name: 'Анна Смирнова', resource_type: 'session', label: 'Вход', status: 200, tenant: 'company:5' });
  expect(row.session_id).toEqual(expect.any(String));
  expect(JSON.parse(row.fields!)).toEqual({ phone: '***67', code: '[скрыто]' });

  recorded.length = 0;
  await handleProxy(browserRequest('/dashboard/v1/chief/banners', { cookie: await cookieFor(makeSession({ accessToken: 'token-good' })) }));
  expect(recorded).toEqual([]);
});
