/**
 * @jest-environment node
 *
 * What the upstream receives for each §7 call with a stated body or query: the typed call
 * (lib/<resource>/api.ts) runs in the browser's place, through the real BFF
 * (lib/server/proxy/handle-proxy.ts) to the strict demo upstream, and the test reads the
 * upstream's request log. docs/upstream-contract.md names these tests.
 */
import { File as NodeFile } from 'node:buffer';
import { handleProxy } from '@/lib/server/proxy/handle-proxy';
import { loginApi, recoveryApi, registrationApi } from '@/lib/auth/api';
import { bannersApi } from '@/lib/home/banners';
import { blocksApi, mainPageApi, productPagesApi, type InfoBlock } from '@/lib/home/api';
import { promoApi } from '@/lib/promo/api';
import { sectionsApi } from '@/lib/company/api';
import { SHOPS_PATH, shopsApi } from '@/lib/shops/api';
import { ORDERS_PATH } from '@/lib/orders/api';
import { api as bff } from '@/lib/api/client';
import { catalogApi, catalogPaths } from '@/lib/catalog/api';
import { toApiQuery, type ListQuery } from '@/lib/lists/query';
import { orderListApiQuery } from '@/lib/orders/filter';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import type { RequestLogEntry } from '@/mocks/request-log';
import { browserRequest, useUpstream } from '../helpers/proxy-env';
import { startTestUpstream, type Client } from '../mocks/helpers';

jest.setTimeout(20_000);

const { chief } = DEMO_ACCOUNTS;
const realFetch = global.fetch;
let upstream: Awaited<ReturnType<typeof startTestUpstream>>['upstream'];
let demo: Client;
let cookie = '';

/** The browser: relative /dashboard calls go to the BFF with the session cookie it was given. */
async function browserFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = String(input);
  if (!url.startsWith('/dashboard/')) return realFetch(input, init);
  const response = await handleProxy(browserRequest(url, { ...init, cookie }));
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  return response;
}

async function received(path: string, method?: string): Promise<RequestLogEntry[]> {
  const log = (await demo.get('/__demo/requests')).body as { requests: RequestLogEntry[] };
  return log.requests.filter((r) => r.path === `/dashboard/v1/${path}` && (!method || r.method === method));
}

