/**
 * @jest-environment node
 *
 * The typed server loaders of each resource (lib/<resource>/server.ts) against a real HTTP
 * upstream answering in snake_case: the minimal record (only the fields the specification
 * names), the full record, nulls, missing arrays, and the list envelopes. Every loader must give
 * its screen a record of the declared shape, and list what it lacked, instead of failing.
 */
import { getOrder, listOrders } from '@/lib/orders/server';
import { getClient, listClients } from '@/lib/clients/server';
import { getProduct, listProducts, getCategory, listCategories, listOffers } from '@/lib/catalog/server';
import { getShop, listShops } from '@/lib/shops/server';
import { getNewsItem, listNews } from '@/lib/news/server';
import { getAdminCompany, listAdminCompanies } from '@/lib/admin/server';
import { loadHomeData } from '@/lib/home/server';
import { getLoyalty, getDeliverySettings, getPaymentSettings, listNavbarItems, listPaymentSystems, listStatusCodes, listStoreStatuses, listWebhooks } from '@/lib/settings/server';
import { getContacts, getProfile, listMenuIcons, listMenuItems, listNetworks } from '@/lib/profile/server';
import { getSection, listMenuSections, listSections } from '@/lib/company/server';
import { getApplication, getApplicationIfCreated } from '@/lib/application/server';
import { loadBuilderData } from '@/lib/application/builder-server';
import { getPaymentsSum, listPayments } from '@/lib/finance/server';
import { getPaymentsTotal, getPlatformSettings, listCompanyOptions, listPlatformPayments } from '@/lib/admin/server';
import { getIntegrationSettings, listIntegrationLinks } from '@/lib/integrations/server';
import { getPromo, listPromoCategories } from '@/lib/promo/server';
import { getOnboardingProfile } from '@/lib/onboarding/server';
import { ApiError } from '@/lib/api/api-error';
import { camelizeKeys } from '@/lib/format/case';
import { isMissing, MISSING, resetDegradeReports } from '@/lib/schema/record';
import type { SessionData } from '@/lib/server/session/cookie';
import { withRecordUnavailable } from '@/lib/record-unavailable';
import { allowConsole } from '../helpers/console-guard';
import { answeringUpstream } from '../helpers/fake-upstream';
import { makeSession, useUpstream } from '../helpers/proxy-env';

