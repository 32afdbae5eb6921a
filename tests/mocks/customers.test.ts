/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const CUSTOMERS = '/dashboard/v1/chief/customers';
const api = withTestUpstream();

describe('customers', () => {
  it('lists at least 100 clients by name with statuses, 15 per page', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const first = await api.get(CUSTOMERS, token);
    expect(first.body.data.pagination).toMatchObject({ current_page: 1, per_page: 15 });
    expect(first.body.data.pagination.total).toBeGreaterThanOrEqual(100);
    const names = first.body.data.data.map((c: { name: string }) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'ru'))).toEqual(names);
    const all = await api.get(`${CUSTOMERS}?per_page=100&page=2`, token);
    const statuses = new Set([...first.body.data.data, ...all.body.data.data].map((c: { status: string }) => c.status));
    expect([...statuses].every((s) => ['Базовый', 'Бонусный', 'Продвинутый'].includes(s))).toBe(true);
    expect(first.body.data.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), phone: expect.stringMatching(/^7\d{10}$/), bonus_balance: expect.any(Number), orders_count: expect.any(Number) }),
    );
  });

  it('searches by name, e-mail and phone, and gives the dropout as id and name', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const one = (await api.get(`${CUSTOMERS}/1`, token)).body.data;
    const surname = one.name.split(' ')[0];
    const byName = await api.get(`${CUSTOMERS}?search=${encodeURIComponent(surname)}`, token);
    expect(byName.body.data.data.map((c: { id: number }) => c.id)).toContain(1);
    const byPhone = await api.get(`${CUSTOMERS}?search=${one.phone.slice(1, 8)}`, token);
    expect(byPhone.body.data.data.map((c: { id: number }) => c.id)).toEqual([1]);
    const dropout = await api.get(`${CUSTOMERS}/dropout`, token);
    expect(dropout.body.data.length).toBeGreaterThanOrEqual(100);
    expect(Object.keys(dropout.body.data[0])).toEqual(['id', 'name']);
  });

  it('reads a client card and updates it with PUT', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const card = await api.get(`${CUSTOMERS}/1`, token);
    expect(card.body.data).toEqual(
      expect.objectContaining({ id: 1, bonus_balance: expect.any(Number), orders_total: expect.any(Number), birthday: null, comment: '' }),
    );
    const put = await api.put(
      `${CUSTOMERS}/1`,
      { name: 'Борисова Анастасия Петровна', phone: '+7 916 000-11-22', email: 'NASTYA@mail.ru', birthday: '1990-05-17', status: 'Бонусный', comment: 'Любит овсяное молоко' },
      token,
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'Борисова Анастасия Петровна', phone: '79160001122', email: 'nastya@mail.ru', birthday: '1990-05-17', status: 'Бонусный', comment: 'Любит овсяное молоко' });
  });

  it('validates every field and keeps phones unique within the company', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const other = (await api.get(`${CUSTOMERS}/2`, token)).body.data;
    const reply = await api.put(`${CUSTOMERS}/1`, { name: '', phone: other.phone, email: 'not-mail', birthday: '2999-01-01', status: 'VIP' }, token);
    expect(reply.status).toBe(422);
    expect(reply.body.data).toEqual({
      name: ['Поле "ФИО" является обязательным'],
      phone: ['Клиент с таким номером телефона уже есть'],
      email: ['Поле "E-mail" должно содержать валидный адрес'],
      birthday: ['Проверьте дату рождения'],
      status: ['Выберите статус из списка'],
    });
    expect((await api.get(`${CUSTOMERS}/1`, await signIn(api, DEMO_ACCOUNTS.baker))).status).toBe(404);
  });
});
