/** @jest-environment node */
import { localDay } from '@/mocks/commerce';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const CHIEF = '/dashboard/v1/chief';
const ORDERS = `${CHIEF}/market/orders`;
const api = withTestUpstream();

interface Row {
  id: number;
  number: string;
  created_at: string;
  total: number;
  status: { id: number; name: string };
  customer: { id: number; name: string; phone: string };
}

// The demo company's calendar day (Moscow), the one the upstream filters by, not this machine's.
const day = localDay;

async function allOrders(token: string, query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await api.get(`${ORDERS}?per_page=100&page=${page}${query}`, token);
    expect(reply.status).toBe(200);
    rows.push(...reply.body.data.data);
    if (page >= reply.body.data.pagination.total_pages) return rows;
  }
}

describe('orders list and filter', () => {
  it('seeds at least 300 orders over the last six months, across every status, newest first', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const statuses = await api.get(`${CHIEF}/market/statuses/dropout`, token);
    expect(statuses.body.data.map((s: { name: string }) => s.name)).toEqual(['Новый', 'Подтверждён', 'Собирается', 'Доставляется', 'Выполнен', 'Отменён']);
    const rows = await allOrders(token);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.status.name)).size).toBe(6);
    expect(new Set(rows.map((r) => r.customer.id)).size).toBeGreaterThan(80);
    const halfYear = Date.now() - 183 * 86_400_000;
    expect(rows.every((r) => Date.parse(r.created_at) >= halfYear && Date.parse(r.created_at) <= Date.now())).toBe(true);
    const times = rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await api.get(ORDERS, token);
    expect(first.body.data.pagination).toMatchObject({ current_page: 1, per_page: 15 });
    expect(first.body.data.data).toHaveLength(15);
  });

  it('filters by statuses, client, total range and period together', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const all = await allOrders(token);
    const from = day(new Date(Date.now() - 120 * 86_400_000).toISOString());
    const to = day(new Date().toISOString());
    // A client known to match, so the expected set is never empty whatever today's date does to the seed.
    const sample = all.find((r) => [1, 5].includes(r.status.id) && r.total >= 500 && r.total <= 20000 && day(r.created_at) >= from);
    const client = sample!.customer.id;
    const rows = await allOrders(token, `&status=1,5&user=${client}&min_total=500&max_total=20000&date_from=${from}&date_to=${to}`);
    const expected = all.filter(
      (r) => [1, 5].includes(r.status.id) && r.customer.id === client && r.total >= 500 && r.total <= 20000 && day(r.created_at) >= from && day(r.created_at) <= to,
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('searches by number, client name and phone', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const [order] = await allOrders(token, '&status=5');
    const byNumber = await allOrders(token, `&search=${order!.number}`);
    expect(byNumber.map((r) => r.id)).toContain(order!.id);
    const byPhone = await allOrders(token, `&search=${order!.customer.phone.slice(1)}`);
    expect(byPhone.every((r) => r.customer.id === order!.customer.id)).toBe(true);
    const byName = await allOrders(token, `&search=${encodeURIComponent(order!.customer.name.toLowerCase())}`);
    expect(byName.length).toBeGreaterThan(0);
  });

  it('answers 422 for malformed filter values', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get(`${ORDERS}?status=1;2&min_total=abc&date_from=01.03.2024&date_to=2024-03-01`, token);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.data).sort()).toEqual(['date_from', 'min_total', 'status']);
    const reversed = await api.get(`${ORDERS}?date_from=2024-03-10&date_to=2024-03-01`, token);
    expect(reversed.body.data).toEqual({ date_from: ['Дата начала не может быть позже даты окончания'] });
  });
});