const mockSession: { current: SessionData | null } = { current: null };
jest.mock('server-only', () => ({}));
jest.mock('@/lib/server/session/get-session', () => ({ getSession: async () => mockSession.current }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-url': '/orders' }) }));
// next/navigation is the suite's shared mock: a redirect is an error naming where it would go.

const { answer } = answeringUpstream({ error: 'Не найдено', data: null }, useUpstream);

beforeEach(() => {
  resetDegradeReports();
  mockSession.current = makeSession();
});

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
  /** The full record as the screen receives it: by default the upstream's fields in camelCase. */
  fullParsed?: Record<string, unknown>;
  arrays: string[];
  /** Fields read only when sent: absent, they stay absent rather than being marked. */
  optional?: string[];
  /** A text field sent as an object in the mistyped-field case (snake_case); created_at unless told. */
  mistyped?: string;
}

const image = { uuid: 'img-1', preview_url: '/p.png', url: '/i.png', name: 'i.png' };

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
const fullOrderParsed = camelizeKeys<Record<string, unknown>>(fullOrder);

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
const fullClientParsed = camelizeKeys<Record<string, unknown>>(fullClient);

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
const productRowParsed = camelizeKeys<Record<string, unknown>>(productRow);
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
const fullShopParsed = camelizeKeys<Record<string, unknown>>(fullShop);

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
const fullCategoryParsed = camelizeKeys<Record<string, unknown>>(fullCategory);

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
const fullNewsParsed = camelizeKeys<Record<string, unknown>>(fullNews);

const adminCompanyRow = { id: 21, name: 'Кофейня', city: 'Москва', is_active: true, app_state: 'published', created_at: '2025-01-01' };
const adminCompanyRowParsed = camelizeKeys<Record<string, unknown>>(adminCompanyRow);
const fullAdminCompany = {
  ...adminCompanyRow,
  users: [{ id: 1, name: 'Анна', email: 'a@example.ru', phone: '79161234567', step: 'done', created_at: '2025-01-01' }],
  application: { app_uuid: 'app-1', company_name: 'Кофейня', icon_name: 'cup', app_store_url: null, google_play_url: null, updated_at: '2025-01-02' },
  subscription: { status: 'active', tariff: 'pro', paid_until: '2026-12-31', trial_ends_at: null, last_payment_at: '2026-01-01', payments_count: 3, total_paid: 9000 },
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
    arrays: [],
  },
  {
    name: 'news item',
    path: 'chief/news/11',
    load: () => getNewsItem(11),
    back: '/news',
    minimal: { id: 11 },
    full: fullNews,
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
    arrays: ['users'],
    optional: ['city', 'appState', 'createdAt'],
  },
  {
    name: 'promo page',
    path: 'chief/mainpage/blocks/3/promos/12',
    load: () => getPromo(3, 12),
    back: '/',
    // §3 "Promo page: id, title, description, categoryId, isActive, images".
    minimal: { id: 12, title: 'Скидка', description: 'Только сегодня', category_id: 2, is_active: true, images: [] },
    full: { id: 12, title: 'Скидка', description: 'Только сегодня', category_id: 2, is_active: true, images: [{ id: 1, uuid: 'pr-1', preview_url: '/pr.png' }] },
    fullParsed: { id: 12, title: 'Скидка', description: 'Только сегодня', categoryId: 2, isActive: true, images: [{ id: 1, uuid: 'pr-1', previewUrl: '/pr.png' }] },
    arrays: ['images'],
    mistyped: 'title',
  },
  {
    name: 'company section',
    path: 'chief/about/7',
    load: () => getSection(7),
    back: '/',
    // §3 "Company section: id, title, type"; the list: isActive.
    minimal: { id: 7, title: 'Галерея', type: 'photo', is_active: true },
    full: {
      id: 7,
      title: 'Галерея',
      type: 'photo',
      is_active: true,
      sort: 2,
      icon: 'camera',
      images: { data: [{ id: 1, uuid: 's-1', preview_url: '/s.png' }], pagination: { total: 16, total_pages: 2, current_page: 1, per_page: 15 } },
    },
    fullParsed: {
      id: 7,
      title: 'Галерея',
      type: 'photo',
      isActive: true,
      sort: 2,
      icon: 'camera',
      images: { data: [{ id: 1, uuid: 's-1', previewUrl: '/s.png' }], pagination: { total: 16, totalPages: 2, currentPage: 1, perPage: 15 } },
    },
    arrays: [],
    // A text section has no images and a gallery no content: each is read only when sent.
    optional: ['icon', 'images', 'content'],
    mistyped: 'title',
  },
];

describe.each(items)('$name loader', ({ path, load, back, minimal, full, fullParsed = camelizeKeys<Record<string, unknown>>(full), arrays, optional = [], mistyped = 'created_at' }) => {
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
    for (const key of Object.keys(fullParsed).filter((key) => !(snake(key) in minimal) && key !== 'id' && !optional.includes(key))) {
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
    one(path, { ...full, [mistyped]: { when: 'вчера' } });
    await load();
    await load();
    const logged = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('upstream_field_degraded'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 'warn', event: 'upstream_field_degraded', field: camel(mistyped), received: 'object' });
  });

  it('goes back to the list, flagged «Запись не найдена или недоступна», for an id the upstream does not know (404) or refuses as foreign (403)', async () => {
    answer(path, { error: 'Не найдено', data: null }, 404);
    await expect(load()).rejects.toThrow(`redirect ${withRecordUnavailable(back)}`);
    answer(path, { error: 'Доступ запрещён', data: null }, 403);
    await expect(load()).rejects.toThrow(`redirect ${withRecordUnavailable(back)}`);
  });

  it('goes back to the list when the record cannot be loaded (500) or is not a record', async () => {
    answer(path, { error: 'Сервис недоступен', data: null }, 500);
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

function camel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
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
    allowConsole(/"tag":"list".*"event":"upstream_read_failed"/, /upstream_list_unreadable/);
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
    allowConsole(/"tag":"(home|options)".*"event":"upstream_read_failed"/, /upstream_list_unreadable/);
    answer('chief/banners', { data: { id: 1 } });
    const home = await loadHomeData();
    expect(home.banners).toEqual({ rows: [], error: 'Не удалось загрузить данные' });
    expect(home.settings).toBeNull();
  });
});

