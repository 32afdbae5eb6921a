/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import type { DemoUpstream } from '@/mocks/server';
import { signIn, startTestUpstream, type Client } from './helpers';
import { toApiDate } from '@/lib/format/format';
import { displayToday } from '@/lib/format/time-zone';
import { localDay } from '@/mocks/commerce';

const CHIEF = '/dashboard/v1/chief';
const NEWS = `${CHIEF}/news`;
let upstream: DemoUpstream;
let api: Client;
beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
});
afterAll(() => upstream.close());
beforeEach(() => api.post('/__demo/reset'));

/** A multipart call, as the BFF forwards the browser's forms. */
async function multipart(path: string, token: string, file: File) {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch(`${upstream.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

// The demo company's day (Moscow), the same as the back office's display zone.
const today = () => toApiDate(displayToday());

async function articlesBlock(token: string) {
  const blocks = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data as Array<{ template: string; children: Array<{ id: number; title: string }> }>;
  return blocks.find((b) => b.template === 'articles')!;
}

describe('news', () => {
  it('lists about 20 seeded Russian articles of the company, newest first, 15 per page, searchable', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const first = await api.get(NEWS, token);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toMatchObject({ total: 20, total_pages: 2, per_page: 15 });
    const dates = first.body.data.data.map((n: { published_at: string }) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.data.data[0]).toEqual(expect.objectContaining({ title: expect.stringMatching(/[а-я]/i), short_text: expect.any(String), text: expect.any(String), is_published: expect.any(Boolean) }));
    const search = await api.get(`${NEWS}?search=${encodeURIComponent('тыквенный')}`, token);
    expect(search.body.data.data.map((n: { title: string }) => n.title)).toEqual(['Осеннее меню: тыквенный латте вернулся']);
    const drafts = await api.get(`${NEWS}?published=false`, token);
    expect(drafts.body.data.pagination.total).toBe(2);
    // Another company's news are not visible.
    const baker = await signIn(api, DEMO_ACCOUNTS.baker);
    expect((await api.get(NEWS, baker)).body.data.pagination.total).toBe(3);
  });

  it('validates, creates, updates and deletes an article; the home articles block shows only published ones', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const bad = await api.post(NEWS, { title: ' ', text: '', published_at: '2026-02-30' }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({
      title: ['Поле "Заголовок" является обязательным'],
      text: ['Поле "Текст новости" является обязательным'],
      published_at: ['Поле "Дата публикации" должно быть датой в формате ГГГГ-ММ-ДД'],
    });

    const created = await api.post(NEWS, { title: 'Веранда открыта', short_text: 'С 10:00', text: 'Абзац один.\n\nАбзац два.', published_at: today(), is_published: false }, token);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ title: 'Веранда открыта', text: 'Абзац один.\n\nАбзац два.', is_published: false, image: null });
    expect((await articlesBlock(token)).children.map((c) => c.id)).not.toContain(id);

    const published = await api.put(`${NEWS}/${id}`, { is_published: true }, token);
    expect(published.body.data).toMatchObject({ title: 'Веранда открыта', is_published: true });
    const block = await articlesBlock(token);
    expect(block.children[0]).toMatchObject({ id, title: 'Веранда открыта' });
    expect(block.children.some((c) => c.title === 'Скоро: зимнее меню')).toBe(false);

    // A publication date in the future keeps it off the app until then.
    await api.put(`${NEWS}/${id}`, { published_at: '2099-01-01' }, token);
    expect((await articlesBlock(token)).children.map((c) => c.id)).not.toContain(id);

    expect((await api.request('DELETE', `${NEWS}/${id}`, { token })).status).toBe(200);
    expect((await api.get(`${NEWS}/${id}`, token)).status).toBe(404);
  });

  it('stores a cover image, serves it and refuses other formats and sizes', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const id = (await api.post(NEWS, { title: 'С обложкой', text: 'Текст', published_at: today() }, token)).body.data.id;
    const good = await multipart(`${NEWS}/${id}/image`, token, new File([new Uint8Array(64).fill(7)], 'cover.png', { type: 'image/png' }));
    expect(good.status).toBe(200);
    expect(good.body.data.image.preview_url).toMatch(/^\/dashboard\/v1\/media\/home\/.+/);
    expect((await fetch(`${upstream.url}${good.body.data.image.preview_url}`)).headers.get('content-type')).toBe('image/png');
    const gif = await multipart(`${NEWS}/${id}/image`, token, new File([new Uint8Array(8)], 'cover.gif', { type: 'image/gif' }));
    expect(gif.status).toBe(422);
    expect(gif.body.data.image).toEqual(['Формат изображения не соответствует требованию']);
    const big = await multipart(`${NEWS}/${id}/image`, token, new File([new Uint8Array(3145729)], 'big.jpg', { type: 'image/jpeg' }));
    expect(big.body.data.image).toEqual(['Размер файла превышает установленные значения']);
    const removed = await api.request('DELETE', `${NEWS}/${id}/image`, { token });
    expect(removed.body.data.image).toBeNull();
  });
});

describe('payments', () => {
  it('filters the paid orders and their totals by the same period, with the takings of each day', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const all = await api.get(`${CHIEF}/payments/sum`, token);
    const to = today();
    const from = new Date(Date.now() - 29 * 86_400_000);
    const dateFrom = localDay(from.toISOString());
    const month = await api.get(`${CHIEF}/payments/sum?date_from=${dateFrom}&date_to=${to}`, token);
    expect(month.body.data.count).toBeGreaterThan(0);
    expect(month.body.data.count).toBeLessThan(all.body.data.count);
    expect(month.body.data.sum).toBe(month.body.data.by_day.reduce((s: number, d: { sum: number }) => s + d.sum, 0));
    expect(month.body.data.by_day.every((d: { date: string }) => d.date >= dateFrom && d.date <= to)).toBe(true);

    const list = await api.get(`${CHIEF}/payments/success?date_from=${dateFrom}&date_to=${to}&per_page=100`, token);
    expect(list.body.data.pagination.total).toBe(month.body.data.count);
    expect(list.body.data.data[0]).toEqual(expect.objectContaining({ order_number: expect.any(String), amount: expect.any(Number), customer: expect.objectContaining({ name: expect.any(String) }), paid_at: expect.any(String) }));

    // The seed spreads payments over the last six months.
    const old = await api.get(`${CHIEF}/payments/sum?date_to=${dateFrom}`, token);
    expect(old.body.data.by_day.length).toBeGreaterThan(30);
    const reversed = await api.get(`${CHIEF}/payments/sum?date_from=${to}&date_to=${dateFrom}`, token);
    expect(reversed.status).toBe(422);
    const none = await api.get(`${CHIEF}/payments/sum?date_from=2020-01-01&date_to=2020-01-31`, token);
    expect(none.body.data).toMatchObject({ sum: 0, count: 0, by_day: [] });
  });
});

describe('integration', () => {
  it('answers the settings without the secret and reissues it once', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const got = await api.get(`${CHIEF}/integration/auth/settings`, token);
    expect(got.body.data).toMatchObject({ client_id: expect.stringMatching(/^int_[0-9a-f]+$/), client_secret: null, secret_hint: expect.stringMatching(/^….{4}$/), token_ttl: 3600, scopes: ['clients', 'orders'] });
    const reissued = await api.put(`${CHIEF}/integration/auth/settings`, { regenerate_secret: true }, token);
    expect(reissued.body.data.client_secret).toMatch(/^sec_.{16}$/);
    expect(reissued.body.data.secret_hint).toBe(`…${reissued.body.data.client_secret.slice(-4)}`);
    expect((await api.get(`${CHIEF}/integration/auth/settings`, token)).body.data.client_secret).toBeNull();
    const bad = await api.put(`${CHIEF}/integration/auth/settings`, { token_ttl: 10, allowed_ips: ['203.0.113.300'] }, token);
    expect(bad.body.data).toEqual({ allowed_ips: ['Неверный IP-адрес или подсеть: 203.0.113.300'], token_ttl: ['Значение должно быть от 300 до 86400'] });
  });

  it('imports clients with Cyrillic names, updates a known phone, reports bad records and links external ids', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const known = (await api.get(`${CHIEF}/customers/1`, token)).body.data;
    const reply = await api.post(
      `${CHIEF}/integration/client/import`,
      {
        clients: [
          { name: 'Ёлкина Ольга Сергеевна', phone: '79990001122', email: 'Olga@Mail.ru', external_id: 'CRM-1' },
          { name: 'Обновлённое Имя', phone: known.phone, external_id: 'CRM-2' },
          { name: '', phone: '123', email: 'bad' },
          { name: 'Двойник', phone: '8 999 000-11-22' },
        ],
      },
      token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      created: 1,
      updated: 1,
      failed: 2,
      errors: [
        { index: 2, external_id: null, messages: { name: ['Поле "ФИО" является обязательным'], phone: ['Поле "Телефон" должно содержать валидный номер'], email: ['Поле "E-mail" должно содержать валидный адрес'] } },
        { index: 3, external_id: null, messages: { phone: ['Телефон уже встречается в записи 1'] } },
      ],
    });
    const found = await api.get(`${CHIEF}/customers?search=${encodeURIComponent('Ёлкина')}`, token);
    expect(found.body.data.data).toEqual([expect.objectContaining({ name: 'Ёлкина Ольга Сергеевна', phone: '79990001122', email: 'olga@mail.ru', status: 'Базовый' })]);
    // Typed with е instead of ё, as people do, it is found all the same.
    const typedWithE = await api.get(`${CHIEF}/customers?search=${encodeURIComponent('елкина')}`, token);
    expect(typedWithE.body.data.data.map((c: { name: string }) => c.name)).toEqual(['Ёлкина Ольга Сергеевна']);
    expect((await api.get(`${CHIEF}/customers/1`, token)).body.data.name).toBe('Обновлённое Имя');

    const links = await api.get(`${CHIEF}/integration/client/links`, token);
    expect(links.body.data.data.map((l: { external_id: string; title: string }) => [l.external_id, l.title]).sort()).toEqual([
      ['CRM-1', 'Ёлкина Ольга Сергеевна'],
      ['CRM-2', 'Обновлённое Имя'],
    ]);
    const [first, second] = links.body.data.data;
    const taken = await api.put(`${CHIEF}/integration/client/links/${first.id}`, { external_id: second.external_id }, token);
    expect(taken.body.data).toEqual({ external_id: ['Этот внешний ID уже занят'] });
    const renamed = await api.put(`${CHIEF}/integration/client/links/${first.id}`, { external_id: 'CRM-100' }, token);
    expect(renamed.body.data.external_id).toBe('CRM-100');
    expect((await api.request('DELETE', `${CHIEF}/integration/client/links/${first.id}`, { token })).status).toBe(200);
    expect((await api.get(`${CHIEF}/integration/client/links`, token)).body.data.pagination.total).toBe(1);

    const empty = await api.post(`${CHIEF}/integration/client/import`, { clients: [] }, token);
    expect(empty.status).toBe(422);
  });

  it('imports orders: a new phone becomes a client, a paid order counts in the payments, a known external id updates', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const before = (await api.get(`${CHIEF}/payments/sum?date_from=${today()}&date_to=${today()}`, token)).body.data.sum;
    const orders = [{ external_id: '1C-1', client_phone: '79990003344', client_name: 'Щукин Пётр', total: 1234.5, is_paid: true, item_name: 'Торт «Наполеон»' }, { external_id: '', client_phone: '1', total: -5 }];
    const reply = await api.post(`${CHIEF}/integration/order/import`, { orders }, token);
    expect(reply.body.data).toMatchObject({ created: 1, updated: 0, failed: 1 });
    expect(reply.body.data.errors[0].messages).toEqual({
      external_id: ['Поле "Внешний ID" является обязательным'],
      client_phone: ['Поле "Телефон" должно содержать валидный номер'],
      total: ['Сумма должна быть больше нуля'],
    });
    const client = (await api.get(`${CHIEF}/customers?search=${encodeURIComponent('Щукин Пётр')}`, token)).body.data.data[0];
    expect(client).toMatchObject({ phone: '79990003344', orders_count: 1 });
    expect((await api.get(`${CHIEF}/payments/sum?date_from=${today()}&date_to=${today()}`, token)).body.data.sum).toBe(before + 1234.5);

    const again = await api.post(`${CHIEF}/integration/order/import`, { orders: [{ external_id: '1C-1', client_phone: '79990003344', total: 2000 }] }, token);
    expect(again.body.data).toMatchObject({ created: 0, updated: 1 });
    const links = (await api.get(`${CHIEF}/integration/order/links`, token)).body.data.data;
    expect(links).toHaveLength(1);
    const order = (await api.get(`${CHIEF}/market/orders/${links[0].record_id}`, token)).body.data;
    expect(order).toMatchObject({ total: 2000, customer: { name: 'Щукин Пётр' } });
  });
});
