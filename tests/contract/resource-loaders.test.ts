/**
 * @jest-environment node
 *
 * The typed server loaders of each resource (lib/<resource>/server.ts) against a real HTTP
 * upstream answering in snake_case: the minimal record (only the fields the specification
 * names), the full record, nulls, missing arrays, and the list envelopes. Every loader must give
 * its screen a record of the declared shape, and list what it lacked, instead of failing.
 */
import type { ServerResponse } from 'node:http';
import { getOrder, listOrders } from '@/lib/orders/server';
import { getClient, listClients } from '@/lib/clients/server';
import { getProduct, listProducts, getCategory, listCategories, listOffers } from '@/lib/catalog/server';
import { getShop, listShops } from '@/lib/shops/server';
import { getNewsItem, listNews } from '@/lib/news/server';
import { getAdminCompany, listAdminCompanies } from '@/lib/admin/server';
import { loadHomeData } from '@/lib/home/server';
import { getLoyalty, listStatusCodes, listStoreStatuses } from '@/lib/settings/server';
import { isMissing, MISSING, resetDegradeReports } from '@/lib/schema/record';
import type { SessionData } from '@/lib/server/session/cookie';
import { allowConsole } from '../helpers/console-guard';
import { sendJson, startFakeUpstream } from '../helpers/fake-upstream';
import { makeSession, useUpstream } from '../helpers/proxy-env';

const mockSession: { current: SessionData | null } = { current: null };
jest.mock('server-only', () => ({}));
jest.mock('@/lib/server/session/get-session', () => ({ getSession: async () => mockSession.current }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-url': '/orders' }) }));
// A redirect leaves the render; here it is an error naming where it would go.
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

/** What the fake upstream answers, by path (without the query): [status, body]. */
const answers = new Map<string, [number, unknown]>();
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res: ServerResponse) => {
    const path = req.url.split('?')[0] ?? '';
    const [status, body] = answers.get(path) ?? [404, { error: 'Не найдено', data: null }];
    sendJson(res, status, body);
  });
});
afterAll(() => upstream.close());
beforeEach(() => {
  answers.clear();
  resetDegradeReports();
  useUpstream(upstream.url);
  mockSession.current = makeSession();
});

const answer = (path: string, body: unknown, status = 200) => answers.set(`/dashboard/v1/${path}`, [status, body]);
const one = (path: string, record: unknown) => answer(path, { data: record });
const list = (path: string, rows: unknown[], pagination: unknown = { total: rows.length, total_pages: 1, current_page: 1, per_page: 15 }) =>
  answer(path, { data: { data: rows, pagination } });

interface ItemCase {
  name: string;
  path: string;
  load: () => Promise<object>;
  back: string;
  /** Only the fields the specification names (§3). */
  minimal: Record<string, unknown>;
  full: Record<string, unknown>;
  /** The full record as the screen receives it (camelCase). */
  fullParsed: Record<string, unknown>;
  arrays: string[];
  /** Fields read only when sent: absent, they stay absent rather than being marked. */
  optional?: string[];
}

const image = { uuid: 'img-1', preview_url: '/p.png', url: '/i.png', name: 'i.png' };
const imageParsed = { uuid: 'img-1', previewUrl: '/p.png', url: '/i.png', name: 'i.png' };

