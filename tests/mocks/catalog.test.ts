/** @jest-environment node */
import type { DemoUpstream } from '@/mocks/server';
import { DEMO_ACCOUNTS } from '@/mocks/seed';
import { signIn, startTestUpstream, type Client } from './helpers';

const CHIEF = '/dashboard/v1/chief';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let upstream: DemoUpstream;
let api: Client;
let token: string;

beforeAll(async () => {
  ({ upstream, api } = await startTestUpstream());
});
afterAll(() => upstream.close());
beforeEach(async () => {
  await api.post('/__demo/reset');
  token = await signIn(api, DEMO_ACCOUNTS.chief);
});

/** Multipart goes past the JSON client, as the BFF streams it. */
async function postForm(path: string, fields: Record<string, string | Blob>, files: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value, files[key] ?? 'photo.png');
  }
  const response = await fetch(`${upstream.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const del = async (path: string, body?: unknown) => (await api.request('DELETE', path, { token, body })).status;

describe('catalogue seed and lists', () => {
  it('has a realistic tree: at least 200 products in at least 20 categories, parents with children', async () => {
    const categories = await api.get(`${CHIEF}/market/categories?per_page=100`, token);
    const rows = categories.body.data.data as { id: number; parent_id: number | null; image: { preview_url: string } | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const parents = rows.filter((c) => c.parent_id === null);
    expect(parents.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((c) => c.parent_id !== null).every((c) => parents.some((p) => p.id === c.parent_id))).toBe(true);
    const products = await api.get(`${CHIEF}/market/products`, token);
    expect(products.body.data.pagination.total).toBeGreaterThanOrEqual(200);
    expect(products.body.data.pagination).toMatchObject({ current_page: 1, per_page: 15 });
    expect(products.body.data.data).toHaveLength(15);
    expect(products.body.data.data[0]).toMatchObject({ id: 1, name: 'Эспрессо', base_price: 150, category: { name: 'Эспрессо-напитки' } });
    const kits = await api.get(`${CHIEF}/market/kits`, token);
    expect(kits.body.data.data.map((k: { name: string }) => k.name)).toContain('Завтрак на двоих');
    // The bakery sees its own catalogue only.
    const baker = await signIn(api, DEMO_ACCOUNTS.baker);
    const bakery = await api.get(`${CHIEF}/market/products`, baker);
    expect(bakery.body.data.data.every((p: { name: string }) => p.name !== 'Эспрессо')).toBe(true);
  });

  it('filters products by activity, availability (by_order), minimum base price, category and search', async () => {
    const query = 'per_page=100&active=true&by_order=false&base_price_from=1000';
    const reply = await api.get(`${CHIEF}/market/products?${query}`, token);
    const rows = reply.body.data.data as { is_active: boolean; in_stock: boolean; base_price: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((p) => p.is_active && p.in_stock && p.base_price >= 1000)).toBe(true);
    const toOrder = await api.get(`${CHIEF}/market/products?per_page=100&by_order=1`, token);
    expect(toOrder.body.data.data.every((p: { in_stock: boolean }) => !p.in_stock)).toBe(true);
    const coffee = await api.get(`${CHIEF}/market/products?parent_id=1&per_page=100`, token);
    expect(coffee.body.data.pagination.total).toBe(44);
    const search = await api.get(`${CHIEF}/market/products?search=${encodeURIComponent('круассан')}`, token);
    expect(search.body.data.data.length).toBeGreaterThanOrEqual(8);
    const page2 = await api.get(`${CHIEF}/market/products?page=2`, token);
    expect(page2.body.data.data[0].id).toBe(16);
  });

  it('filters categories by parent and activity; the dropout gives the parent categories', async () => {
    const children = await api.get(`${CHIEF}/market/categories?parent_id=1`, token);
    expect(children.body.data.data.map((c: { name: string }) => c.name)).toEqual(['Эспрессо-напитки', 'Альтернатива', 'Кофе в зёрнах', 'Холодный кофе']);
    const inactive = await api.get(`${CHIEF}/market/categories?active=false&per_page=100`, token);
    expect(inactive.body.data.data.every((c: { is_active: boolean }) => !c.is_active)).toBe(true);
    const dropout = await api.get(`${CHIEF}/categories/dropout?parent_id=0`, token);
    expect(dropout.body.data.map((c: { name: string }) => c.name)).toEqual(['Выпечка', 'Десерты', 'Завтраки', 'Кофе', 'Магазин', 'Напитки', 'Чай']);
    const search = await api.get(`${CHIEF}/categories/dropout?search=${encodeURIComponent('чай')}`, token);
    expect(search.body.data.map((c: { name: string }) => c.name)).toEqual(['Зелёный чай', 'Травяной чай', 'Чай', 'Чай на развес', 'Чёрный чай']);
  });

  it('serves seeded pictures as SVG and unknown ones as 404', async () => {
    const product = await api.get(`${CHIEF}/products/1`, token);
    const url = product.body.data.images[0].preview_url as string;
    expect(url).toMatch(/^\/dashboard\/v1\/media\/catalog\/[\w-]+$/);
    const response = await fetch(`${upstream.url}${url}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Эспрессо');
    expect((await fetch(`${upstream.url}/dashboard/v1/media/catalog/nope`)).status).toBe(404);
  });
});