describe('store settings loaders', () => {
  it('reads loyalty rules without the bonus object: no levels, marked missing', async () => {
    one('chief/loyalty', { accrual_delay_hours: 24, bonuses_per_rouble: 1 });
    const loyalty = (await getLoyalty()).item!;
    expect(loyalty).toMatchObject({ accrualDelayHours: 24, bonusesPerRouble: 1, annualBonus: 0, bonus: { levels: [] } });
    expect(isMissing(loyalty, 'bonus')).toBe(true);
    one('chief/loyalty', { bonus: { levels: [{ id: 1, name: 'Серебро', threshold: 1000, percent: 5 }, { name: 'без id' }] } });
    allowConsole(/upstream_field_degraded/);
    expect((await getLoyalty()).item!.bonus.levels).toEqual([{ id: 1, name: 'Серебро', threshold: 1000, percent: 5 }]);
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

/**
 * Records without an id of their own (settings, the profile, totals): only an answer that is not
 * a record at all is unreadable. `failure` is how the screen meets a failed call, as before the
 * loaders: 'page' throws (the error page with its retry), 'state' is the screen's own error text.
 */
interface SettingsCase {
  name: string;
  path: string;
  load: () => Promise<object | null>;
  minimal: Record<string, unknown>;
  full: Record<string, unknown>;
  /** By default the upstream's fields in camelCase. */
  fullParsed?: Record<string, unknown>;
  arrays: string[];
  optional?: string[];
  /** A field sent as an object in the mistyped-field case (snake_case). */
  mistyped: string;
  failure: 'page' | 'state';
}

const appMainSpec = {
  qr_code: 'data:image/png;base64,AA',
  app_uuid: 'app-1',
  colors: { primary: '#111111', secondary: '#222222', icon: '#333333', background1: '#ffffff', background2: '#eeeeee', text: '#000000', gradient1: '#aaaaaa', gradient2: '#bbbbbb' },
  icon_name: 'cup',
  company_name: 'Кофейня',
  logo: null,
  splash_screen_text: 'Добро пожаловать',
  jivo: null,
  state: 'draft',
  auth_type: 'phone',
  two_factor: false,
  has_delivery: true,
  has_favorite: true,
  has_market: true,
  has_pickup: false,
  has_services: false,
};
const appMainSpecParsed = camelizeKeys<Record<string, unknown>>(appMainSpec);
const picture = { uuid: 'pic-1', preview_url: '/pic.png' };
const fullApp = {
  ...appMainSpec,
  app_store_url: null,
  google_play_url: 'https://play.google.com/store/apps/details?id=ru.cafe',
  ios: {
    title: 'Кофейня',
    user_agreement_url: 'https://cafe.ru/terms',
    support_url: 'https://cafe.ru/help',
    description: 'Заказ кофе',
    key_words: 'кофе',
    app_icon: picture,
    images: { iphone67: [picture], iphone65: [], iphone55: [], ipad129: [] },
    contacts: { name: 'ООО Кофе', address: 'Москва', email: 'a@cafe.ru', phone: '74951234567', copyright: '2026' },
  },
  android: {
    app_icon: null,
    title: 'Кофейня',
    short_description: 'Кофе',
    description: 'Заказ кофе',
    user_agreement_url: 'https://cafe.ru/terms',
    user_delete_form_url: 'https://cafe.ru/delete',
    default_language: 'ru',
    app_category: 'food',
    images: { market_banner: picture, market_image: [picture, picture] },
  },
};

const company = { id: 4, name: 'Кофейня', legal_name: 'ООО Кофе', inn: '7707083893', city: 'Москва', address: 'ул. Ленина, 1', email: 'a@cafe.ru', phone: '74951234567' };
const fullProfile = { id: 1, name: 'Анна', email: 'anna@cafe.ru', phone: '79161234567', step: 'done', company };

const settingsItems: SettingsCase[] = [
  {
    name: 'profile',
    path: 'chief/profile/me',
    load: () => getProfile(),
    // §3 "User: name, step".
    minimal: { name: 'Анна', step: 'done' },
    full: fullProfile,
    arrays: [],
    mistyped: 'email',
    failure: 'page',
  },
  {
    name: 'onboarding profile',
    path: 'chief/profile/me',
    load: () => getOnboardingProfile(),
    minimal: { name: 'Анна', step: '2' },
    full: fullProfile,
    arrays: [],
    mistyped: 'phone',
    failure: 'page',
  },
  {
    name: 'contacts',
    path: 'chief/contact-info',
    load: () => getContacts(),
    minimal: {},
    full: { phone: '74951234567', email: 'a@cafe.ru', site: 'https://cafe.ru', address: 'Москва', networks: [{ network: 'vk', url: 'https://vk.com/cafe' }] },
    fullParsed: { phone: '74951234567', email: 'a@cafe.ru', site: 'https://cafe.ru', address: 'Москва', networks: [{ network: 'vk', url: 'https://vk.com/cafe' }] },
    arrays: ['networks'],
    mistyped: 'site',
    failure: 'page',
  },
  {
    name: 'application',
    path: 'chief/application',
    load: () => getApplication(),
    // §3 "App main" names every field but the store links and listings.
    minimal: appMainSpec,
    full: fullApp,
    arrays: [],
    optional: ['ios', 'android'],
    mistyped: 'company_name',
    failure: 'page',
  },
  {
    name: 'payment settings',
    path: 'chief/payment-settings',
    load: async () => (await getPaymentSettings()).item,
    // §3 "Settings forms: payments (site id, secret, public key, tax ID, fiscal version, payment place, tax number, tax system)".
    minimal: { site_id: 's-1', secret: 'x', public_key: 'pk', inn: '7707083893', fiscal_version: '1.2', payment_place: 'cafe.ru', tax_number: 'vat20', tax_system: 'osn' },
    full: { site_id: 's-1', secret: 'x', public_key: 'pk', inn: '7707083893', fiscal_version: '1.2', payment_place: 'cafe.ru', tax_number: 'vat20', tax_system: 'osn' },
    fullParsed: { siteId: 's-1', secret: 'x', publicKey: 'pk', inn: '7707083893', fiscalVersion: '1.2', paymentPlace: 'cafe.ru', taxNumber: 'vat20', taxSystem: 'osn' },
    arrays: [],
    mistyped: 'site_id',
    failure: 'state',
  },
  {
    name: 'delivery settings',
    path: 'chief/delivery-settings',
    load: async () => (await getDeliverySettings()).item,
    minimal: {},
    full: { has_delivery: true, has_pickup: false, delivery_price: 200, free_from: 1500, zones: 'ЦАО' },
    fullParsed: { hasDelivery: true, hasPickup: false, deliveryPrice: 200, freeFrom: 1500, zones: 'ЦАО' },
    arrays: [],
    mistyped: 'zones',
    failure: 'state',
  },
  {
    name: 'platform settings',
    path: 'admin/settings',
    load: () => getPlatformSettings(),
    minimal: {},
    full: { support_email: 'help@platform.ru', support_phone: '74951234567', commission_percent: 5, trial_days: 14, maintenance: false },
    fullParsed: { supportEmail: 'help@platform.ru', supportPhone: '74951234567', commissionPercent: 5, trialDays: 14, maintenance: false },
    arrays: [],
    mistyped: 'support_email',
    failure: 'page',
  },
  {
    name: 'payments sum',
    path: 'chief/payments/sum',
    load: async () => (await getPaymentsSum({})).sum,
    minimal: {},
    full: { sum: 1500, count: 3, average: 500, by_day: [{ date: '2026-01-02', sum: 1500, count: 3 }] },
    fullParsed: { sum: 1500, count: 3, average: 500, byDay: [{ date: '2026-01-02', sum: 1500, count: 3 }] },
    arrays: [],
    // The screen derives the average and the days when they are not sent.
    optional: ['average', 'byDay'],
    mistyped: 'sum',
    failure: 'state',
  },
  {
    name: 'platform payments total',
    path: 'admin/finance/payments/total',
    load: async () => (await getPaymentsTotal({})).total,
    minimal: {},
    full: { sum: 9000, count: 3, group: 'month', series: [{ date: '2026-01-01', sum: 9000, count: 3 }] },
    fullParsed: { sum: 9000, count: 3, group: 'month', series: [{ date: '2026-01-01', sum: 9000, count: 3 }] },
    arrays: ['series'],
    mistyped: 'sum',
    failure: 'state',
  },
  {
    name: 'integration settings',
    path: 'chief/integration/auth/settings',
    load: async () => (await getIntegrationSettings()).settings,
    minimal: {},
    full: { client_id: 'cl-1', client_secret: null, secret_hint: '…x9Ab', allowed_ips: ['10.0.0.1'], token_ttl: 3600, scopes: ['clients', 'orders'], updated_at: '2026-01-02' },
    fullParsed: { clientId: 'cl-1', clientSecret: null, secretHint: '…x9Ab', allowedIps: ['10.0.0.1'], tokenTtl: 3600, scopes: ['clients', 'orders'], updatedAt: '2026-01-02' },
    arrays: ['allowedIps', 'scopes'],
    mistyped: 'client_id',
    failure: 'state',
  },
];

describe.each(settingsItems)('$name loader', ({ path, load, minimal, full, fullParsed = camelizeKeys<Record<string, unknown>>(full), arrays, optional = [], mistyped, failure }) => {
  const loaded = async () => (await load()) as Record<string, unknown>;

  it('reads the full record as sent, with nothing marked missing', async () => {
    one(path, full);
    const record = await loaded();
    expect(record).toEqual(fullParsed);
    expect(MISSING in record).toBe(false);
  });

  it('reads the minimal record: every other field empty and marked missing', async () => {
    one(path, minimal);
    const record = await loaded();
    for (const key of optional) expect(key in record).toBe(false);
    const others = Object.keys(fullParsed).filter((key) => !(snake(key) in minimal) && !optional.includes(key));
    for (const key of others) expect({ key, missing: isMissing(record, key) }).toEqual({ key, missing: true });
    for (const key of Object.keys(fullParsed).filter((key) => snake(key) in minimal)) expect({ key, missing: isMissing(record, key) }).toEqual({ key, missing: false });
    for (const key of arrays) expect(record[key]).toEqual([]);
  });

  it('reads nulls as empty values instead of failing', async () => {
    one(path, Object.fromEntries(Object.keys(full).map((key) => [key, null])));
    const record = await loaded();
    for (const key of arrays) expect(record[key]).toEqual([]);
    for (const [key, value] of Object.entries(record)) {
      if (key === MISSING) continue;
      expect(value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value)).toBe(true);
    }
  });

  it('reads the record without its arrays, each one empty and marked missing', async () => {
    one(path, Object.fromEntries(Object.entries(full).filter(([key]) => !arrays.map(snake).includes(key))));
    const record = await loaded();
    for (const key of arrays) {
      expect(record[key]).toEqual([]);
      expect(isMissing(record, key)).toBe(true);
    }
  });

  it('a mistyped field degrades alone and is logged once, as a structured warning', async () => {
    allowConsole(/upstream_field_degraded/);
    const warn = console.warn as jest.Mock;
    warn.mockClear();
    one(path, { ...full, [mistyped]: { what: 'не то' } });
    const record = await loaded();
    await load();
    expect(isMissing(record, camel(mistyped))).toBe(true);
    expect(Object.keys(fullParsed).filter((key) => isMissing(record, key))).toEqual([camel(mistyped)]);
    const logged = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('upstream_field_degraded'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ event: 'upstream_field_degraded', field: camel(mistyped), received: 'object' });
  });

  if (failure === 'page') {
    it('a failed call is the page\'s error as before; an answer that is not a record reads as the empty record', async () => {
      answer(path, { error: 'Сбой сервера', data: null }, 500);
      await expect(load()).rejects.toMatchObject({ status: 500, error: 'Сбой сервера' });
      allowConsole(/upstream_record_unreadable/);
      one(path, [full]);
      const declared = Object.keys(fullParsed).filter((key) => !optional.includes(key));
      const empty = (await load()) as object;
      expect(declared.filter((key) => !isMissing(empty, key))).toEqual([]);
      one(path, []);
      const fromArray = (await load()) as object;
      expect(declared.filter((key) => !isMissing(fromArray, key))).toEqual([]);
    });
  } else {
    it('a failed call, or an answer that is not a record, is the screen\'s own error state', async () => {
      allowConsole(/"tag":"(finance|integrations|settings)".*"event":"upstream_read_failed"/, /upstream_record_unreadable/);
      answer(path, { error: 'Сбой сервера', data: null }, 500);
      expect(await load()).toBeNull();
      one(path, [full]);
      expect(await load()).toBeNull();
    });
  }
});

describe('the screen\'s own error text', () => {
  it('is the server\'s text, or the screen\'s when the answer is unreadable', async () => {
    allowConsole(/"tag":"(finance|integrations)".*"event":"upstream_read_failed"/, /upstream_record_unreadable/);
    answer('chief/payments/sum', { error: 'Сбой сервера', data: null }, 500);
    expect(await getPaymentsSum({})).toEqual({ sum: null, error: 'Сбой сервера' });
    answer('admin/finance/payments/total', { data: 'итого' });
    expect(await getPaymentsTotal({})).toEqual({ total: null, error: 'Не удалось загрузить итоги' });
    one('chief/integration/auth/settings', ['ключи']);
    expect(await getIntegrationSettings()).toEqual({ settings: null, error: 'Не удалось загрузить настройки интеграции' });
  });
});

describe('loaders that wait for the company', () => {
  it('contacts are null while the company is missing (422); other failures are the page\'s', async () => {
    answer('chief/contact-info', { error: 'Сначала заполните данные компании', data: null }, 422);
    expect(await getContacts()).toBeNull();
    answer('chief/contact-info', { error: 'Сбой', data: null }, 500);
    await expect(getContacts()).rejects.toBeInstanceOf(ApiError);
  });

  it('the onboarding application is null before the company exists, or when the upstream has none (404, 422)', async () => {
    expect(await getApplicationIfCreated(false)).toBeNull();
    answer('chief/application', { error: 'Не найдено', data: null }, 404);
    expect(await getApplicationIfCreated(true)).toBeNull();
    answer('chief/application', { error: 'Нет компании', data: null }, 422);
    expect(await getApplicationIfCreated(true)).toBeNull();
    one('chief/application', appMainSpec);
    expect(await getApplicationIfCreated(true)).toMatchObject({ appUuid: 'app-1', colors: appMainSpecParsed.colors });
  });

  it('an app record without its colours reads empty colours, marked missing', async () => {
    const { colors: _colors, ...withoutColors } = appMainSpec;
    one('chief/application', withoutColors);
    const app = await getApplication();
    expect(app.colors).toEqual({ primary: '', secondary: '', icon: '', background1: '', background2: '', text: '', gradient1: '', gradient2: '' });
    expect(isMissing(app, 'colors')).toBe(true);
  });
});

/** Lists read whole (selectors, sections, menus): `failure` as above, 'empty' leaves them empty ('Список пуст'). */
interface RowsCase {
  name: string;
  path: string;
  load: () => Promise<{ rows: object[]; error?: string | null }>;
  row: Record<string, unknown>;
  rowParsed: Record<string, unknown>;
  idKey?: string;
  failure: 'page' | 'empty' | 'state';
}

const rowsOf = (load: () => Promise<object[]>) => async () => ({ rows: await load() });

const rowsCases: RowsCase[] = [
  { name: 'contact networks', path: 'chief/contact-info/networks', load: rowsOf(listNetworks), row: { name: 'vk', title: 'ВКонтакте' }, rowParsed: { name: 'vk', title: 'ВКонтакте' }, idKey: 'name', failure: 'page' },
  {
    name: 'menu items',
    path: 'chief/menu-items',
    load: rowsOf(listMenuItems),
    row: { id: 7, title: 'Галерея', type: 'photo', is_active: true, icon: 'camera' },
    rowParsed: { id: 7, title: 'Галерея', type: 'photo', isActive: true, icon: 'camera' },
    failure: 'page',
  },
  { name: 'menu icons', path: 'chief/menu-items/icons', load: rowsOf(listMenuIcons), row: { name: 'camera', title: 'Камера' }, rowParsed: { name: 'camera', title: 'Камера' }, idKey: 'name', failure: 'page' },
  {
    name: 'company sections',
    path: 'chief/about',
    load: rowsOf(listSections),
    row: { id: 7, title: 'Галерея', type: 'photo', is_active: true, sort: 2 },
    rowParsed: { id: 7, title: 'Галерея', type: 'photo', isActive: true, sort: 2 },
    failure: 'page',
  },
  {
    name: 'side menu sections',
    path: 'chief/about',
    load: rowsOf(listMenuSections),
    row: { id: 7, title: 'Галерея', type: 'photo', is_active: true, sort: 2 },
    rowParsed: { id: 7, title: 'Галерея', type: 'photo', isActive: true, sort: 2 },
    failure: 'empty',
  },
  {
    name: 'navbar items',
    path: 'chief/navbar-items',
    load: rowsOf(listNavbarItems),
    row: { id: 1, name: 'Главная', icon: 'home', is_active: false, sort: 1 },
    rowParsed: { id: 1, name: 'Главная', icon: 'home', isActive: false, sort: 1 },
    failure: 'page',
  },
  { name: 'payment systems', path: 'chief/payment-systems', load: rowsOf(listPaymentSystems), row: { id: 1, name: 'ЮKassa' }, rowParsed: { id: 1, name: 'ЮKassa' }, failure: 'empty' },
  { name: 'admin company options', path: 'admin/companies/dropout', load: rowsOf(listCompanyOptions), row: { id: 21, name: 'Кофейня' }, rowParsed: { id: 21, name: 'Кофейня' }, failure: 'empty' },
  { name: 'promo categories', path: 'chief/categories/dropout', load: rowsOf(listPromoCategories), row: { id: 2, name: 'Кофе' }, rowParsed: { id: 2, name: 'Кофе' }, failure: 'empty' },
  {
    name: 'webhooks',
    path: 'chief/webhooks',
    load: listWebhooks,
    row: { id: 1, event: 'order.created', method: 'POST', url: 'https://cafe.ru/hook' },
    rowParsed: { id: 1, event: 'order.created', method: 'POST', url: 'https://cafe.ru/hook' },
    failure: 'state',
  },
];

describe.each(rowsCases)('$name rows loader', ({ path, load, row, rowParsed, idKey = 'id', failure }) => {
  it('reads a bare list in data, the { data, pagination } wrapper and a bare array', async () => {
    answer(path, { data: [row] });
    expect((await load()).rows).toEqual([rowParsed]);
    list(path, [row]);
    expect((await load()).rows).toEqual([rowParsed]);
    answer(path, [row]);
    expect((await load()).rows).toEqual([rowParsed]);
  });

  it('keeps rows with only their key (every other field empty and marked) or nulls; drops what is not a record', async () => {
    allowConsole(/upstream_field_degraded/);
    const key = row[idKey];
    answer(path, { data: [{ [idKey]: key }, Object.fromEntries(Object.keys(row).map((k) => [k, k === idKey ? key : null])), 'мусор', { other: 1 }] });
    const { rows } = await load();
    expect(rows.map((parsed) => (parsed as Record<string, unknown>)[camel(idKey)])).toEqual([key, key]);
    for (const field of Object.keys(rowParsed).filter((f) => f !== camel(idKey))) {
      expect({ field, missing: isMissing(rows[0]!, field) }).toEqual({ field, missing: true });
    }
  });

  it(`a failed call is ${failure === 'page' ? 'the page\'s error' : failure === 'state' ? 'the table\'s error state' : 'an empty list'}, as before`, async () => {
    allowConsole(/"tag":"(options|webhooks)".*"event":"upstream_read_failed"/, /upstream_list_unreadable/);
    answer(path, { error: 'Сбой сервера', data: null }, 500);
    if (failure === 'page') await expect(load()).rejects.toMatchObject({ status: 500 });
    else expect(await load()).toEqual(failure === 'state' ? { rows: [], error: 'Сбой сервера' } : { rows: [] });
    // An answer holding no list is no rows (the table's error state where it has one).
    answer(path, { data: { id: 1 } });
    expect(await load()).toEqual(failure === 'state' ? { rows: [], error: 'Не удалось загрузить вебхуки' } : { rows: [] });
  });
});

const fullPayment = { id: 31, order_id: 5, order_number: '10001', amount: 700, payment_system: { id: 1, name: 'ЮKassa' }, customer: { id: 3, name: 'Анна' }, paid_at: '2026-01-02T10:00:00Z' };
const fullPaymentParsed = camelizeKeys<Record<string, unknown>>(fullPayment);
const fullPlatformPayment = { id: 41, company_id: 21, company_name: 'Кофейня', tariff: 'pro', amount: 3000, paid_at: '2026-01-02' };
const fullPlatformPaymentParsed = camelizeKeys<Record<string, unknown>>(fullPlatformPayment);
const fullLink = { id: 51, kind: 'client', record_id: 3, external_id: 'EXT-3', title: 'Анна', phone: null, updated_at: '2026-01-02' };
const fullLinkParsed = camelizeKeys<Record<string, unknown>>(fullLink);

describe.each([
  { name: 'payments', path: 'chief/payments/success', load: () => listPayments({ page: 1, perPage: 15 }), row: fullPayment, rowParsed: fullPaymentParsed },
  { name: 'platform payments', path: 'admin/finance/payments', load: () => listPlatformPayments({ page: 1, perPage: 15 }), row: fullPlatformPayment, rowParsed: fullPlatformPaymentParsed },
  { name: 'client links', path: 'chief/integration/client/links', load: () => listIntegrationLinks('client', { page: 1, perPage: 15 }), row: fullLink, rowParsed: fullLinkParsed },
  { name: 'order links', path: 'chief/integration/order/links', load: () => listIntegrationLinks('order', { page: 1, perPage: 15 }), row: { ...fullLink, kind: 'order' }, rowParsed: { ...fullLinkParsed, kind: 'order' } },
])('$name list loader', ({ path, load, row, rowParsed }) => {
  it('reads the §7 envelope, the { data, pagination } wrapper and a bare list', async () => {
    list(path, [row], { total: 31, total_pages: 3, current_page: 1, per_page: 15 });
    expect(await load()).toEqual({ rows: [rowParsed], pagination: { total: 31, totalPages: 3, currentPage: 1, perPage: 15 }, error: null });
    answer(path, { data: [row], pagination: { total: 1, total_pages: 1, current_page: 1, per_page: 15 } });
    expect(await load()).toEqual({ rows: [rowParsed], pagination: { total: 1, totalPages: 1, currentPage: 1, perPage: 15 }, error: null });
    answer(path, [row]);
    expect((await load()).rows).toEqual([rowParsed]);
  });

  it('keeps rows with only an id and nulls (their parties null, marked), drops what is not a record', async () => {
    allowConsole(/upstream_field_degraded/);
    list(path, [{ id: 1 }, Object.fromEntries(Object.keys(row).map((key) => [key, key === 'id' ? 2 : null])), 'мусор']);
    const { rows, error } = await load();
    expect(error).toBeNull();
    expect(rows.map((r) => (r as { id: number }).id)).toEqual([1, 2]);
    for (const key of Object.keys(rowParsed).filter((key) => key !== 'id')) expect({ key, missing: isMissing(rows[0]!, key) }).toEqual({ key, missing: true });
  });

  it('is the list error state when the call fails or holds no list', async () => {
    allowConsole(/"tag":"list".*"event":"upstream_read_failed"/, /upstream_list_unreadable/);
    answer(path, { error: 'Сбой сервера', data: null }, 500);
    expect(await load()).toMatchObject({ rows: [], error: 'Сбой сервера' });
    answer(path, { data: { id: 1 } });
    expect(await load()).toMatchObject({ rows: [], error: 'Не удалось загрузить список' });
  });
});

describe('app builder loader', () => {
  it('reads the app and each part on its own: an unreadable part is not drawn, a missing navbar (404) is no items', async () => {
    allowConsole(/upstream_record_unreadable/, /upstream_list_unreadable/);
    one('chief/application', appMainSpec);
    one('chief/mainpage', 'настройки');
    answer('chief/banners', { data: [{ id: 1, title: 'Скидки' }] });
    answer('chief/mainpage/blocks', { data: { id: 1 } });
    const data = await loadBuilderData();
    expect(data.app).toMatchObject({ appUuid: 'app-1', companyName: 'Кофейня' });
    // An answer that is no record is read as the empty one: the preview shows no display element.
    expect(data.settings).toMatchObject({ sliderL: false, sliderS: false, myOrders: false });
    expect(data.banners).toEqual([expect.objectContaining({ id: 1, title: 'Скидки', image: null })]);
    expect(data.blocks).toEqual([]);
    expect(data.navbar).toEqual([]);
  });

  it('shows the navbar items by their name, active unless told', async () => {
    one('chief/application', appMainSpec);
    answer('chief/navbar-items', { data: [{ id: 1, name: 'Главная', sort: 0 }, { id: 2, name: 'Корзина', is_active: false, sort: 1 }] });
    allowConsole(/"tag":"builder".*"event":"upstream_read_failed"/);
    const data = await loadBuilderData();
    expect(data.navbar).toEqual([
      { id: 1, title: 'Главная', isActive: true, sort: 0, icon: null },
      { id: 2, title: 'Корзина', isActive: false, sort: 1, icon: null },
    ]);
  });
});
