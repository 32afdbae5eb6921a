/**
 * @jest-environment node
 */
/** The demo upstream's main-page and banner calls (§7 "Main page", "Banners"). */
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import type { DemoUpstream } from '@/mocks/server';
import { signIn, startTestUpstream, type Client } from './helpers';

const CHIEF = '/dashboard/v1/chief';
let upstream: DemoUpstream;
let api: Client;
beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
});
afterAll(() => upstream.close());
beforeEach(() => api.post('/__demo/reset'));

/** A multipart call, as the BFF forwards the browser's forms. */
async function multipart(path: string, token: string, fields: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) form.append(key, file);
  const response = await fetch(`${upstream.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const png = (name = 'banner.png', bytes = 64) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

describe('main page settings', () => {
  it('answers the five settings and refuses both sliders at once', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const got = await api.get(`${CHIEF}/mainpage`, token);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual({ id: 1, slider_l: true, slider_s: false, loyalty: true, my_bookings: false, my_orders: true });

    const both = await api.put(`${CHIEF}/mainpage`, { slider_l: true, slider_s: true, loyalty: true, my_bookings: false, my_orders: true }, token);
    expect(both.status).toBe(422);
    expect(both.body.data.slider_s).toEqual(['Можно выбрать только один вид слайдера']);

    const saved = await api.put(`${CHIEF}/mainpage`, { slider_l: false, slider_s: true, loyalty: false, my_bookings: false, my_orders: true }, token);
    expect(saved.body.data).toMatchObject({ slider_l: false, slider_s: true, loyalty: false });
    expect((await api.get(`${CHIEF}/mainpage`, token)).body.data.slider_s).toBe(true);
  });
});

describe('loyalty preparation', () => {
  it('leaves the loyalty key out for a company that opens the home screen for the first time', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.onboarding);
    const first = await api.get(`${CHIEF}/mainpage`, token);
    expect(first.status).toBe(200);
    expect(first.body.data).not.toHaveProperty('loyalty');
    expect(first.body.data).toMatchObject({ slider_l: true, slider_s: false, my_orders: true });
  });
});

describe('block pages', () => {
  it('adds a product page, refuses a missing or repeated product, toggles and deletes it', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const blocks = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data;
    const products = blocks.find((b: { template: string }) => b.template === 'products');
    const options = (await api.get(`${CHIEF}/products/list?type=product`, token)).body.data;
    const used = new Set(products.children.map((p: { product_id: number }) => p.product_id));
    const free = options.find((o: { id: number }) => !used.has(o.id));

    const none = await api.post(`${CHIEF}/mainpage/blocks/${products.id}/products`, {}, token);
    expect(none.body.data.product_id).toEqual(['Поле "product_id" является обязательным']);
    const added = await api.post(`${CHIEF}/mainpage/blocks/${products.id}/products`, { product_id: free.id }, token);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ product_id: free.id, is_active: true, title: free.name });
    const again = await api.post(`${CHIEF}/mainpage/blocks/${products.id}/products`, { product_id: free.id }, token);
    expect(again.body.data.product_id).toEqual(['Этот товар уже есть в блоке']);

    const pagePath = `${CHIEF}/mainpage/blocks/${products.id}/products/${added.body.data.id}`;
    expect((await api.put(pagePath, { product_id: free.id, is_active: false }, token)).body.data.is_active).toBe(false);
    expect((await api.request('DELETE', pagePath, { token })).status).toBe(200);

    const articles = blocks.find((b: { template: string }) => b.template === 'articles');
    expect((await api.post(`${CHIEF}/mainpage/blocks/${articles.id}/products`, { product_id: free.id }, token)).status).toBe(422);
  });

  it('creates a promo page from a form with photos, edits its text, replaces its photos and deletes it', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const blocks = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data;
    const promo = blocks.find((b: { template: string }) => b.template === 'promo');
    const parent = (await api.get(`${CHIEF}/categories/dropout?parent_id=0`, token)).body.data[0];

    const empty = await multipart(`${CHIEF}/mainpage/blocks/${promo.id}/promos`, token, {});
    expect(Object.keys(empty.body.data).sort()).toEqual(['category_id', 'description', 'is_active', 'title']);

    const created = await multipart(
      `${CHIEF}/mainpage/blocks/${promo.id}/promos`,
      token,
      { title: 'Весенняя акция', description: 'Скидки', category_id: String(parent.id), is_active: '1' },
      { 'images[]': png() },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Весенняя акция', category_id: parent.id, is_active: true });
    expect(created.body.data.images).toHaveLength(1);

    const path = `${CHIEF}/mainpage/blocks/${promo.id}/promos/${created.body.data.id}`;
    expect((await api.get(path, token)).body.data.title).toBe('Весенняя акция');
    const edited = await api.put(path, { title: 'Летняя акция', description: '', category_id: parent.id, is_active: false }, token);
    expect(edited.body.data).toMatchObject({ title: 'Летняя акция', is_active: false });
    const replaced = await multipart(path, token, {}, { 'images[]': png('a.jpg') });
    expect(replaced.body.data.images[0].uuid).not.toBe(created.body.data.images[0].uuid);
    expect((await api.request('DELETE', path, { token })).status).toBe(200);
    expect((await api.get(path, token)).status).toBe(404);
  });
});

describe('information blocks', () => {
  it('lists the templates and the seeded blocks in order, with their pages', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const templates = await api.get(`${CHIEF}/mainpage/templates`, token);
    expect(templates.body.data).toEqual([
      { name: 'articles', name_ru: 'Новости' },
      { name: 'promo', name_ru: 'Акции' },
      { name: 'products', name_ru: 'Товарная выборка' },
    ]);
    const blocks = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data;
    expect(blocks.map((b: { template: string }) => b.template)).toEqual(['articles', 'promo', 'products', 'products', 'promo']);
    expect(blocks.map((b: { sort: number }) => b.sort)).toEqual([0, 1, 2, 3, 4]);
    const promo = blocks[1].children[0];
    expect(promo.title).toBe('Счастливые часы');
    expect(promo.images[0].preview_url).toMatch(/^\/dashboard\/v1\/media\/home\/seed-\d+$/);
  });

  it('creates a block at the end, moves it by sort and renumbers the others', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const empty = await api.post(`${CHIEF}/mainpage/blocks`, { title: '  ', template: 'nope', is_active: 1 }, token);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.data).sort()).toEqual(['template', 'title']);

    const created = await api.post(`${CHIEF}/mainpage/blocks`, { title: ' Подборка ', template: 'products', is_active: 0 }, token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Подборка', template: 'products', is_active: false, sort: 5, children: [] });

    const moved = await api.put(`${CHIEF}/mainpage/blocks/${created.body.data.id}`, { title: 'Подборка', is_active: true, sort: 1 }, token);
    expect(moved.body.data).toMatchObject({ sort: 1, is_active: true });
    const titles = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data.map((b: { title: string }) => b.title);
    expect(titles).toEqual(['Новости кофейни', 'Подборка', 'Акции недели', 'Хиты продаж', 'Новинки сезона', 'Спецпредложения']);

    expect((await api.request('DELETE', `${CHIEF}/mainpage/blocks/${created.body.data.id}`, { token })).status).toBe(200);
    const after = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data;
    expect(after.map((b: { sort: number }) => b.sort)).toEqual([0, 1, 2, 3, 4]);
  });

  it("keeps one company's blocks from another", async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.baker);
    const blocks = (await api.get(`${CHIEF}/mainpage/blocks`, token)).body.data;
    expect(blocks[0].title).toBe('Новости пекарни');
    expect((await api.put(`${CHIEF}/mainpage/blocks/1`, { title: 'Чужой', is_active: true, sort: 0 }, token)).status).toBe(404);
  });
});

describe('banners', () => {
  it('lists the seeded banners with images served back by preview_url', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const list = (await api.get(`${CHIEF}/banners`, token)).body.data;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ id: 1, title: 'Осеннее меню: тыквенный латте', is_active: true });
    const image = await fetch(`${upstream.url}${list[0].image.preview_url}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // The title is laid over the picture by the app: a caption drawn in it too would show twice.
    expect(svg).not.toContain('Осеннее меню');
  });

  it('creates a banner from a form, stores its image and replaces it; refuses a wrong file', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const categoryId = (await api.get(`${CHIEF}/banners`, token)).body.data[0].category_id;
    const bad = await multipart(`${CHIEF}/banners`, token, { title: 'Баннер', category_id: String(categoryId), is_active: '1' }, {
      image: new File([new Uint8Array(3145729)], 'big.gif'),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.image).toEqual(['Размер файла превышает установленные значения, Формат изображения не соответствует требованию']);

    const created = await multipart(`${CHIEF}/banners`, token, { title: 'Баннер', category_id: String(categoryId), is_active: '0' }, { image: png() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Баннер', category_id: categoryId, is_active: false });
    const served = await fetch(`${upstream.url}${created.body.data.image.preview_url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(64);

    const replaced = await multipart(`${CHIEF}/banners/${created.body.data.id}`, token, {}, { image: png('other.jpg', 10) });
    expect(replaced.body.data.image.uuid).not.toBe(created.body.data.image.uuid);
    expect(replaced.body.data.title).toBe('Баннер');
  });

  it('replaces the three text fields together, refuses a partial PUT and an empty title', async () => {
    const token = await signIn(api, DEMO_ACCOUNTS.chief);
    const before = (await api.get(`${CHIEF}/banners`, token)).body.data[1];
    const whole = { title: before.title, category_id: before.category_id, is_active: before.is_active };
    const partial = await api.put(`${CHIEF}/banners/${before.id}`, { title: 'Новое имя' }, token);
    expect(partial.status).toBe(422);
    expect(partial.body.data).toEqual({
      category_id: ['Поле "category_id" является обязательным'],
      is_active: ['Поле "is_active" является обязательным'],
    });
    const camel = await api.put(`${CHIEF}/banners/${before.id}`, { title: 'Новое имя', categoryId: before.category_id, isActive: true }, token);
    expect(camel.status).toBe(422);
    expect(camel.body.data.categoryId).toEqual(['Ключ "categoryId" должен быть в snake_case']);
    const renamed = await api.put(`${CHIEF}/banners/${before.id}`, { ...whole, title: 'Новое имя' }, token);
    expect(renamed.body.data).toEqual({ ...before, title: 'Новое имя' });
    const empty = await api.put(`${CHIEF}/banners/${before.id}`, { ...whole, title: '' }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.data.title).toEqual(['Поле "Наименование" является обязательным']);
    expect((await api.request('DELETE', `${CHIEF}/banners/${before.id}`, { token })).status).toBe(200);
    expect((await api.get(`${CHIEF}/banners`, token)).body.data).toHaveLength(3);
  });
});