const fullOrder = {
  id: 5,
  number: '10001',
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T11:00:00Z',
  status: { id: 1, name: 'Новый', code: 'new', color: '#112233' },
  customer: { id: 3, name: 'Анна', phone: '79161234567' },
  delivery_type: 'delivery',
  store: null,
  total: 700,
  items_count: 1,
  is_paid: false,
  payment_system_id: 1,
  history: [{ at: '2026-01-02T10:00:00Z', text: 'Заказ создан' }],
  address: 'Москва',
  comment: '',
  payment_system: { id: 1, name: 'ЮKassa' },
  payment_link: null,
  delivery_cost: 200,
  lines_total: 500,
  items: [{ id: 9, order_id: 5, name: 'Капучино', price: 250, quantity: 2, status: 'new', total: 500, product_id: 4, offer_id: null }],
};
const fullOrderParsed = {
  id: 5,
  number: '10001',
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T11:00:00Z',
  status: { id: 1, name: 'Новый', code: 'new', color: '#112233' },
  customer: { id: 3, name: 'Анна', phone: '79161234567' },
  deliveryType: 'delivery',
  store: null,
  total: 700,
  itemsCount: 1,
  isPaid: false,
  paymentSystemId: 1,
  history: [{ at: '2026-01-02T10:00:00Z', text: 'Заказ создан' }],
  address: 'Москва',
  comment: '',
  paymentSystem: { id: 1, name: 'ЮKassa' },
  paymentLink: null,
  deliveryCost: 200,
  linesTotal: 500,
  items: [{ id: 9, orderId: 5, name: 'Капучино', price: 250, quantity: 2, status: 'new', total: 500, productId: 4, offerId: null }],
};

const fullClient = {
  id: 3,
  name: 'Анна',
  phone: '79161234567',
  email: 'anna@example.ru',
  status: 'Бонусный',
  bonus_balance: 120,
  orders_count: 2,
  created_at: '2025-05-01',
  birthday: null,
  comment: 'VIP',
  orders_total: 1500,
  last_order_at: '2026-01-02',
};
const fullClientParsed = {
  id: 3,
  name: 'Анна',
  phone: '79161234567',
  email: 'anna@example.ru',
  status: 'Бонусный',
  bonusBalance: 120,
  ordersCount: 2,
  createdAt: '2025-05-01',
  birthday: null,
  comment: 'VIP',
  ordersTotal: 1500,
  lastOrderAt: '2026-01-02',
};

const productRow = {
  id: 4,
  uuid: 'p-4',
  type: 'product',
  name: 'Капучино',
  article: 'CAP',
  category_id: 2,
  category: { id: 2, name: 'Кофе' },
  base_price: 250,
  in_stock: true,
  is_active: true,
  image,
  offers_count: 1,
  created_at: '2025-05-01',
};
const productRowParsed = {
  id: 4,
  uuid: 'p-4',
  type: 'product',
  name: 'Капучино',
  article: 'CAP',
  categoryId: 2,
  category: { id: 2, name: 'Кофе' },
  basePrice: 250,
  inStock: true,
  isActive: true,
  image: imageParsed,
  offersCount: 1,
  createdAt: '2025-05-01',
};
const fullProduct = {
  ...productRow,
  description: 'Горячий',
  sort: 1,
  images: [image],
  properties: [{ property_id: 1, property_name: 'Объём', enum_id: 2, value: '300 мл' }],
  similar: [{ id: 6, uuid: 'p-6', name: 'Латте', base_price: 270, is_active: true, image: null }],
  kit_items: [],
  updated_at: '2025-05-02',
};
const fullProductParsed = {
  ...productRowParsed,
  description: 'Горячий',
  sort: 1,
  images: [imageParsed],
  properties: [{ propertyId: 1, propertyName: 'Объём', enumId: 2, value: '300 мл' }],
  similar: [{ id: 6, uuid: 'p-6', name: 'Латте', basePrice: 270, isActive: true, image: null }],
  kitItems: [],
  updatedAt: '2025-05-02',
};

const fullShop = {
  id: 8,
  address: 'ул. Ленина, 1',
  city: 'Москва',
  phone: '79161234567',
  working_hours: '09:00 - 21:00',
  latitude: 55.75,
  longitude: 37.61,
  is_active: true,
  created_at: '2025-05-01',
};
const fullShopParsed = {
  id: 8,
  address: 'ул. Ленина, 1',
  city: 'Москва',
  phone: '79161234567',
  workingHours: '09:00 - 21:00',
  latitude: 55.75,
  longitude: 37.61,
  isActive: true,
  createdAt: '2025-05-01',
};

