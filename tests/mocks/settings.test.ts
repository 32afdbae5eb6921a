/** @jest-environment node */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, withTestUpstream } from './helpers';

const CHIEF = '/dashboard/v1/chief';
const api = withTestUpstream();

describe('loyalty and bonus levels', () => {
  it('gives the settings with the levels in a bonus object, per company', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get(`${CHIEF}/loyalty`, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ accrual_delay_hours: 12, registration_bonus: 200, no_accrual_with_bonuses: true });
    expect(reply.body.data.bonus.levels.map((l: { name: string }) => l.name)).toEqual(['Базовый', 'Бонусный', 'Продвинутый']);
    const other = await api.get(`${CHIEF}/loyalty`, await signIn(api, DEMO_ACCOUNTS.onboarding));
    expect(other.body.data.bonus.levels.map((l: { name: string }) => l.name)).toEqual(['Стандарт', 'Любимый клиент']);
  });

  it('saves the settings and answers 422 for every bad field', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const settings = {
      accrual_delay_hours: 48,
      bonuses_per_rouble: 0.5,
      annual_bonus: 0,
      registration_bonus: 50,
      birthday_bonus: 100,
      no_accrual_with_bonuses: false,
      accrue_cash_only: true,
    };
    const saved = await api.put(`${CHIEF}/loyalty`, settings, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(settings);
    expect((await api.get(`${CHIEF}/loyalty`, token)).body.data).toMatchObject(settings);
    const bad = await api.put(`${CHIEF}/loyalty`, { ...settings, accrual_delay_hours: 1.5, birthday_bonus: '' }, token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['accrual_delay_hours', 'birthday_bonus']);
  });

  it('creates, edits and deletes a level; names and sums stay unique', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const created = await api.post(`${CHIEF}/loyalty/bonus/level`, { name: 'Золотой', threshold: 30000, percent: 10 }, token);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const clash = await api.post(`${CHIEF}/loyalty/bonus/level`, { name: 'золотой', threshold: 5000, percent: 1 }, token);
    expect(clash.body.data).toEqual({ name: ['Уровень с таким названием уже есть'], threshold: ['Уровень с такой суммой покупок уже есть'] });
    const edited = await api.put(`${CHIEF}/loyalty/bonus/level/${id}`, { name: 'Золотой', threshold: 40000, percent: 12.5 }, token);
    expect(edited.body.data).toEqual({ id, name: 'Золотой', threshold: 40000, percent: 12.5 });
    const baker = await signIn(api, DEMO_ACCOUNTS.baker);
    expect((await api.request('DELETE', `${CHIEF}/loyalty/bonus/level/${id}`, { token: baker })).status).toBe(404);
    expect((await api.request('DELETE', `${CHIEF}/loyalty/bonus/level/${id}`, { token })).status).toBe(200);
    const levels = (await api.get(`${CHIEF}/loyalty`, token)).body.data.bonus.levels;
    expect(levels.some((l: { id: number }) => l.id === id)).toBe(false);
  });
});

