/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream, type Client } from './helpers';

const CHIEF = '/dashboard/v1/chief';
const api = withTestUpstream();

/** A confirmed new user without a company yet; returns the token. */
async function newcomer(client: Client): Promise<string> {
  const account = {
    role: 'chief' as const,
    name: 'Ольга Васильева',
    email: 'olga@demo.ru',
    password: 'Olga_pass1',
    phone: '79265554433',
  };
  const { role: _role, ...fields } = account;
  await client.post(`${CHIEF}/registration`, { ...fields, repeat_password: account.password });
  const { code } = (await client.get(`/__demo/codes/last?phone=${account.phone}`)).body;
  const complete = await client.post(`${CHIEF}/auth/complete`, { phone: '9265554433', code });
  return complete.body.data.access_token as string;
}

describe('GET application', () => {
  it('answers the main data of the company app', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get(`${CHIEF}/application`, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      app_uuid: '3f6c1a52-8d0e-4c7b-9a41-2b7e5d1f0c11',
      company_name: 'Кофейня «Утро»',
      icon_name: 'Утро',
      colors: { primary: '#6B3E26', gradient2: '#B9794A' },
      state: 'published',
      auth_type: 'phone',
      two_factor: false,
      has_delivery: true,
      app_store_url: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
      google_play_url: expect.stringMatching(/^https:\/\/play\.google\.com\//),
      qr_code: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });

  it('hides the store links of an app that is not published', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.onboarding);
    const { data } = (await api.get(`${CHIEF}/application`, token)).body;
    expect(data).toMatchObject({ company_name: 'Флокс', state: 'draft', app_store_url: null, google_play_url: null });
  });

  it('needs a company first and a token always', async () => {
    const token = await newcomer(api);
    expect(await api.get(`${CHIEF}/application`, token)).toEqual({
      status: 422,
      body: { error: 'Сначала заполните данные компании', data: {} },
    });
    expect((await api.get(`${CHIEF}/application`)).status).toBe(401);
  });

  it('creates a draft app with the company, named after it', async () => {
    const token = await newcomer(api);
    const company = await api.request('PATCH', `${CHIEF}/profile/company`, {
      body: { name: 'Чайная «Самовар»', inn: '7104012345' },
      token,
    });
    expect(company.status).toBe(200);
    const { data } = (await api.get(`${CHIEF}/application`, token)).body;
    expect(data).toMatchObject({ company_name: 'Чайная «Самовар»', state: 'draft', auth_type: 'phone' });
    expect(data.app_uuid).toMatch(/^[0-9a-f-]{36}$/);
    // The same app on the next read.
    expect((await api.get(`${CHIEF}/application`, token)).body.data.app_uuid).toBe(data.app_uuid);
  });
});

describe('PUT application/main and application/auth', () => {
  it('changes the given fields and keeps the others', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.onboarding);
    const reply = await api.put(
      `${CHIEF}/application/main`,
      { icon_name: 'Флокс', splash_screen_text: 'Цветы с доставкой', colors: { primary: '#a0c', text: '#111111' } },
      token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      company_name: 'Флокс',
      splash_screen_text: 'Цветы с доставкой',
      colors: { primary: '#A0C', text: '#111111', secondary: '#F4A6C6' },
    });
    expect((await api.get(`${CHIEF}/application`, token)).body.data.colors.primary).toBe('#A0C');
  });

  it('answers 422 per field: required names, lengths, HEX colours, flags', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.onboarding);
    const reply = await api.put(
      `${CHIEF}/application/main`,
      {
        company_name: ' ',
        icon_name: 'Очень длинная подпись под иконкой приложения',
        colors: { primary: 'red', gradient1: '#12345' },
        has_delivery: 'yes',
      },
      token,
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      error: 'Ошибка валидации',
      data: {
        company_name: ['Поле "Название в приложении" является обязательным'],
        icon_name: ['Поле "Подпись под иконкой" должно быть не длиннее 30 символов'],
        'colors.primary': ['Цвет должен соответствовать HEX формату'],
        'colors.gradient1': ['Цвет должен соответствовать HEX формату'],
        has_delivery: ['Значение должно быть логическим'],
      },
    });
  });

  it('sets the authorisation type and two-factor sign-in', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.onboarding);
    const reply = await api.put(`${CHIEF}/application/auth`, { auth_type: 'phone', two_factor: true }, token);
    expect(reply.body.data).toMatchObject({ auth_type: 'phone', two_factor: true });

    const missing = await api.put(`${CHIEF}/application/auth`, {}, token);
    expect(missing.body.data).toEqual({ auth_type: ['Поле "Тип авторизации" является обязательным'] });
    const wrong = await api.put(`${CHIEF}/application/auth`, { auth_type: 'vk', two_factor: 'on' }, token);
    expect(wrong.body.data).toEqual({
      auth_type: ['Выберите тип авторизации: по телефону или по E-mail'],
      two_factor: ['Значение должно быть логическим'],
    });
  });
});

describe('GET application/download (public)', () => {
  it('answers without a token, by company id or app uuid', async () => {
    const byId = await api.get(`${CHIEF}/application/download?company=1`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      company_name: 'Кофейня «Утро»',
      app_name: 'Кофейня «Утро»',
      state: 'published',
      app_store_url: expect.any(String),
      google_play_url: expect.any(String),
      download_url: 'https://apps.demo.ru/download/3f6c1a52-8d0e-4c7b-9a41-2b7e5d1f0c11',
      qr_code: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const byUuid = await api.get(`${CHIEF}/application/download?company=c41e7a08-5b29-4f6d-8c13-0a9d6e2f7b33`);
    expect(byUuid.body.data.company_name).toBe('Пекарня «Хлебный дом»');
    const svg = Buffer.from(byId.body.data.qr_code.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 45 45"/);
  });

  it('gives no links for an unpublished app and 404 for an unknown one', async () => {
    const draft = await api.get(`${CHIEF}/application/download?company=2`);
    expect(draft.body.data).toMatchObject({ state: 'draft', app_store_url: null, qr_code: null });
    for (const query of ['company=999', 'company=', '']) {
      expect(await api.get(`${CHIEF}/application/download?${query}`)).toEqual({
        status: 404,
        body: { error: 'Приложение не найдено', data: {} },
      });
    }
  });
});