const fullCategory = {
  id: 2,
  name: 'Кофе',
  description: '',
  parent_id: null,
  parent: null,
  is_active: true,
  sort: 1,
  image: null,
  children_count: 0,
  products_count: 3,
  created_at: '2025-05-01',
};
const fullCategoryParsed = {
  id: 2,
  name: 'Кофе',
  description: '',
  parentId: null,
  parent: null,
  isActive: true,
  sort: 1,
  image: null,
  childrenCount: 0,
  productsCount: 3,
  createdAt: '2025-05-01',
};

const fullNews = {
  id: 11,
  title: 'Открытие',
  short_text: 'Мы открылись',
  text: 'Текст',
  image: { id: 1, uuid: 'n-1', preview_url: '/n.png' },
  is_published: true,
  published_at: '2026-01-02',
  created_at: '2026-01-01',
  updated_at: '2026-01-02',
};
const fullNewsParsed = {
  id: 11,
  title: 'Открытие',
  shortText: 'Мы открылись',
  text: 'Текст',
  image: { id: 1, uuid: 'n-1', previewUrl: '/n.png' },
  isPublished: true,
  publishedAt: '2026-01-02',
  createdAt: '2026-01-01',
  updatedAt: '2026-01-02',
};

const adminCompanyRow = { id: 21, name: 'Кофейня', city: 'Москва', is_active: true, app_state: 'published', created_at: '2025-01-01' };
const adminCompanyRowParsed = { id: 21, name: 'Кофейня', city: 'Москва', isActive: true, appState: 'published', createdAt: '2025-01-01' };
const fullAdminCompany = {
  ...adminCompanyRow,
  users: [{ id: 1, name: 'Анна', email: 'a@example.ru', phone: '79161234567', step: 'done', created_at: '2025-01-01' }],
  application: { app_uuid: 'app-1', company_name: 'Кофейня', icon_name: 'cup', app_store_url: null, google_play_url: null, updated_at: '2025-01-02' },
  subscription: { status: 'active', tariff: 'pro', paid_until: '2026-12-31', trial_ends_at: null, last_payment_at: '2026-01-01', payments_count: 3, total_paid: 9000 },
};
const fullAdminCompanyParsed = {
  ...adminCompanyRowParsed,
  users: [{ id: 1, name: 'Анна', email: 'a@example.ru', phone: '79161234567', step: 'done', createdAt: '2025-01-01' }],
  application: { appUuid: 'app-1', companyName: 'Кофейня', iconName: 'cup', appStoreUrl: null, googlePlayUrl: null, updatedAt: '2025-01-02' },
  subscription: { status: 'active', tariff: 'pro', paidUntil: '2026-12-31', trialEndsAt: null, lastPaymentAt: '2026-01-01', paymentsCount: 3, totalPaid: 9000 },
};