describe('market and store statuses', () => {
  it('reads and saves the market settings', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    expect((await api.get(`${CHIEF}/market`, token)).body.data).toEqual({ is_enabled: true, min_order_sum: 500, currency: 'RUB' });
    const saved = await api.put(`${CHIEF}/market`, { is_enabled: false, min_order_sum: 700 }, token);
    expect(saved.body.data).toEqual({ is_enabled: false, min_order_sum: 700, currency: 'RUB' });
    expect((await api.put(`${CHIEF}/market`, { is_enabled: 'yes', min_order_sum: -1 }, token)).status).toBe(422);
  });

  it('pages the statuses, creates one with its own ext id that the orders dropout lists, edits and deletes it', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const first = await api.get(`${CHIEF}/market/statuses?page=1&per_page=4`, token);
    expect(first.body.data.pagination).toEqual({ total: 6, total_pages: 2, current_page: 1, per_page: 4 });
    expect(first.body.data.data[0]).toEqual({ id: 1, name: 'Новый', code: 'new', ext_id: 'ST-01', sort: 0 });
    const codes = await api.get(`${CHIEF}/market/statuses/codes`, token);
    expect(codes.body.data).toContainEqual({ id: 'delivering', name: 'Доставляется' });

    const created = await api.post(`${CHIEF}/market/statuses`, { name: 'Ждёт курьера', code: 'assembling', ext_id: 'HACK' }, token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Ждёт курьера', code: 'assembling', ext_id: 'ST-07', sort: 6 });
    const id = created.body.data.id;
    const dropout = await api.get(`${CHIEF}/market/statuses/dropout`, token);
    expect(dropout.body.data).toContainEqual({ id, name: 'Ждёт курьера' });

    const clash = await api.put(`${CHIEF}/market/statuses/${id}`, { name: 'новый', code: 'moon' }, token);
    expect(clash.body.data).toEqual({ name: ['Статус с таким названием уже есть'], code: ['Выберите значение поля "Код статуса" из списка'] });
    const edited = await api.put(`${CHIEF}/market/statuses/${id}`, { name: 'Передан курьеру', code: 'delivering' }, token);
    expect(edited.body.data).toMatchObject({ id, name: 'Передан курьеру', code: 'delivering', ext_id: 'ST-07' });
    expect((await api.request('DELETE', `${CHIEF}/market/statuses/${id}`, { token })).status).toBe(200);
    expect((await api.get(`${CHIEF}/market/statuses/dropout`, token)).body.data).toHaveLength(6);
  });

  it('keeps the chosen needs_action flag of a status, answers without it until it is set, and checks its type', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const created = await api.post(`${CHIEF}/market/statuses`, { name: 'Ждёт звонка', code: 'new', needs_action: true }, token);
    expect(created.body.data).toMatchObject({ name: 'Ждёт звонка', needs_action: true });
    const id = created.body.data.id;
    const edited = await api.put(`${CHIEF}/market/statuses/${id}`, { name: 'Ждёт звонка', code: 'new', needs_action: false }, token);
    expect(edited.body.data.needs_action).toBe(false);
    const refused = await api.put(`${CHIEF}/market/statuses/${id}`, { name: 'Ждёт звонка', code: 'new', needs_action: 'yes' }, token);
    expect(refused.body.data).toEqual({ needs_action: ['Поле "Ждёт действия" должно быть логическим значением'] });
    const seeded = (await api.get(`${CHIEF}/market/statuses?page=1&per_page=1`, token)).body.data.data[0];
    expect(seeded).not.toHaveProperty('needs_action');
  });

  it('keeps the chosen badge colour of a status as #RRGGBB, clears it with null, refuses non-HEX and puts it on the orders', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const created = await api.post(`${CHIEF}/market/statuses`, { name: 'Ждёт оплаты', code: 'new', color: '#c0f' }, token);
    expect(created.body.data).toMatchObject({ name: 'Ждёт оплаты', color: '#CC00FF' });
    const id = created.body.data.id;
    const refused = await api.put(`${CHIEF}/market/statuses/${id}`, { name: 'Ждёт оплаты', code: 'new', color: 'red' }, token);
    expect(refused.body.data).toEqual({ color: ['Цвет должен соответствовать HEX формату'] });
    const cleared = await api.put(`${CHIEF}/market/statuses/${id}`, { name: 'Ждёт оплаты', code: 'new', color: null }, token);
    expect(cleared.body.data.color).toBeNull();
    const order = (await api.get(`${CHIEF}/market/orders?per_page=1`, token)).body.data.data[0];
    expect(order.status).toEqual({ id: expect.any(Number), name: expect.any(String), code: expect.any(String), color: null });
    expect((await api.request('DELETE', `${CHIEF}/market/statuses/${id}`, { token })).status).toBe(200);
  });

  it('places a new order for the e2e notice through /__demo/orders', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const placed = await api.post('/__demo/orders?company=1');
    expect(placed.status).toBe(201);
    const newest = (await api.get(`${CHIEF}/market/orders?sort=-created_at&per_page=1`, token)).body.data.data[0];
    expect(newest).toMatchObject({ id: placed.body.id, number: placed.body.number, status: { name: 'Новый' } });
  });

  it('refuses to delete a status that orders have', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.request('DELETE', `${CHIEF}/market/statuses/1`, { token });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(/^Статус «Новый» есть у заказов \(\d+\), его нельзя удалить$/);
  });
});

