/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import type { DemoUpstream } from '@/mocks/server';
import { signIn, startTestUpstream, type Client } from './helpers';

const COMPANIES = '/dashboard/v1/admin/companies';

let upstream: DemoUpstream;
let api: Client;
let token: string;

beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
  token = await signIn(api, DEMO_ACCOUNTS.admin);
});
afterAll(() => upstream.close());

describe('GET admin/companies', () => {
  it('pages by 15 from page 1 by default, newest first', async () => {
    const reply = await api.get(COMPANIES, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.pagination).toEqual({ total: 12, total_pages: 1, current_page: 1, per_page: 15 });
    const rows = reply.body.data.data as Array<{ created_at: string }>;
    expect(rows).toHaveLength(12);
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
    const last = await api.get(`${COMPANIES}?page=3&per_page=5`, token);
    expect(last.body.data.pagination).toEqual({ total: 12, total_pages: 3, current_page: 3, per_page: 5 });
    expect(last.body.data.data).toHaveLength(2);
    const beyond = await api.get(`${COMPANIES}?page=9&per_page=5`, token);
    expect(beyond.body.data.data).toEqual([]);
  });

  it('searches name, city and INN case-insensitively', async () => {
    const byName = await api.get(`${COMPANIES}?search=${encodeURIComponent('кофейня')}`, token);
    expect(byName.body.data.data.map((c: { name: string }) => c.name)).toEqual(['Кофейня «Утро»']);
    const byCity = await api.get(`${COMPANIES}?search=${encodeURIComponent('МОСКВА')}`, token);
    expect(byCity.body.data.pagination.total).toBe(2);
    const byInn = await api.get(`${COMPANIES}?search=7842150930`, token);
    expect(byInn.body.data.data[0].name).toBe('Пекарня «Хлебный дом»');
    const none = await api.get(`${COMPANIES}?search=zzz`, token);
    expect(none.body.data).toEqual({ data: [], pagination: { total: 0, total_pages: 1, current_page: 1, per_page: 15 } });
  });
});

describe('GET admin/companies/{id}', () => {
  it('returns the company or 404', async () => {
    const found = await api.get(`${COMPANIES}/2`, token);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: 2, name: 'Цветочная лавка «Флокс»' });
    expect(await api.get(`${COMPANIES}/999`, token)).toEqual({
      status: 404,
      body: { error: 'Компания не найдена', data: {} },
    });
  });
});