const items: ItemCase[] = [
  {
    name: 'order',
    path: 'chief/market/orders/5',
    load: () => getOrder(5),
    back: '/orders',
    // §3 "Orders: items (order id, element id)".
    minimal: { id: 5, items: [{ id: 9, order_id: 5 }] },
    full: fullOrder,
    fullParsed: fullOrderParsed,
    arrays: ['items', 'history'],
  },
  {
    name: 'client',
    path: 'chief/customers/3',
    load: () => getClient(3),
    back: '/clients',
    // §3 "Clients: status label → badge".
    minimal: { id: 3, status: 'Базовый' },
    full: fullClient,
    fullParsed: fullClientParsed,
    arrays: [],
  },
  {
    name: 'product',
    path: 'chief/products/4',
    load: () => getProduct(4),
    back: '/catalog/products',
    // §3 shows no field of the product detail record.
    minimal: { id: 4 },
    full: fullProduct,
    fullParsed: fullProductParsed,
    arrays: ['images', 'properties', 'similar', 'kitItems'],
  },
  {
    name: 'shop',
    path: 'chief/market/stores/8',
    load: () => getShop(8),
    back: '/shops',
    // §3 "Shop: id, address".
    minimal: { id: 8, address: 'ул. Ленина, 1' },
    full: fullShop,
    fullParsed: fullShopParsed,
    arrays: [],
  },
  {
    name: 'category',
    path: 'chief/categories/2',
    load: () => getCategory(2),
    back: '/catalog/categories',
    // §3 "Category option: id, name".
    minimal: { id: 2, name: 'Кофе' },
    full: fullCategory,
    fullParsed: fullCategoryParsed,
    arrays: [],
  },
  {
    name: 'news item',
    path: 'chief/news/11',
    load: () => getNewsItem(11),
    back: '/news',
    minimal: { id: 11 },
    full: fullNews,
    fullParsed: fullNewsParsed,
    arrays: [],
  },
  {
    name: 'admin company',
    path: 'admin/companies/21',
    load: () => getAdminCompany(21),
    back: '/admin/companies',
    minimal: { id: 21 },
    full: fullAdminCompany,
    // The optional contact fields the upstream left out stay absent, not marked.
    fullParsed: fullAdminCompanyParsed,
    arrays: ['users'],
    optional: ['city', 'appState', 'createdAt'],
  },
];

describe.each(items)('$name loader', ({ path, load, back, minimal, full, fullParsed, arrays, optional = [] }) => {
  it('reads the full record as sent, with nothing marked missing', async () => {
    one(path, full);
    const record = await load();
    expect(record).toEqual(fullParsed);
    expect(MISSING in record).toBe(false);
  });

  it('reads the minimal record: every other field empty and marked missing', async () => {
    one(path, minimal);
    const record = (await load()) as Record<string, unknown>;
    expect(record.id).toBe(minimal.id);
    for (const key of optional) expect(key in record).toBe(false);
    for (const key of Object.keys(fullParsed).filter((key) => !(key in minimal) && key !== 'id' && !optional.includes(key))) {
      expect({ key, missing: isMissing(record, key) }).toEqual({ key, missing: true });
    }
    for (const key of arrays) expect(record[key]).toEqual(key === 'items' ? [expect.objectContaining({ id: 9, orderId: 5, name: '', price: 0 })] : []);
  });

  it('reads nulls as empty values instead of failing', async () => {
    one(path, Object.fromEntries(Object.keys(full).map((key) => [key, key === 'id' ? full.id : null])));
    const record = (await load()) as Record<string, unknown>;
    for (const key of arrays) expect(record[key]).toEqual([]);
    for (const [key, value] of Object.entries(record)) {
      if (key === MISSING) continue;
      // A nested record that a screen never sees as null (the admin card's subscription) is its empty record.
      expect(value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value)).toBe(true);
    }
  });

  it('reads the record without its arrays, each one empty and marked missing', async () => {
    const withoutArrays = Object.fromEntries(Object.entries(full).filter(([key]) => !arrays.map(snake).includes(key)));
    one(path, withoutArrays);
    const record = (await load()) as Record<string, unknown>;
    for (const key of arrays) {
      expect(record[key]).toEqual([]);
      expect(isMissing(record, key)).toBe(true);
    }
  });

  it('a mistyped field degrades alone and is logged once, as a structured warning', async () => {
    allowConsole(/upstream_field_degraded/);
    const warn = console.warn as jest.Mock;
    warn.mockClear();
    one(path, { ...full, created_at: { when: 'вчера' } });
    await load();
    await load();
    const logged = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('upstream_field_degraded'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 'warn', event: 'upstream_field_degraded', field: 'createdAt', received: 'object' });
  });

  it('goes back to the list when the record cannot be loaded (404) or is not a record', async () => {
    answer(path, { error: 'Не найдено', data: null }, 404);
    await expect(load()).rejects.toThrow(`redirect ${back}`);
    allowConsole(/upstream_record_unreadable/);
    one(path, [full]);
    await expect(load()).rejects.toThrow(`redirect ${back}`);
    one(path, { ...full, id: null });
    await expect(load()).rejects.toThrow(`redirect ${back}`);
  });
});

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