describe('payment, delivery, webhooks and the bottom navigation', () => {
  it('keeps the payment settings and checks the tax id (10 or 12 digits)', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const current = (await api.get(`${CHIEF}/payment-settings`, token)).body.data;
    expect(current).toMatchObject({ site_id: 'utro-coffee-001', inn: '7704125834', tax_system: 'osn' });
    const bad = await api.put(`${CHIEF}/payment-settings`, { ...current, inn: '77041258341' }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ inn: ['Поле "ИНН" должно содержать 10 или 12 чисел'] });
    const saved = await api.put(`${CHIEF}/payment-settings`, { ...current, inn: '770412583412', tax_system: 'usn_income' }, token);
    expect(saved.body.data).toMatchObject({ inn: '770412583412', tax_system: 'usn_income' });
    const flowers = (await api.get(`${CHIEF}/payment-settings`, await signIn(api, DEMO_ACCOUNTS.onboarding))).body.data;
    expect(flowers.inn).toBe('770314826585');
  });

  it('keeps the delivery settings; one way to get the order must stay on', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const current = (await api.get(`${CHIEF}/delivery-settings`, token)).body.data;
    expect(current).toEqual({ has_delivery: true, has_pickup: true, delivery_price: 250, free_from: 2000, zones: 'Москва в пределах МКАД' });
    const none = await api.put(`${CHIEF}/delivery-settings`, { ...current, has_delivery: false, has_pickup: false }, token);
    expect(none.body.data).toEqual({ has_delivery: ['Включите доставку или самовывоз'] });
    const saved = await api.put(`${CHIEF}/delivery-settings`, { ...current, delivery_price: 300 }, token);
    expect(saved.body.data.delivery_price).toBe(300);
  });

  it('lists the webhooks of the company', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const reply = await api.get(`${CHIEF}/webhooks`, token);
    expect(reply.body.data[0]).toEqual({ id: 1, event: 'order.created', method: 'POST', url: 'https://crm.utro-coffee.ru/hooks/orders/created' });
  });

  it('renames, moves and switches navigation items within the limits', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const items = (await api.get(`${CHIEF}/navbar-items`, token)).body.data;
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Главная', 'Каталог', 'Корзина', 'Бонусы', 'Профиль', 'Новости', 'Контакты']);
    const cart = items[2];
    const moved = await api.put(`${CHIEF}/navbar-items/${cart.id}`, { ...cart, name: 'Мой заказ', icon: 'orders', sort: 0 }, token);
    expect(moved.body.data).toMatchObject({ name: 'Мой заказ', icon: 'orders', sort: 0 });
    const after = (await api.get(`${CHIEF}/navbar-items`, token)).body.data;
    expect(after.map((i: { name: string }) => i.name).slice(0, 3)).toEqual(['Мой заказ', 'Главная', 'Каталог']);
    const news = after.find((i: { name: string }) => i.name === 'Новости');
    const sixth = await api.put(`${CHIEF}/navbar-items/${news.id}`, { ...news, is_active: true }, token);
    expect(sixth.body.data).toEqual({ is_active: ['В нижнем меню может быть не больше 5 активных пунктов'] });
    const longName = await api.put(`${CHIEF}/navbar-items/${news.id}`, { ...news, name: 'Очень длинное название пункта' }, token);
    expect(longName.body.data).toEqual({ name: ['Поле "Название" должно быть не длиннее 20 символов'] });
  });
});
