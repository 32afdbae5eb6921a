/** @jest-environment node */
import { createSeed, DEMO_ACCOUNTS } from '@/mocks/seed';
import type { DemoUpstream } from '@/mocks/server';
import { signIn, startTestUpstream, type Client } from './helpers';

const ADMIN = '/dashboard/v1/admin';
const COMPANIES = `${ADMIN}/companies`;
const PAYMENTS = `${ADMIN}/finance/payments`;
const TOTAL = `${ADMIN}/finance/payments/total`;
const SETTINGS = `${ADMIN}/settings`;

const seed = createSeed();

let upstream: DemoUpstream;
let api: Client;
let token: string;

beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
  token = await signIn(api, DEMO_ACCOUNTS.admin);
});
afterAll(() => upstream.close());

type Row = { id: number; name: string; city: string; created_at: string; is_active: boolean; app_state: string };

/** Every page of a list, so a filter can be checked on all its rows. */
async function all(path: string): Promise<Row[]> {
  const sep = path.includes('?') ? '&' : '?';
  const first = await api.get(`${path}${sep}per_page=100`, token);
  expect(first.status).toBe(200);
  return first.body.data.data;
}

describe('seed', () => {
  it('has at least 50 companies in every app state, active and not, registered over a year', () => {
    expect(seed.companies.length).toBeGreaterThanOrEqual(50);
    expect(seed.companies.slice(0, 2).map((c) => [c.id, c.name])).toEqual([
      [1, 'Кофейня «Утро»'],
      [2, 'Цветочная лавка «Флокс»'],
    ]);
    for (const state of ['draft', 'moderation', 'published', 'rejected']) {
      expect(seed.companies.filter((c) => c.app_state === state).length).toBeGreaterThanOrEqual(3);
    }
    expect(seed.companies.some((c) => !c.is_active)).toBe(true);
    const months = new Set(seed.companies.filter((c) => c.id > 12).map((c) => c.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    for (const company of seed.companies) {
      expect(seed.users.some((u) => u.company_id === company.id)).toBe(true);
      expect(company.inn).toMatch(/^(\d{10}|\d{12})$/);
    }
    expect(new Set(seed.users.map((u) => u.email)).size).toBe(seed.users.length);
    expect(new Set(seed.users.map((u) => u.phone)).size).toBe(seed.users.length);
  });

  it('has platform payments over six months', () => {
    const months = new Set(seed.platform_payments.map((p) => p.paid_at.slice(0, 7)));
    expect([...months].sort()).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(seed.platform_payments.length).toBeGreaterThan(100);
  });
});

describe('GET admin/companies', () => {
  it('pages by 15 from page 1 by default, newest first', async () => {
    const reply = await api.get(COMPANIES, token);
    expect(reply.status).toBe(200);
    const total = seed.companies.length;
    expect(reply.body.data.pagination).toEqual({ total, total_pages: Math.ceil(total / 15), current_page: 1, per_page: 15 });
    const rows = reply.body.data.data as Row[];
    expect(rows).toHaveLength(15);
    const dates = rows.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      legal_name: expect.any(String),
      inn: expect.stringMatching(/^(\d{10}|\d{12})$/),
      city: expect.any(String),
      address: expect.any(String),
      email: expect.any(String),
      phone: expect.stringMatching(/^7\d{10}$/),
      created_at: expect.any(String),
      is_active: expect.any(Boolean),
      app_state: expect.stringMatching(/^(draft|moderation|published|rejected)$/),
    });
  });

  it('honours page and per_page', async () => {
    const total = seed.companies.length;
    const last = Math.ceil(total / 5);
    const page = await api.get(`${COMPANIES}?page=${last}&per_page=5`, token);
    expect(page.body.data.pagination).toEqual({ total, total_pages: last, current_page: last, per_page: 5 });
    expect(page.body.data.data).toHaveLength(total - (last - 1) * 5);
    const beyond = await api.get(`${COMPANIES}?page=${last + 1}&per_page=5`, token);
    expect(beyond.body.data.data).toEqual([]);
  });

  it('searches name, city and INN case-insensitively', async () => {
    const byName = await api.get(`${COMPANIES}?search=${encodeURIComponent('уТРО')}`, token);
    expect(byName.body.data.data.map((c: Row) => c.name)).toEqual(['Кофейня «Утро»']);
    const byCity = await all(`${COMPANIES}?search=${encodeURIComponent('МОСКВА')}`);
    expect(byCity.length).toBe(seed.companies.filter((c) => c.city === 'Москва').length);
    expect(byCity.length).toBeGreaterThan(2);
    const byInn = await api.get(`${COMPANIES}?search=7842150930`, token);
    expect(byInn.body.data.data[0].name).toBe('Пекарня «Хлебный дом»');
    const none = await api.get(`${COMPANIES}?search=zzz`, token);
    expect(none.body.data).toEqual({ data: [], pagination: { total: 0, total_pages: 1, current_page: 1, per_page: 15 } });
  });

  it('filters by app state, activity and registration period, together with the search', async () => {
    const rejected = await all(`${COMPANIES}?app_state=rejected`);
    expect(rejected.length).toBe(seed.companies.filter((c) => c.app_state === 'rejected').length);
    expect(rejected.every((c) => c.app_state === 'rejected')).toBe(true);
    const inactive = await all(`${COMPANIES}?active=false`);
    expect(inactive.length).toBe(seed.companies.filter((c) => !c.is_active).length);
    expect(inactive.every((c) => !c.is_active)).toBe(true);
    const period = await all(`${COMPANIES}?date_from=2026-01-01&date_to=2026-03-31`);
    expect(period.length).toBeGreaterThan(0);
    expect(period.every((c) => c.created_at >= '2026-01-01' && c.created_at < '2026-04-01')).toBe(true);
    expect(period.map((c) => c.name)).toContain('Цветочная лавка «Флокс»');
    const both = await all(`${COMPANIES}?app_state=published&active=true&search=${encodeURIComponent('москва')}`);
    expect(both.map((c) => c.name)).toContain('Кофейня «Утро»');
    expect(both.every((c) => c.app_state === 'published' && c.is_active && c.city === 'Москва')).toBe(true);
  });

  it('refuses an unknown state, activity or a reversed period with field messages', async () => {
    expect((await api.get(`${COMPANIES}?app_state=lost`, token)).body).toEqual({
      error: 'Ошибка валидации',
      data: { app_state: ['Неизвестный статус приложения'] },
    });
    expect((await api.get(`${COMPANIES}?active=maybe`, token)).status).toBe(422);
    const reversed = await api.get(`${COMPANIES}?date_from=2026-05-01&date_to=2026-04-01`, token);
    expect(reversed.status).toBe(422);
    expect(reversed.body.data.date_from).toEqual(['Дата начала не может быть позже даты окончания']);
    expect((await api.get(`${COMPANIES}?date_from=01.05.2026`, token)).status).toBe(422);
  });

  it('gives company options for selectors, sorted by name', async () => {
    const reply = await api.get(`${COMPANIES}/dropout`, token);
    expect(reply.body.data).toHaveLength(seed.companies.length);
    expect(reply.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const names = reply.body.data.map((c: Row) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ru')));
  });
});

describe('GET admin/companies/{id}', () => {
  it('returns the card with users, application and subscription, or 404', async () => {
    const found = await api.get(`${COMPANIES}/1`, token);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      id: 1,
      name: 'Кофейня «Утро»',
      users: [
        { id: 1, name: 'Анна Смирнова', email: 'anna@demo.ru', step: 'done' },
        { id: 5, name: 'Олег Менеджер', email: 'oleg@demo.ru', step: 'done' },
        // e2e/shapes.spec.ts's own user, seeded after the generated companies' users.
        { name: 'Тамара Обходова', email: 'tour@demo.ru', step: 'done' },
      ],
      application: { company_name: 'Кофейня «Утро»', app_store_url: expect.stringContaining('apps.apple.com') },
      subscription: { tariff: expect.stringMatching(/^(start|business|pro)$/), payments_count: expect.any(Number) },
    });
    const paid = seed.platform_payments.filter((p) => p.company_id === 1);
    expect(found.body.data.subscription.total_paid).toBe(paid.reduce((sum, p) => sum + p.amount, 0));
    expect(found.body.data.users[0]).not.toHaveProperty('password');
    const noApp = await api.get(`${COMPANIES}/20`, token);
    expect(noApp.body.data.application).toBeNull();
    expect(noApp.body.data.users.length).toBeGreaterThan(0);
    expect(await api.get(`${COMPANIES}/999`, token)).toEqual({
      status: 404,
      body: { error: 'Компания не найдена', data: {} },
    });
  });

  it('answers a company user with 403', async () => {
    const chief = await signIn(api, DEMO_ACCOUNTS.chief);
    expect((await api.get(`${COMPANIES}/1`, chief)).status).toBe(403);
    expect((await api.get(SETTINGS, chief)).status).toBe(403);
    expect((await api.get(TOTAL, chief)).status).toBe(403);
  });
});