interface ListCase {
  name: string;
  path: string;
  load: () => Promise<{ rows: object[]; pagination: object; error: string | null }>;
  row: Record<string, unknown>;
  rowParsed: Record<string, unknown>;
}

const { history: _h, address: _a, comment: _c, payment_system: _ps, payment_link: _pl, delivery_cost: _dc, lines_total: _lt, items: _i, updated_at: _u, ...orderRow } = fullOrder;
const { history: _hp, address: _ap, comment: _cp, paymentSystem: _psp, paymentLink: _plp, deliveryCost: _dcp, linesTotal: _ltp, items: _ip, updatedAt: _up, ...orderRowParsed } = fullOrderParsed;

const lists: ListCase[] = [
  { name: 'orders', path: 'chief/market/orders', load: () => listOrders({ page: 1, perPage: 15 }), row: orderRow, rowParsed: orderRowParsed },
  { name: 'clients', path: 'chief/customers', load: () => listClients({ page: 1, perPage: 15 }), row: fullClient, rowParsed: fullClientParsed },
  { name: 'products', path: 'chief/market/products', load: () => listProducts({ page: 1, perPage: 15 }), row: productRow, rowParsed: productRowParsed },
  { name: 'shops', path: 'chief/market/stores', load: () => listShops({ page: 1, perPage: 15 }), row: fullShop, rowParsed: fullShopParsed },
  { name: 'categories', path: 'chief/market/categories', load: () => listCategories({ page: 1, perPage: 15 }), row: fullCategory, rowParsed: fullCategoryParsed },
  { name: 'news', path: 'chief/news', load: () => listNews({ page: 1, perPage: 15 }), row: fullNews, rowParsed: fullNewsParsed },
  { name: 'admin companies', path: 'admin/companies', load: () => listAdminCompanies({ page: 1, perPage: 15 }), row: adminCompanyRow, rowParsed: adminCompanyRowParsed },
];

describe.each(lists)('$name list loader', ({ path, load, row, rowParsed }) => {
  it('reads the §7 { data: { data, pagination } } envelope', async () => {
    list(path, [row], { total: 31, total_pages: 3, current_page: 1, per_page: 15 });
    expect(await load()).toEqual({ rows: [rowParsed], pagination: { total: 31, totalPages: 3, currentPage: 1, perPage: 15 }, error: null });
  });

  it('reads a { data, pagination } wrapper where the list is expected, and a bare list', async () => {
    answer(path, { data: [row], pagination: { total: 1, total_pages: 1, current_page: 1, per_page: 15 } });
    expect(await load()).toEqual({ rows: [rowParsed], pagination: { total: 1, totalPages: 1, currentPage: 1, perPage: 15 }, error: null });
    answer(path, [row]);
    expect((await load()).rows).toEqual([rowParsed]);
  });

  it('keeps rows with only an id and nulls, and drops only the rows that are not records', async () => {
    allowConsole(/upstream_field_degraded/);
    list(path, [{ id: 1 }, Object.fromEntries(Object.keys(row).map((key) => [key, key === 'id' ? 2 : null])), 'мусор', { name: 'без id' }]);
    const { rows, error } = await load();
    expect(error).toBeNull();
    expect(rows.map((r) => (r as { id: number }).id)).toEqual([1, 2]);
  });

  it('is the list error state (with the server text) when the call fails or holds no list', async () => {
    allowConsole(/\[list\]/, /upstream_list_unreadable/);
    answer(path, { error: 'Сбой сервера', data: null }, 500);
    expect(await load()).toMatchObject({ rows: [], error: 'Сбой сервера' });
    answer(path, { data: { id: 1 } });
    expect(await load()).toMatchObject({ rows: [], error: 'Не удалось загрузить список' });
  });
});