async function only(path: string, method: string): Promise<RequestLogEntry> {
  const seen = await received(path, method);
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

const png = (name: string) =>
  new NodeFile([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')], name, {
    type: 'image/png',
  }) as unknown as File;

async function signInChief(): Promise<void> {
  await loginApi.login('chief', { email: chief.email, password: chief.password });
  const { code } = (await demo.get(`/__demo/codes/last?phone=${chief.phone}`)).body;
  await loginApi.complete('chief', chief.phone, code);
}

beforeAll(async () => {
  ({ upstream, api: demo } = await startTestUpstream());
  global.fetch = browserFetch as typeof fetch;
});

afterAll(async () => {
  global.fetch = realFetch;
  await upstream.close();
});

beforeEach(async () => {
  useUpstream(upstream.url);
  cookie = '';
  await demo.post('/__demo/reset');
});

describe('§7 Auth', () => {
  it('login sends email and password; the code calls send the phone without the country digit (§5)', async () => {
    await loginApi.login('chief', { email: chief.email, password: chief.password });
    expect((await only('chief/login', 'POST')).body).toEqual({ email: chief.email, password: chief.password });

    // The screens hold the 11 digits of the login message (§3).
    await loginApi.sendCode('chief', chief.phone);
    expect((await only('chief/send-code', 'POST')).body).toEqual({ phone: '9161234567' });
    const { code } = (await demo.get(`/__demo/codes/last?phone=${chief.phone}`)).body;
    const done = await loginApi.complete('chief', chief.phone, code);
    expect(done.data.user).toEqual({ name: chief.name, step: 'done' });
    expect((await only('chief/auth/complete', 'POST')).body).toEqual({ phone: '9161234567', code });
  });

  it('the administrator code calls send the phone without the country digit too', async () => {
    const admin = DEMO_ACCOUNTS.admin;
    await loginApi.login('admin', { email: admin.email, password: admin.password });
    await loginApi.sendCode('admin', admin.phone);
    const { code } = (await demo.get(`/__demo/codes/last?phone=${admin.phone}`)).body;
    await loginApi.complete('admin', admin.phone, code);
    expect((await only('admin/send-code', 'POST')).body).toEqual({ phone: admin.phone.slice(1) });
    expect((await only('admin/auth/complete', 'POST')).body).toEqual({ phone: admin.phone.slice(1), code });
  });

  it('registration sends the §3 fields with an unformatted phone; change-phone and the code calls follow', async () => {
    const person = { name: 'Ольга Васильева', email: 'olga@demo.ru', password: 'Olga_pass1', repeatPassword: 'Olga_pass1' };
    await registrationApi.register({ ...person, phone: '+7 926 555-44-33' });
    expect((await only('chief/registration', 'POST')).body).toEqual({
      name: person.name,
      email: person.email,
      password: person.password,
      repeat_password: person.password,
      phone: '79265554433',
    });
    await registrationApi.changePhone('+7 926 555-44-33', '+7 926 555-44-34');
    expect((await only('chief/registration/change-phone', 'POST')).body).toEqual({ old_phone: '79265554433', phone: '79265554434' });
    await registrationApi.sendCode('+7 926 555-44-34');
    expect((await only('chief/send-code', 'POST')).body).toEqual({ phone: '9265554434' });
    const { code } = (await demo.get('/__demo/codes/last?phone=79265554434')).body;
    await registrationApi.complete('+7 926 555-44-34', code);
    expect((await only('chief/auth/complete', 'POST')).body).toEqual({ phone: '9265554434', code });
  });

  it('recovery sends the e-mail, then the token and the new password twice', async () => {
    await recoveryApi.sendLink(chief.email);
    expect((await only('chief/password-reset-link', 'POST')).body).toEqual({ email: chief.email });
    const { token } = (await demo.get(`/__demo/password-reset/last?email=${chief.email}`)).body;
    await recoveryApi.resetPassword({ token, password: 'New_pass12', passwordConfirmation: 'New_pass12' });
    expect((await only('chief/password-reset', 'POST')).body).toEqual({
      token,
      password: 'New_pass12',
      password_confirmation: 'New_pass12',
    });
  });
});

describe('§7 Company sections', () => {
  it('POST about sends title and type', async () => {
    await signInChief();
    await sectionsApi.create({ title: 'Доставка', type: 'photo' });
    expect((await only('chief/about', 'POST')).body).toEqual({ title: 'Доставка', type: 'photo' });
  });
});

describe('§7 Main page', () => {
  async function blockOf(template: InfoBlock['template']): Promise<InfoBlock> {
    const block = (await blocksApi.list()).find((b) => b.template === template);
    expect(block).toBeDefined();
    return block!;
  }

  it('PUT mainpage sends the five boolean settings', async () => {
    await signInChief();
    const settings = await mainPageApi.settings();
    await mainPageApi.saveSettings({ ...settings, myOrders: !settings.myOrders });
    expect((await only('chief/mainpage', 'PUT')).body).toEqual({
      slider_l: settings.sliderL,
      slider_s: settings.sliderS,
      loyalty: settings.loyalty,
      my_bookings: settings.myBookings,
      my_orders: !settings.myOrders,
    });
  });

  it('blocks: POST with isActive as 1 or 0, PUT with title, isActive and sort', async () => {
    await signInChief();
    const created = await blocksApi.create({ title: 'Подборка', template: 'products', isActive: false });
    expect((await only('chief/mainpage/blocks', 'POST')).body).toEqual({ title: 'Подборка', template: 'products', is_active: 0 });
    await blocksApi.update(created.id, { title: 'Подборка дня', isActive: true, sort: 0 });
    expect((await only(`chief/mainpage/blocks/${created.id}`, 'PUT')).body).toEqual({ title: 'Подборка дня', is_active: true, sort: 0 });
  });

  it('product pages: POST with product_id, PUT with product_id and is_active', async () => {
    await signInChief();
    const block = await blockOf('products');
    const taken = new Set(block.children.map((p) => ('productId' in p ? p.productId : 0)));
    const product = (await catalogApi.productOptions({ type: 'product' })).find((p) => !taken.has(p.id))!;
    const page = await productPagesApi.add(block.id, product.id);
    expect((await only(`chief/mainpage/blocks/${block.id}/products`, 'POST')).body).toEqual({ product_id: product.id });
    await productPagesApi.update(block.id, { id: page.id, productId: product.id, isActive: false });
    expect((await only(`chief/mainpage/blocks/${block.id}/products/${page.id}`, 'PUT')).body).toEqual({
      product_id: product.id,
      is_active: false,
    });
  });

  it('promo pages: a multipart create, a JSON PUT of the four fields, a multipart image upload', async () => {
    await signInChief();
    const block = await blockOf('promo');
    const [category] = await catalogApi.categoryOptions({ parentId: 0 });
    const fields = { title: 'Скидка', description: 'На всё', categoryId: category!.id, isActive: true };
    const promo = await promoApi.create(block.id, fields, [png('a.png')]);
    expect((await only(`chief/mainpage/blocks/${block.id}/promos`, 'POST')).form).toEqual({
      title: 'Скидка',
      description: 'На всё',
      category_id: String(category!.id),
      is_active: '1',
      'images[]': 'file:a.png',
    });
    await promoApi.update(block.id, promo.id, { ...fields, isActive: false });
    expect((await only(`chief/mainpage/blocks/${block.id}/promos/${promo.id}`, 'PUT')).body).toEqual({
      title: 'Скидка',
      description: 'На всё',
      category_id: category!.id,
      is_active: false,
    });
    await promoApi.uploadImages(block.id, promo.id, [png('b.png')]);
    expect((await only(`chief/mainpage/blocks/${block.id}/promos/${promo.id}`, 'POST')).form).toEqual({ 'images[]': 'file:b.png' });
  });
});

describe('§7 Banners', () => {
  it("POST is multipart with is_active as '1' or '0'; PUT sends title, category_id and is_active together; the image goes by POST", async () => {
    await signInChief();
    const [category] = await catalogApi.categoryOptions();
    const created = await bannersApi.create({ title: 'Завтраки', categoryId: category!.id, isActive: false }, png('banner.png'));
    expect((await only('chief/banners', 'POST')).form).toEqual({
      title: 'Завтраки',
      category_id: String(category!.id),
      is_active: '0',
      image: 'file:banner.png',
    });
    await bannersApi.update(created.id, { title: 'Завтраки до 12', categoryId: created.categoryId, isActive: created.isActive });
    expect((await only(`chief/banners/${created.id}`, 'PUT')).body).toEqual({
      title: 'Завтраки до 12',
      category_id: category!.id,
      is_active: false,
    });
    await bannersApi.replaceImage(created.id, png('other.png'));
    expect((await only(`chief/banners/${created.id}`, 'POST')).form).toEqual({ image: 'file:other.png' });
  });
});

describe('§7 Shops and lists', () => {
  const listQuery = (filters: Record<string, string>, extra: Partial<ListQuery> = {}): ListQuery => ({
    page: 2,
    perPage: 15,
    sort: '',
    search: '',
    filters,
    ...extra,
  });

  it('GET market/stores takes page, per_page, sort, search and active', async () => {
    await signInChief();
    await bff.get(SHOPS_PATH, { query: toApiQuery(listQuery({ active: '1' }, { sort: 'address', search: 'Ленина' })) });
    expect((await only('chief/market/stores', 'GET')).query).toEqual({
      page: '2',
      per_page: '15',
      sort: 'address',
      search: 'Ленина',
      active: '1',
    });
  });

  it('the shop payload goes in snake_case (chosen here)', async () => {
    await signInChief();
    const payload = {
      address: 'ул. Контрактная, 1',
      city: 'Москва',
      phone: '79161112233',
      workingHours: '09:00 - 21:00',
      latitude: 55.75,
      longitude: 37.61,
      isActive: true,
    };
    const shop = await shopsApi.create(payload);
    expect((await only('chief/market/stores', 'POST')).body).toEqual({
      address: payload.address,
      city: payload.city,
      phone: payload.phone,
      working_hours: payload.workingHours,
      latitude: payload.latitude,
      longitude: payload.longitude,
      is_active: true,
    });
    await shopsApi.update(shop.id, { ...payload, isActive: false });
    expect((await only(`chief/market/stores/${shop.id}`, 'PUT')).body).toMatchObject({ working_hours: payload.workingHours, is_active: false });
  });

  it('GET market/orders sends the §3 filter: comma-joined status, user, min_total, max_total, yyyy-MM-dd dates', async () => {
    await signInChief();
    const query = orderListApiQuery(
      listQuery({ status: '1,2', user: '3', minTotal: '1990.50', maxTotal: '12000', dateFrom: '2026-01-01', dateTo: '2026-12-31' }, { page: 1, search: 'Анна' }),
    );
    await bff.get(ORDERS_PATH, { query });
    expect((await only('chief/market/orders', 'GET')).query).toEqual({
      page: '1',
      per_page: '15',
      search: 'Анна',
      status: '1,2',
      user: '3',
      min_total: '1990.50',
      max_total: '12000',
      date_from: '2026-01-01',
      date_to: '2026-12-31',
    });
  });

  it('the catalogue lists send parent_id, active, by_order and base_price_from', async () => {
    await signInChief();
    await bff.get(catalogPaths.categories, { query: toApiQuery(listQuery({ parentId: '0', active: '1' }, { page: 1 })) });
    expect((await only('chief/market/categories', 'GET')).query).toEqual({ page: '1', per_page: '15', parent_id: '0', active: '1' });
    await bff.get(catalogPaths.products, { query: toApiQuery(listQuery({ active: '0', byOrder: '1', basePriceFrom: '3000' }, { page: 1 })) });
    expect((await only('chief/market/products', 'GET')).query).toEqual({
      page: '1',
      per_page: '15',
      active: '0',
      by_order: '1',
      base_price_from: '3000',
    });
  });
});
