/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const CHIEF = '/dashboard/v1/chief';

const api = withTestUpstream();

const newcomer = {
  name: 'Ольга Васильева',
  email: 'olga@demo.ru',
  password: 'Olga_pass1',
  repeat_password: 'Olga_pass1',
  phone: '9265554433',
};

describe('POST registration', () => {
  it('answers 422 per field', async () => {
    const reply = await api.post(`${CHIEF}/registration`, {
      name: 'a@b.ru',
      email: DEMO_ACCOUNTS.chief.email,
      password: 'short',
      repeat_password: 'other',
      phone: '+7 916 123-45-67',
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      error: 'Ошибка валидации',
      data: {
        name: ['ФИО не может содержать адрес электронной почты'],
        email: ['Пользователь с таким E-mail уже зарегистрирован'],
        password: ['Пароль должен состоять из 8 символов, содержать буквы, цифры и спецсимволы'],
        repeat_password: ['Пароли должны совпадать'],
        phone: ['Поле "Телефон" должно содержать валидный номер'],
      },
    });
    const taken = await api.post(`${CHIEF}/registration`, { ...newcomer, phone: '9161234567' });
    expect(taken.body.data).toEqual({ phone: ['Пользователь с таким номером телефона уже зарегистрирован'] });
  });

  it('sends a code, and the confirmed user starts at step 1 without a company', async () => {
    const reply = await api.post(`${CHIEF}/registration`, newcomer);
    expect(reply.body).toEqual({ data: { message: 'Код подтверждения отправлен на номер 79265554433' } });

    // Unconfirmed registrations cannot sign in yet.
    expect((await api.post(`${CHIEF}/login`, { email: newcomer.email, password: newcomer.password })).status).toBe(404);

    const moved = await api.post(`${CHIEF}/registration/change-phone`, { old_phone: '9265554433', phone: '9267778899' });
    expect(moved.body).toEqual({ data: { message: 'Код подтверждения отправлен на номер 79267778899' } });

    const { code } = (await api.get('/__demo/codes/last?phone=9267778899')).body;
    const complete = await api.post(`${CHIEF}/auth/complete`, { phone: '9267778899', code });
    expect(complete.body.data.user).toEqual({ name: 'Ольга Васильева', step: '1' });

    const me = await api.get(`${CHIEF}/profile/me`, complete.body.data.access_token);
    expect(me.body.data).toMatchObject({ email: 'olga@demo.ru', phone: '79267778899', step: '1', company: null });
    const token = await signIn(api, { role: 'chief', ...newcomer, phone: '79267778899' });
    expect(token).toMatch(/^[0-9a-f]{40,}$/);
  });
});

describe('password recovery', () => {
  it('sends a link, then sets a new password once', async () => {
    expect((await api.post(`${CHIEF}/password-reset-link`, { email: 'x' })).status).toBe(422);
    expect((await api.post(`${CHIEF}/password-reset-link`, { email: 'nobody@demo.ru' })).status).toBe(404);
    const sent = await api.post(`${CHIEF}/password-reset-link`, { email: DEMO_ACCOUNTS.chief.email });
    expect(sent.body).toEqual({ data: { message: 'Письмо отправлено' } });

    const { token } = (await api.get(`/__demo/password-reset/last?email=${DEMO_ACCOUNTS.chief.email}`)).body;
    const mismatch = await api.post(`${CHIEF}/password-reset`, { token, password: 'New_pass1', password_confirmation: 'New_pass2' });
    expect(mismatch.body.data).toEqual({ password_confirmation: ['Пароли должны совпадать'] });

    const done = await api.post(`${CHIEF}/password-reset`, { token, password: 'New_pass1', password_confirmation: 'New_pass1' });
    expect(done.status).toBe(200);
    const reused = await api.post(`${CHIEF}/password-reset`, { token, password: 'New_pass1', password_confirmation: 'New_pass1' });
    expect(reused.status).toBe(422);

    const login = await api.post(`${CHIEF}/login`, { email: DEMO_ACCOUNTS.chief.email, password: 'New_pass1' });
    expect(login.status).toBe(200);
  });
});

describe('profile', () => {
  it('validates the step and creates the company on the first PATCH', async () => {
    const igor = await signIn(api, DEMO_ACCOUNTS.onboarding);
    const bad = await api.put(`${CHIEF}/profile/step`, { step: 'nope' }, igor);
    expect(bad.status).toBe(422);
    const next = await api.put(`${CHIEF}/profile/step`, { step: 3 }, igor);
    expect(next.body).toEqual({ data: { step: '3' } });

    const patch = await api.request('PATCH', `${CHIEF}/profile/company`, { body: { inn: '123', address: 'г. Москва, ул. Арбат, д. 1' }, token: igor });
    expect(patch.body.data).toEqual({ inn: ['Поле "ИНН" должно содержать 10 или 12 чисел'] });
    const saved = await api.request('PATCH', `${CHIEF}/profile/company`, { body: { address: 'г. Москва, ул. Арбат, д. 1' }, token: igor });
    expect(saved.body.data).toMatchObject({ id: 2, name: 'Цветочная лавка «Флокс»', address: 'г. Москва, ул. Арбат, д. 1' });
  });
});

describe('demo endpoints and unknown paths', () => {
  it('log /dashboard requests without the query in the path', async () => {
    await api.request('DELETE', '/__demo/requests');
    const token = await signIn(api, DEMO_ACCOUNTS.admin);
    await api.get('/dashboard/v1/admin/companies?page=2&search=%D0%B0', token);
    const log = await api.get('/__demo/requests');
    expect(log.body.refresh_calls).toBe(0);
    expect(log.body.requests.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual([
      'POST /dashboard/v1/admin/login',
      'POST /dashboard/v1/admin/auth/complete',
      'GET /dashboard/v1/admin/companies',
    ]);
    expect(log.body.requests[2]).toEqual({
      method: 'GET',
      path: '/dashboard/v1/admin/companies',
      query: { page: '2', search: 'а' },
      has_authorization: true,
      // Whose token it was (a short digest, never the token), so a test counts its own calls.
      user: 'admin@demo.ru',
      token_sha: expect.stringMatching(/^[0-9a-f]{12}$/),
      at: expect.any(String),
    });
  });

  it('answer 404 in the upstream envelope for unknown /dashboard paths', async () => {
    expect(await api.get('/dashboard/v1/chief/unknown')).toEqual({ status: 404, body: { error: 'Не найдено', data: {} } });
    expect((await api.get('/__demo/codes/last?phone=9000000000')).status).toBe(404);
  });
});