describe('product screen sections', () => {
  it('reads the offers in any list shape, and an offer without its properties array', async () => {
    answer('chief/products/4/offers', { data: [{ id: 1, product_id: 4, name: '300 мл', price: 250 }] });
    const [offer] = await listOffers(4);
    expect(offer).toMatchObject({ id: 1, productId: 4, properties: [] });
    expect(isMissing(offer!, 'properties')).toBe(true);
  });
});

describe('home screen loader', () => {
  it('reads banners, blocks without their pages, settings without loyalty, templates and categories', async () => {
    one('chief/mainpage', { id: 1, slider_l: true, slider_s: false, my_bookings: true, my_orders: false });
    answer('chief/banners', { data: [{ id: 1, title: 'Скидки', category_id: 2, image: null, is_active: true }, { id: 2 }] });
    answer('chief/mainpage/blocks', { data: [{ id: 3, title: 'Акции', template: 'promo', is_active: true, sort: 1 }] });
    answer('chief/mainpage/templates', { data: [{ name: 'promo', name_ru: 'Акции' }] });
    answer('chief/categories/dropout', { data: [{ id: 2, name: 'Кофе' }] });
    const home = await loadHomeData();
    expect(home.settings).toEqual({ sliderL: true, sliderS: false, myBookings: true, myOrders: false });
    expect(home.banners.rows).toEqual([
      { id: 1, title: 'Скидки', categoryId: 2, image: null, isActive: true },
      expect.objectContaining({ id: 2, title: '', image: null, [MISSING]: ['title', 'categoryId', 'image', 'isActive'] }),
    ]);
    expect(home.blocks.rows[0]).toMatchObject({ id: 3, template: 'promo', children: [] });
    expect(isMissing(home.blocks.rows[0]!, 'children')).toBe(true);
    expect(home.templates).toEqual([{ name: 'promo', nameRu: 'Акции' }]);
    expect(home.categories).toEqual([{ id: 2, name: 'Кофе' }]);
  });

  it('keeps each part failing on its own: a banners answer without a list is that part\'s error', async () => {
    allowConsole(/\[home\]/, /\[options\]/, /upstream_list_unreadable/);
    answer('chief/banners', { data: { id: 1 } });
    const home = await loadHomeData();
    expect(home.banners).toEqual({ rows: [], error: 'Не удалось загрузить данные' });
    expect(home.settings).toBeNull();
  });
});

describe('store settings loaders', () => {
  it('reads loyalty rules without the bonus object: no levels, marked missing', async () => {
    one('chief/loyalty', { accrual_delay_hours: 24, bonuses_per_rouble: 1 });
    const loyalty = await getLoyalty();
    expect(loyalty).toMatchObject({ accrualDelayHours: 24, bonusesPerRouble: 1, annualBonus: 0, bonus: { levels: [] } });
    expect(isMissing(loyalty, 'bonus')).toBe(true);
    one('chief/loyalty', { bonus: { levels: [{ id: 1, name: 'Серебро', threshold: 1000, percent: 5 }, { name: 'без id' }] } });
    allowConsole(/upstream_field_degraded/);
    expect((await getLoyalty()).bonus.levels).toEqual([{ id: 1, name: 'Серебро', threshold: 1000, percent: 5 }]);
  });

  it('reads statuses (§3 id, extId) and text status codes', async () => {
    list('chief/market/statuses', [{ id: 1, ext_id: 'N1' }]);
    answer('chief/market/statuses/codes', { data: [{ id: 'new', name: 'Новый' }] });
    const statuses = await listStoreStatuses({ page: 1, perPage: 15 });
    expect(statuses.rows).toEqual([expect.objectContaining({ id: 1, extId: 'N1', name: '', code: '' })]);
    expect('needsAction' in statuses.rows[0]!).toBe(false);
    expect(await listStatusCodes()).toEqual([{ id: 'new', name: 'Новый' }]);
  });
});
