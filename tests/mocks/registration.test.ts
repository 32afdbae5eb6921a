/** @jest-environment node */
import { getDb, mutate } from '@/mocks/store';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { withTestUpstream } from './helpers';

const CHIEF = '/dashboard/v1/chief';
const api = withTestUpstream();

const form = {
  name: 'Ольга Васильева',
  email: 'olga@demo.ru',
  password: 'Olga_pass1',
  repeat_password: 'Olga_pass1',
};

describe('registration phone formats (§5: digits without formatting)', () => {
  it.each(['79265554433', '9265554433'])('accepts %s', async (phone) => {
    const reply = await api.post(`${CHIEF}/registration`, { ...form, phone });
    expect(reply.body).toEqual({ data: { message: 'Код подтверждения отправлен на номер 79265554433' } });
  });

  it.each(['+7 926 555-44-33', '89265554433', '926555443', '792655544331'])('refuses %s', async (phone) => {
    const reply = await api.post(`${CHIEF}/registration`, { ...form, phone });
    expect(reply.body.data).toEqual({ phone: ['Поле "Телефон" должно содержать валидный номер'] });
  });

  it('lets an abandoned registration be repeated, and the code step resend and confirm it', async () => {
    await api.post(`${CHIEF}/registration`, { ...form, phone: '79265554433' });
    const again = await api.post(`${CHIEF}/registration`, { ...form, name: 'Ольга В.', phone: '79265554433' });
    expect(again.status).toBe(200);
    expect(getDb().users.filter((u) => u.email === form.email)).toHaveLength(1);

    expect((await api.post(`${CHIEF}/send-code`, { phone: '9265554433' })).status).toBe(200);
    const { code } = (await api.get('/__demo/codes/last?phone=9265554433')).body;
    const wrong = await api.post(`${CHIEF}/auth/complete`, { phone: '9265554433', code: code === '11111' ? '22222' : '11111' });
    expect(wrong).toEqual({
      status: 422,
      body: { error: 'Неверный код подтверждения', data: { code: ['Неверный код подтверждения'] } },
    });
    const complete = await api.post(`${CHIEF}/auth/complete`, { phone: '9265554433', code });
    expect(complete.body.data.user).toEqual({ name: 'Ольга В.', step: '1' });

    // Now the e-mail is taken.
    const taken = await api.post(`${CHIEF}/registration`, { ...form, phone: '79260000000' });
    expect(taken.body.data).toEqual({ email: ['Пользователь с таким E-mail уже зарегистрирован'] });
  });

  it('moves a pending registration to a new phone given as 11 digits', async () => {
    await api.post(`${CHIEF}/registration`, { ...form, phone: '79265554433' });
    const moved = await api.post(`${CHIEF}/registration/change-phone`, { old_phone: '79265554433', phone: '79267778899' });
    expect(moved.body).toEqual({ data: { message: 'Код подтверждения отправлен на номер 79267778899' } });
    const taken = await api.post(`${CHIEF}/registration/change-phone`, {
      old_phone: '79267778899',
      phone: DEMO_ACCOUNTS.chief.phone,
    });
    expect(taken.body.data).toEqual({ phone: ['Пользователь с таким номером телефона уже зарегистрирован'] });
    const unknown = await api.post(`${CHIEF}/registration/change-phone`, { old_phone: '79000000000', phone: '79261112233' });
    expect(unknown.status).toBe(404);
  });
});

describe('password reset link expiry', () => {
  it('refuses an expired link with the field message', async () => {
    expect((await api.post(`${CHIEF}/password-reset-link`, { email: DEMO_ACCOUNTS.baker.email })).status).toBe(200);
    const { token } = (await api.get(`/__demo/password-reset/last?email=${DEMO_ACCOUNTS.baker.email}`)).body;
    mutate((db) => {
      const record = db.reset_tokens.find((r) => r.token === token)!;
      record.expires_at = new Date(Date.now() - 1000).toISOString();
    });
    const reply = await api.post(`${CHIEF}/password-reset`, {
      token,
      password: 'Fresh_pass2',
      password_confirmation: 'Fresh_pass2',
    });
    expect(reply).toEqual({
      status: 422,
      body: {
        error: 'Ошибка валидации',
        data: { token: ['Ссылка для восстановления пароля недействительна или устарела'] },
      },
    });
    expect(getDb().users.find((u) => u.email === DEMO_ACCOUNTS.baker.email)?.password).toBe(DEMO_ACCOUNTS.baker.password);
  });
});
