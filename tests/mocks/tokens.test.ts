/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const { chief, admin } = DEMO_ACCOUNTS;
const ME = '/dashboard/v1/chief/profile/me';
const REFRESH = '/dashboard/v1/chief/refresh';
const UNAUTHORIZED = { error: 'Необходима авторизация', data: {} };

const api = withTestUpstream();
afterEach(() => {
  delete process.env.DEMO_TOKEN_TTL_SECONDS;
});

describe('authenticated calls', () => {
  it('serve the profile with its company to a chief token', async () => {
    const token = await signIn(api, chief);
    const reply = await api.get(ME, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: 1,
      name: 'Анна Смирнова',
      email: 'anna@demo.ru',
      phone: '79161234567',
      step: 'done',
      company: { id: 1, name: 'Кофейня «Утро»', inn: '7704125834', city: 'Москва' },
    });
  });

  it('answer 401 without a token or with an unknown one', async () => {
    expect(await api.get(ME)).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await api.get(ME, 'f'.repeat(48))).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  it('answer 401 with an expired token, both by TTL and by /__demo/expire-tokens', async () => {
    const expired = { status: 401, body: { error: 'Срок действия токена истёк', data: {} } };

    process.env.DEMO_TOKEN_TTL_SECONDS = '0';
    const shortLived = await signIn(api, chief);
    expect(await api.get(ME, shortLived)).toEqual(expired);
    delete process.env.DEMO_TOKEN_TTL_SECONDS;

    const token = await signIn(api, chief);
    expect((await api.get(ME, token)).status).toBe(200);
    const expire = await api.post('/__demo/expire-tokens');
    expect(expire.body).toEqual({ expired: 1 });
    expect(await api.get(ME, token)).toEqual(expired);
  });

  it('answer 403 to a token of the other role', async () => {
    const forbidden = { status: 403, body: { error: 'Доступ запрещён', data: {} } };
    const chiefToken = await signIn(api, chief);
    expect(await api.get('/dashboard/v1/admin/companies', chiefToken)).toEqual(forbidden);
    const adminToken = await signIn(api, admin);
    expect(await api.get(ME, adminToken)).toEqual(forbidden);
  });
});

describe('GET chief/refresh', () => {
  it('trades an expired token for a new one and revokes the old', async () => {
    const old = await signIn(api, chief);
    await api.post('/__demo/expire-tokens');

    const reply = await api.get(REFRESH, old);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      data: { access_token: expect.stringMatching(/^[0-9a-f]{40,}$/), token_type: 'Bearer', expires_in: 1000 },
    });
    const fresh = reply.body.data.access_token as string;
    expect(fresh).not.toBe(old);

    expect((await api.get(ME, fresh)).status).toBe(200);
    expect(await api.get(ME, old)).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await api.get(REFRESH, old)).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  it('serves admin tokens too, keeping the role', async () => {
    const old = await signIn(api, admin);
    const reply = await api.get(REFRESH, old);
    expect(reply.status).toBe(200);
    const companies = await api.get('/dashboard/v1/admin/companies', reply.body.data.access_token);
    expect(companies.status).toBe(200);
  });

  it('answers 401 without a token and after logout, and counts every call', async () => {
    await api.request('DELETE', '/__demo/requests');
    expect(await api.get(REFRESH)).toEqual({ status: 401, body: UNAUTHORIZED });
    const token = await signIn(api, chief);
    await api.get('/dashboard/v1/chief/logout', token);
    expect((await api.get(REFRESH, token)).status).toBe(401);

    const log = await api.get('/__demo/requests');
    expect(log.body.refresh_calls).toBe(2);
  });
});