describe('categories', () => {
  it('creates a category with a picture and a child, edits, replaces and deletes the picture, deletes', async () => {
    const parent = await postForm(`${CHIEF}/categories`, { name: 'Сезонное меню', is_active: '1', sort: '3', image: new Blob([PNG], { type: 'image/png' }) });
    expect(parent.status).toBe(201);
    expect(parent.body.data).toMatchObject({ name: 'Сезонное меню', parent_id: null, is_active: true, sort: 3 });
    const picture = await fetch(`${upstream.url}${parent.body.data.image.preview_url}`);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    const child = await postForm(`${CHIEF}/categories`, { name: 'Тыквенные напитки', parent_id: String(parent.body.data.id), is_active: '0' });
    expect(child.body.data).toMatchObject({ parent: { id: parent.body.data.id, name: 'Сезонное меню' }, is_active: false, image: null });
    const edited = await api.put(`${CHIEF}/categories/${child.body.data.id}`, { name: 'Тыквенный латте', is_active: true }, token);
    expect(edited.body.data).toMatchObject({ name: 'Тыквенный латте', is_active: true, parent_id: parent.body.data.id });
    const loop = await api.put(`${CHIEF}/categories/${parent.body.data.id}`, { parent_id: child.body.data.id }, token);
    expect(loop.status).toBe(422);
    const withImage = await postForm(`${CHIEF}/categories/${child.body.data.id}`, { image: new Blob([PNG], { type: 'image/png' }) });
    expect(withImage.body.data.image.uuid).toBeTruthy();
    const noImage = await api.request('DELETE', `${CHIEF}/categories/${child.body.data.id}/image`, { token });
    expect(noImage.body.data.image).toBeNull();
    const refused = await api.request('DELETE', `${CHIEF}/market/categories/${parent.body.data.id}`, { token });
    expect(refused.body.error).toBe('Нельзя удалить категорию: в ней есть подкатегории (1)');
    expect(await del(`${CHIEF}/market/categories/${child.body.data.id}`)).toBe(200);
    expect(await del(`${CHIEF}/market/categories/${parent.body.data.id}`)).toBe(200);
    expect((await api.get(`${CHIEF}/categories/${parent.body.data.id}`, token)).status).toBe(404);
  });

  it('answers 422 with field messages and the §5 image message', async () => {
    const empty = await postForm(`${CHIEF}/categories`, { name: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.data.name).toEqual(['Поле "Наименование" является обязательным']);
    const gif = await postForm(`${CHIEF}/categories`, { name: 'Гифки', image: new Blob(['GIF89a'], { type: 'image/gif' }) }, { image: 'anim.gif' });
    expect(gif.body).toEqual({ error: 'Формат изображения не соответствует требованию', data: { image: ['Формат изображения не соответствует требованию'] } });
  });
});

describe('products', () => {
  it('creates a product, uploads and deletes pictures, sets properties and similar products, deletes it', async () => {
    const created = await api.post(`${CHIEF}/products`, { name: 'Латте на кокосовом', category_id: 2, base_price: '320', in_stock: true, is_active: true, description: 'Нежный' }, token);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Латте на кокосовом', base_price: 320, type: 'product', images: [], similar: [] });
    const upload = await postForm(`${CHIEF}/products/${id}/image`, { image: new Blob([PNG], { type: 'image/png' }) });
    expect(upload.status).toBe(201);
    await postForm(`${CHIEF}/products/${id}/image`, { image: new Blob([PNG], { type: 'image/png' }) }, { image: 'second.jpg' });
    let product = (await api.get(`${CHIEF}/products/${id}`, token)).body.data;
    expect(product.images).toHaveLength(2);
    const removed = await api.request('DELETE', `${CHIEF}/products/${id}/image/${product.images[0].uuid}`, { token });
    expect(removed.body.data.images).toHaveLength(1);

    const properties = (await api.get(`${CHIEF}/market/properties?per_page=100`, token)).body.data.data;
    const milk = properties.find((p: { name: string }) => p.name === 'Молоко');
    const coconut = milk.enums.find((e: { value: string }) => e.value === 'Кокосовое');
    const values = await api.put(`${CHIEF}/products/${id}/properties`, { properties: [{ property_id: milk.id, enum_id: coconut.id }] }, token);
    expect(values.body.data).toEqual([{ property_id: milk.id, property_name: 'Молоко', enum_id: coconut.id, value: 'Кокосовое' }]);
    const wrong = await api.put(`${CHIEF}/products/${id}/properties`, { properties: [{ property_id: milk.id, enum_id: 1 }] }, token);
    expect(wrong.status).toBe(422);

    const similar = await api.put(`${CHIEF}/products/${id}/similar`, { products: [4, 5] }, token);
    expect(similar.body.data.map((p: { name: string }) => p.name)).toEqual(['Капучино', 'Латте']);
    const gone = await api.request('DELETE', `${CHIEF}/products/${id}/similar/${similar.body.data[0].uuid}`, { token });
    expect(gone.body.data.map((p: { name: string }) => p.name)).toEqual(['Латте']);
    expect((await api.get(`${CHIEF}/products/${id}/similar`, token)).body.data).toHaveLength(1);

    product = (await api.put(`${CHIEF}/products/${id}`, { base_price: 340, in_stock: false }, token)).body.data;
    expect(product).toMatchObject({ base_price: 340, in_stock: false, name: 'Латте на кокосовом' });
    const list = await api.get(`${CHIEF}/products/list?search=${encodeURIComponent('кокосов')}`, token);
    expect(list.body.data).toEqual([{ id, uuid: product.uuid, name: 'Латте на кокосовом', base_price: 340, type: 'product', in_stock: false }]);
    expect(await del(`${CHIEF}/market/products/${id}`)).toBe(200);
    expect((await api.get(`${CHIEF}/products/${id}`, token)).body.error).toBe('Товар не найден');
  });

  it('refuses a wrong picture type and an incomplete product', async () => {
    const gif = await postForm(`${CHIEF}/products/1/image`, { image: new Blob(['GIF89a'], { type: 'image/gif' }) }, { image: 'a.gif' });
    expect(gif.status).toBe(422);
    expect(gif.body.error).toBe('Формат изображения не соответствует требованию');
    const incomplete = await api.post(`${CHIEF}/products`, { name: '', base_price: -1 }, token);
    expect(incomplete.body.data).toEqual({
      name: ['Поле "Наименование" является обязательным'],
      category_id: ['Поле "Категория" является обязательным'],
      base_price: ['Поле "Базовая цена" должно быть неотрицательным числом'],
    });
  });

  it('manages offers and lists them for selects', async () => {
    const offers = await api.get(`${CHIEF}/products/4/offers`, token);
    expect(offers.body.data.data.map((o: { name: string }) => o.name)).toEqual(['Капучино, 250 мл', 'Капучино, 350 мл', 'Капучино, 450 мл']);
    const created = await api.post(`${CHIEF}/products/4/offers`, { name: 'Капучино, 600 мл', price: 390, quantity: 5 }, token);
    expect(created.status).toBe(201);
    const offerId = created.body.data.id;
    const edited = await api.put(`${CHIEF}/products/4/offers/${offerId}`, { price: 410, is_active: false }, token);
    expect(edited.body.data).toMatchObject({ name: 'Капучино, 600 мл', price: 410, is_active: false, quantity: 5 });
    const options = await api.get(`${CHIEF}/products/offer-list?product_id=4`, token);
    expect(options.body.data).toHaveLength(4);
    expect(await del(`${CHIEF}/products/4/offers/${offerId}`)).toBe(200);
    expect((await api.get(`${CHIEF}/products/4/offers/${offerId}`, token)).status).toBe(404);
    expect((await api.get(`${CHIEF}/products/5/offers/1`, token)).status).toBe(404);
  });

  it('keeps store product details: page, create, edit and delete by id in the body', async () => {
    const first = await api.get(`${CHIEF}/products/1/details?per_page=2`, token);
    expect(first.body.data.pagination).toMatchObject({ total: 3, total_pages: 2 });
    const created = await api.post(`${CHIEF}/products/1/details`, { store_id: 4, quantity: 7 }, token);
    expect(created.body.data).toMatchObject({ store_id: 4, quantity: 7, price: null, store: { id: 4 } });
    const duplicate = await api.post(`${CHIEF}/products/1/details`, { store_id: 4, quantity: 1 }, token);
    expect(duplicate.status).toBe(422);
    const edited = await api.put(`${CHIEF}/products/1/details`, { id: created.body.data.id, quantity: 9, price: 170 }, token);
    expect(edited.body.data).toMatchObject({ id: created.body.data.id, quantity: 9, price: 170 });
    expect(await del(`${CHIEF}/products/1/details`, { id: created.body.data.id })).toBe(200);
    expect((await api.get(`${CHIEF}/products/1/details`, token)).body.data.pagination.total).toBe(3);
  });
});

describe('properties', () => {
  it('creates a property with values, renames it, refuses to delete a used one', async () => {
    const created = await api.post(`${CHIEF}/market/properties`, { name: 'Топпинг' }, token);
    const id = created.body.data.id;
    const value = await api.post(`${CHIEF}/properties/enums`, { property_id: id, value: 'Корица' }, token);
    expect(value.status).toBe(201);
    await api.post(`${CHIEF}/properties/enums`, { property_id: id, value: 'Какао' }, token);
    expect((await api.get(`${CHIEF}/properties/${id}/enums`, token)).body.data.map((e: { value: string }) => e.value)).toEqual(['Корица', 'Какао']);
    expect((await api.put(`${CHIEF}/properties/${id}`, { name: 'Посыпка' }, token)).body.data.name).toBe('Посыпка');
    expect(await del(`${CHIEF}/properties/enums/${value.body.data.id}`)).toBe(200);
    expect(await del(`${CHIEF}/properties/${id}`)).toBe(200);
    const used = await api.request('DELETE', `${CHIEF}/properties/1`, { token });
    expect(used.status).toBe(422);
  });

  it('needs a signed-in company user', async () => {
    expect((await api.get(`${CHIEF}/market/products`)).status).toBe(401);
  });
});