describe('one order', () => {
  async function openOrder(token: string) {
    const [row] = await allOrders(token, '&status=1');
    const reply = await api.get(`${ORDERS}/${row!.id}`, token);
    expect(reply.status).toBe(200);
    return reply.body.data;
  }

  it('reads the order with its lines and payment system', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const order = await openOrder(token);
    expect(order).toMatchObject({ status: { id: 1, name: 'Новый' }, is_paid: false, payment_link: null });
    expect(order.payment_system.name).toEqual(expect.any(String));
    expect(order.total).toBe(order.lines_total + order.delivery_cost);
    expect(order.items[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), status: 'new' }));
    expect((await api.get(`${ORDERS}/999999`, token)).status).toBe(404);
    expect((await api.get(`${ORDERS}/${order.id}`, await signIn(api, DEMO_ACCOUNTS.baker))).status).toBe(404);
  });

  it('changes the status with PATCH and edits the order with PUT', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const order = await openOrder(token);
    const patched = await api.request('PATCH', `${ORDERS}/${order.id}`, { token, body: { status_id: 2 } });
    expect(patched.body.data.status).toEqual({ id: 2, name: 'Подтверждён', code: 'confirmed', color: null });
    const foreign = await api.request('PATCH', `${ORDERS}/${order.id}`, { token, body: { status_id: 7 } });
    expect(foreign.body.data).toEqual({ status_id: ['Выберите статус из списка'] });

    const badPut = await api.put(`${ORDERS}/${order.id}`, { delivery_type: 'pickup', store_id: 11, payment_system_id: 99 }, token);
    expect(badPut.body.data).toEqual({
      store_id: ['Выберите работающий магазин из списка'],
      payment_system_id: ['Выберите платёжную систему из списка'],
    });
    const put = await api.put(`${ORDERS}/${order.id}`, { delivery_type: 'delivery', address: 'г. Москва, ул. Мясницкая, д. 1', payment_system_id: 2, comment: 'Позвонить' }, token);
    expect(put.body.data).toMatchObject({ delivery_type: 'delivery', store: null, address: 'г. Москва, ул. Мясницкая, д. 1', payment_system: { id: 2, name: 'CloudPayments' }, comment: 'Позвонить' });
  });

  it('adds, changes and deletes lines, keeping the total in step', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const order = await openOrder(token);
    const added = await api.post(`${ORDERS}/${order.id}/item`, { name: 'Торт «Прага»', price: 1500, quantity: 2 }, token);
    expect(added.status).toBe(201);
    const line = added.body.data.items.at(-1);
    expect(line).toMatchObject({ name: 'Торт «Прага»', price: 1500, quantity: 2, total: 3000, status: 'new' });
    expect(added.body.data.lines_total).toBe(order.lines_total + 3000);

    const changed = await api.request('PATCH', `${ORDERS}/${order.id}/item/${line.id}`, { token, body: { quantity: 3 } });
    expect(changed.body.data.lines_total).toBe(order.lines_total + 4500);
    const missing = await api.request('PATCH', `${ORDERS}/${order.id}/item/${line.id}`, { token, body: { status: 'missing' } });
    expect(missing.body.data.lines_total).toBe(order.lines_total);
    const bad = await api.request('PATCH', `${ORDERS}/${order.id}/item/${line.id}`, { token, body: { quantity: 0, status: 'lost' } });
    expect(bad.body.data).toEqual({ quantity: ['Количество должно быть целым числом от 1 до 99'], status: ['Выберите статус позиции из списка'] });
    const badAdd = await api.post(`${ORDERS}/${order.id}/item`, { name: '', price: -1 }, token);
    expect(badAdd.body.data).toEqual({
      name: ['Поле "Наименование" является обязательным'],
      price: ['Цена должна быть больше нуля'],
      quantity: ['Поле "Количество" является обязательным'],
    });

    const removed = await api.request('DELETE', `${ORDERS}/${order.id}/item/${line.id}`, { token });
    expect(removed.body.data.items.map((i: { id: number }) => i.id)).toEqual(order.items.map((i: { id: number }) => i.id));
    expect((await api.request('DELETE', `${ORDERS}/${order.id}/item/${line.id}`, { token })).status).toBe(404);
    let last = removed.body.data;
    while (last.items.length > 1) {
      last = (await api.request('DELETE', `${ORDERS}/${order.id}/item/${last.items[0].id}`, { token })).body.data;
    }
    const refused = await api.request('DELETE', `${ORDERS}/${order.id}/item/${last.items[0].id}`, { token });
    expect(refused).toEqual({ status: 422, body: { error: 'В заказе должна остаться хотя бы одна позиция', data: {} } });
  });

  it('keeps the catalogue product and offer of a picked line and refuses ones not in the company catalogue', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const order = await openOrder(token);
    const offer = (await api.get(`${CHIEF}/products/offer-list?search=${encodeURIComponent('Капучино')}`, token)).body.data[0];
    expect(offer).toMatchObject({ product_id: expect.any(Number), quantity: expect.any(Number) });
    const added = await api.post(`${ORDERS}/${order.id}/item`, { name: offer.name, price: offer.price, quantity: 1, offer_id: offer.id }, token);
    expect(added.body.data.items.at(-1)).toMatchObject({ name: offer.name, product_id: offer.product_id, offer_id: offer.id });
    const foreign = await api.post(`${ORDERS}/${order.id}/item`, { name: 'x', price: 1, quantity: 1, product_id: 999999, offer_id: offer.id }, token);
    expect(foreign.body.data).toEqual({
      product_id: ['Товар не найден в каталоге'],
      offer_id: ['Торговое предложение не найдено в каталоге'],
    });
  });
});

describe('payments', () => {
  it('names the payment systems and creates a payment link for an unpaid order', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const systems = await api.get(`${CHIEF}/payment-systems`, token);
    expect(systems.body.data).toEqual([
      { id: 1, name: 'ЮKassa' },
      { id: 2, name: 'CloudPayments' },
      { id: 3, name: 'Т-Касса' },
      { id: 4, name: 'Робокасса' },
    ]);
    const [row] = await allOrders(token, '&status=1');
    const link = await api.post(`${ORDERS}/${row!.id}/payment-link`, { payment_system_id: 3 }, token);
    expect(link.status).toBe(201);
    expect(link.body.data).toMatchObject({ payment_system: { id: 3, name: 'Т-Касса' }, amount: row!.total });
    expect(link.body.data.payment_link).toMatch(new RegExp(`^https://pay\\.demo-shop\\.ru/p/${row!.id}-[0-9a-z]{8}$`));
    expect((await api.get(`${ORDERS}/${row!.id}`, token)).body.data.payment_link).toBe(link.body.data.payment_link);

    const [cancelled] = await allOrders(token, '&status=6');
    const refused = await api.post(`${ORDERS}/${cancelled!.id}/payment-link`, {}, token);
    expect(refused.body.error).toBe('Нельзя выставить счёт по отменённому заказу');
  });

  it('sums the paid orders', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const sum = await api.get(`${CHIEF}/payments/sum`, token);
    const success = await api.get(`${CHIEF}/payments/success?per_page=100`, token);
    expect(sum.body.data.count).toBe(success.body.data.pagination.total);
    expect(sum.body.data.sum).toBeGreaterThan(0);
  });
});
