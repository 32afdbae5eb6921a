/**
 * @jest-environment node
 *
 * The shared order timeline on both engines of the BFF's store (SQLite and a real PostgreSQL):
 * the audit trail's changes of one order (only the company's, only successful, named by the
 * statuses the page loads) with the staff's notes, and the notes API of /dashboard/own.
 */
import { GET, POST } from '@/app/dashboard/own/orders/[id]/notes/route';
import type { AuditEntryTable } from '@/lib/server/store/schema';
import { readOrderTimeline } from '@/lib/orders/timeline-server';
import { describeChange, NOTE_MAX } from '@/lib/orders/timeline';
import { describeEachEngine } from '../helpers/store-engines';
import { startFakeUpstream, sendJson } from '../helpers/fake-upstream';
import { browserRequest, cookieFor, makeSession, useUpstream } from '../helpers/proxy-env';

jest.mock('server-only', () => ({}));

const STATUSES = [
  { id: 1, name: 'Новый' },
  { id: 2, name: 'Подтверждён' },
  { id: 5, name: 'Выполнен' },
];
const PAYMENT_SYSTEMS = [{ id: 3, name: 'Т-Касса' }];
const ORDER = { id: 7, createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-25T12:00:00.000Z', history: [] };

type Entry = Omit<AuditEntryTable, 'id'>;
const entry = (patch: Partial<Entry>): Entry => ({
  at: '2026-11-25T10:00:00.000Z',
  tenant: 'company:1',
  user_key: 'u-anna',
  user_name: 'Анна Смирнова',
  role: 'chief',
  session_id: 's-anna',
  method: 'PATCH',
  path: 'market/orders/7',
  resource_type: 'orders',
  resource_id: '7',
  label: 'Заказ № 10007',
  fields: null,
  status: 200,
  error: null,
  instance: 'test',
  request_id: null,
  ...patch,
});

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  // The upstream's profile names the company of each token (the actor reads it once per session).
  upstream = await startFakeUpstream((req, res) => {
    const company = { 'Bearer tok-c1': 1, 'Bearer tok-c2': 2 }[String(req.headers.authorization)];
    if (req.url.endsWith('/chief/profile/me') && company) return sendJson(res, 200, { data: { id: 1, company: { id: company } } });
    return sendJson(res, 404, { error: 'Не найдено', data: {} });
  });
}, 60_000);
afterAll(async () => {
  await upstream?.close();
});

describe('a change as the card tells it', () => {
  const names = { statuses: STATUSES, paymentSystems: PAYMENT_SYSTEMS };
  const tell = (method: string, rest: string, fields: Record<string, unknown> | null) => describeChange({ at: '', userName: '', method, rest, fields }, names);

  it('names statuses and payment systems by the id sent, in either key case', () => {
    expect(tell('PATCH', '', { statusId: 2 })).toBe('Статус изменён: Подтверждён');
    expect(tell('PATCH', '', { status_id: 5 })).toBe('Статус изменён: Выполнен');
    expect(tell('PATCH', '', { status_id: 99 })).toBe('Статус изменён (№ 99)');
    expect(tell('PUT', '', { address: '…' })).toBe('Данные заказа изменены');
    expect(tell('POST', 'item', { name: 'Чизкейк «Нью-Йорк»', quantity: 2 })).toBe('Добавлена позиция: Чизкейк «Нью-Йорк», 2 шт.');
    expect(tell('PATCH', 'item/71', { quantity: 3 })).toBe('Позиция изменена: количество 3');
    expect(tell('PATCH', 'item/71', { status: 'assembled' })).toBe('Позиция изменена: статус «Собрана»');
    expect(tell('DELETE', 'item/72', null)).toBe('Позиция удалена');
    expect(tell('POST', 'payment-link', { payment_system_id: 3 })).toBe('Отправлена ссылка на оплату (Т-Касса)');
    expect(tell('GET', '', null)).toBeNull();
    expect(tell('POST', 'something-else', null)).toBeNull();
  });
});