describe('GET admin/finance/payments and payments/total', () => {
  it('lists payments newest first with the company name, filtered by period and company', async () => {
    const reply = await api.get(PAYMENTS, token);
    expect(reply.body.data.pagination.total).toBe(seed.platform_payments.length);
    const [first] = reply.body.data.data;
    expect(first).toEqual({
      id: expect.any(Number),
      company_id: expect.any(Number),
      company_name: expect.any(String),
      tariff: expect.stringMatching(/^(start|business|pro)$/),
      amount: expect.any(Number),
      paid_at: expect.stringMatching(/^2026-10/),
    });
    const june = await api.get(`${PAYMENTS}?date_from=2026-06-01&date_to=2026-06-30&per_page=100`, token);
    const rows = june.body.data.data as Array<{ paid_at: string; company_id: number }>;
    expect(rows.length).toBe(seed.platform_payments.filter((p) => p.paid_at.startsWith('2026-06')).length);
    expect(rows.every((p) => p.paid_at.startsWith('2026-06'))).toBe(true);
    const one = await api.get(`${PAYMENTS}?company_id=1`, token);
    expect(one.body.data.data.every((p: { company_id: number }) => p.company_id === 1)).toBe(true);
    const byName = await api.get(`${PAYMENTS}?search=${encodeURIComponent('утро')}&per_page=100`, token);
    expect(byName.body.data.data.map((p: { company_id: number }) => p.company_id)).toEqual(
      one.body.data.data.map((p: { company_id: number }) => p.company_id),
    );
  });

  it('totals the same filter and groups the sums by month or by day', async () => {
    const whole = await api.get(TOTAL, token);
    const sum = seed.platform_payments.reduce((s, p) => s + p.amount, 0);
    expect(whole.body.data).toMatchObject({ sum, count: seed.platform_payments.length, group: 'month' });
    expect(whole.body.data.series.map((p: { date: string }) => p.date)).toEqual([
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    const seriesSum = whole.body.data.series.reduce((s: number, p: { sum: number }) => s + p.sum, 0);
    expect(seriesSum).toBe(sum);

    const july = await api.get(`${TOTAL}?date_from=2026-07-01&date_to=2026-07-31&group=day`, token);
    const julyPayments = seed.platform_payments.filter((p) => p.paid_at.startsWith('2026-07'));
    expect(july.body.data.sum).toBe(julyPayments.reduce((s, p) => s + p.amount, 0));
    expect(july.body.data.count).toBe(julyPayments.length);
    expect(july.body.data.sum).toBeLessThan(sum);
    expect(july.body.data.series.every((p: { date: string }) => /^2026-07-\d\d$/.test(p.date))).toBe(true);

    const empty = await api.get(`${TOTAL}?date_from=2020-01-01&date_to=2020-12-31`, token);
    expect(empty.body.data).toEqual({ sum: 0, count: 0, group: 'month', series: [] });
    expect((await api.get(`${TOTAL}?group=year`, token)).status).toBe(422);
    expect((await api.get(`${TOTAL}?company_id=abc`, token)).status).toBe(422);
  });
});

describe('changes', () => {
  it('PATCH admin/companies/{id} switches activity and app state and answers with the card', async () => {
    const off = await api.request('PATCH', `${COMPANIES}/5`, { token, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: 5, is_active: false, users: expect.any(Array) });
    const state = await api.request('PATCH', `${COMPANIES}/5`, { token, body: { app_state: 'rejected' } });
    expect(state.body.data).toMatchObject({ is_active: false, app_state: 'rejected' });
    expect((await api.get(`${COMPANIES}/5`, token)).body.data).toMatchObject({ is_active: false, app_state: 'rejected' });

    const bad = await api.request('PATCH', `${COMPANIES}/5`, { token, body: { is_active: 'yes', app_state: 'gone' } });
    expect(bad).toEqual({
      status: 422,
      body: {
        error: 'Ошибка валидации',
        data: { is_active: ['Значение должно быть true или false'], app_state: ['Неизвестный статус приложения'] },
      },
    });
    expect((await api.request('PATCH', `${COMPANIES}/5`, { token, body: {} })).status).toBe(422);
    expect((await api.request('PATCH', `${COMPANIES}/999`, { token, body: { is_active: true } })).status).toBe(404);
  });

  it('GET and PATCH admin/settings: only the fields sent change, each is checked', async () => {
    const before = await api.get(SETTINGS, token);
    expect(before.body.data).toEqual({
      support_email: 'support@demo.ru',
      support_phone: '78005553535',
      commission_percent: 3.5,
      trial_days: 14,
      maintenance: false,
    });
    const saved = await api.request('PATCH', SETTINGS, { token, body: { trial_days: 30, support_phone: '9001234567' } });
    expect(saved.body.data).toMatchObject({ trial_days: 30, support_phone: '79001234567', support_email: 'support@demo.ru' });
    const bad = await api.request('PATCH', SETTINGS, {
      token,
      body: { support_email: 'nope', commission_percent: 101, trial_days: 1.5, maintenance: 'on', support_phone: '12' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({
      support_email: ['Поле "E-mail" должно содержать валидный адрес'],
      support_phone: ['Поле "Телефон" должно содержать валидный номер'],
      commission_percent: ['Комиссия должна быть числом от 0 до 100'],
      trial_days: ['Пробный период должен быть целым числом дней от 0 до 365'],
      maintenance: ['Значение должно быть true или false'],
    });
    expect((await api.get(SETTINGS, token)).body.data.trial_days).toBe(30);
  });
});