// The notes API reads the process's store, so each block points the environment at its engine.
describeEachEngine((engine) => {
  beforeEach(async () => {
    await engine.store.deleteFrom('audit_entries').execute();
    await engine.store.deleteFrom('order_notes').execute();
  });

  it("builds the order's timeline from the company's successful changes of this order and its notes", async () => {
    await engine.store
      .insertInto('audit_entries')
      .values([
        entry({ at: '2026-11-25T10:00:00.000Z', fields: JSON.stringify({ status_id: 2 }) }),
        entry({ at: '2026-11-25T10:05:00.000Z', method: 'POST', path: 'market/orders/7/item', fields: JSON.stringify({ name: 'Чизкейк', quantity: 1 }), user_name: 'Борис Петров' }),
        entry({ at: '2026-11-25T10:06:00.000Z', method: 'PATCH', path: 'market/orders/7/item/71', fields: JSON.stringify({ quantity: 3 }) }),
        entry({ at: '2026-11-25T10:07:00.000Z', method: 'DELETE', path: 'market/orders/7/item/72' }),
        entry({ at: '2026-11-25T10:08:00.000Z', method: 'POST', path: 'market/orders/7/payment-link', fields: JSON.stringify({ payment_system_id: 3 }) }),
        entry({ at: '2026-11-25T10:09:00.000Z', method: 'PUT', fields: JSON.stringify({ address: 'ул. Арбат' }) }),
        // Not this order's story: refused, another company's, another order whose id starts the
        // same, older than the order, a read.
        entry({ at: '2026-11-25T10:10:00.000Z', fields: JSON.stringify({ status_id: 5 }), status: 422, error: 'Нельзя' }),
        entry({ at: '2026-11-25T10:11:00.000Z', tenant: 'company:2', user_name: 'Чужой', fields: JSON.stringify({ status_id: 5 }) }),
        entry({ at: '2026-11-25T10:12:00.000Z', path: 'market/orders/70', resource_id: '70', fields: JSON.stringify({ status_id: 5 }) }),
        entry({ at: '2026-11-25T10:13:00.000Z', path: 'market/orders/70/item/1', method: 'DELETE', resource_id: '70' }),
        entry({ at: '2026-11-01T10:00:00.000Z', fields: JSON.stringify({ status_id: 5 }) }),
        entry({ at: '2026-11-25T10:14:00.000Z', method: 'GET' }),
      ])
      .execute();
    await engine.store
      .insertInto('order_notes')
      .values([
        { tenant: 'company:1', order_id: 7, user_key: 'u-boris', user_name: 'Борис Петров', text: 'Клиент просит позвонить', at: '2026-11-25T10:01:00.000Z' },
        { tenant: 'company:2', order_id: 7, user_key: 'u-x', user_name: 'Чужой', text: 'Не для компании 1', at: '2026-11-25T10:02:00.000Z' },
        { tenant: 'company:1', order_id: 8, user_key: 'u-boris', user_name: 'Борис Петров', text: 'Другой заказ', at: '2026-11-25T10:03:00.000Z' },
      ])
      .execute();

    const rows = await readOrderTimeline(engine.store, 'company:1', ORDER, { statuses: STATUSES, paymentSystems: PAYMENT_SYSTEMS });
    expect(rows.map(({ at, kind, text, by }) => [at.slice(11, 16), kind, text, by])).toEqual([
      ['09:00', 'upstream', 'Заказ создан', undefined],
      ['10:00', 'change', 'Статус изменён: Подтверждён', 'Анна Смирнова'],
      ['10:01', 'note', 'Клиент просит позвонить', 'Борис Петров'],
      ['10:05', 'change', 'Добавлена позиция: Чизкейк, 1 шт.', 'Борис Петров'],
      ['10:06', 'change', 'Позиция изменена: количество 3', 'Анна Смирнова'],
      ['10:07', 'change', 'Позиция удалена', 'Анна Смирнова'],
      ['10:08', 'change', 'Отправлена ссылка на оплату (Т-Касса)', 'Анна Смирнова'],
      ['10:09', 'change', 'Данные заказа изменены', 'Анна Смирнова'],
      ['12:00', 'upstream', 'Последнее изменение', undefined],
    ]);
    // Another company sees its own rows of the same order number only.
    const theirs = await readOrderTimeline(engine.store, 'company:2', ORDER, { statuses: STATUSES });
    expect(theirs.filter((row) => row.kind !== 'upstream').map((row) => row.text)).toEqual(['Не для компании 1', 'Статус изменён: Выполнен']);
  });

  describe('the notes API', () => {
    const anna = makeSession({ accessToken: 'tok-c1', sid: 'sid-anna', uid: 'u-anna', user: { name: 'Анна Смирнова', step: 'done' } });
    const boris = makeSession({ accessToken: 'tok-c1', sid: 'sid-boris', uid: 'u-boris', user: { name: 'Борис Петров', step: 'done' } });
    const other = makeSession({ accessToken: 'tok-c2', sid: 'sid-other', uid: 'u-other', user: { name: 'Чужой', step: 'done' } });
    const context = (id: string) => ({ params: Promise.resolve({ id }) });
    const post = async (session: typeof anna, id: string, body: unknown, init: { origin?: string } = {}) =>
      POST(
        browserRequest(`/dashboard/own/orders/${id}/notes`, {
          method: 'POST',
          cookie: await cookieFor(session),
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...(init.origin ? { origin: init.origin } : {}) },
        }),
        context(id),
      );
    const list = async (session: typeof anna, id = '7') =>
      GET(browserRequest(`/dashboard/own/orders/${id}/notes`, { cookie: await cookieFor(session) }), context(id));

    beforeEach(() => useUpstream(upstream.url));

    it('keeps a trimmed note with its author for every user of the company, and for no other company', async () => {
      const created = await post(anna, '7', { text: '  Позвонить после 18:00  ' });
      expect(created.status).toBe(201);
      const { data } = (await created.json()) as { data: { id: number; text: string; userName: string; at: string } };
      expect(data).toMatchObject({ orderId: 7, text: 'Позвонить после 18:00', userName: 'Анна Смирнова' });
      expect(Date.now() - Date.parse(data.at)).toBeLessThan(60_000);

      const seen = await list(boris);
      expect(seen.status).toBe(200);
      expect(((await seen.json()) as { data: unknown[] }).data).toEqual([expect.objectContaining({ text: 'Позвонить после 18:00', userName: 'Анна Смирнова' })]);
      expect(((await (await list(other)).json()) as { data: unknown[] }).data).toEqual([]);
      expect(((await (await list(boris, '8')).json()) as { data: unknown[] }).data).toEqual([]);
      // Stored for company 1 with the author's key, as the timeline reads it.
      expect(await engine.store.selectFrom('order_notes').select(['tenant', 'order_id', 'user_key']).execute()).toEqual([
        { tenant: 'company:1', order_id: 7, user_key: 'u-anna' },
      ]);
    });

    it('refuses an empty or too long note with the message under the field, and keeps nothing', async () => {
      for (const body of [{ text: '   ' }, {}, { text: 5 }]) {
        const refused = await post(anna, '7', body);
        expect(refused.status).toBe(422);
        expect(await refused.json()).toEqual({ error: 'Проверьте корректность введенных данных', data: { text: ['Поле "Комментарий" является обязательным'] } });
      }
      const long = await post(anna, '7', { text: 'я'.repeat(NOTE_MAX + 1) });
      expect(long.status).toBe(422);
      expect(((await long.json()) as { data: unknown }).data).toEqual({ text: ['Поле "Комментарий" должно быть не длиннее 2000 символов'] });
      expect((await post(anna, '7', { text: 'я'.repeat(NOTE_MAX) })).status).toBe(201);
      expect(await engine.store.selectFrom('order_notes').select('id').execute()).toHaveLength(1);
    });

    it('refuses another site, a signed-out browser, an administrator and an id that is not an order', async () => {
      expect((await post(anna, '7', { text: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
      const signedOut = await GET(browserRequest('/dashboard/own/orders/7/notes'), context('7'));
      expect(signedOut.status).toBe(401);
      expect((await list(makeSession({ isAdmin: true, sid: 'sid-admin' }))).status).toBe(403);
      expect((await list(anna, '7abc')).status).toBe(404);
      expect((await post(anna, '0', { text: 'x' })).status).toBe(404);
      expect(await engine.store.selectFrom('order_notes').select('id').execute()).toHaveLength(0);
    });
  });
}, { open: 'environment' });
