/** Products and kits (§7 "Catalogue"): lists, item, pictures, property values, similar products. */
import { withoutOmitted } from '../faults';
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import type { CatalogImage, KitItem, ProductRecord, ProductType } from '../catalog-types';
import {
  amountField,
  catalog,
  categoryRef,
  companyProducts,
  descendantIds,
  flagField,
  imageFiles,
  MAX_PRODUCT_IMAGES,
  productRowView,
  productView,
  propertyValuesView,
  readForm,
  readPropertyValues,
  similarOf,
} from '../catalog';
import { saveUpload } from '../catalog-media';
import { companyIdOf, findOwn, matchesSearch } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { api } from './paths';
import { booleanParam, sortBy } from './shops';

export const PRODUCT_NOT_FOUND = 'Товар не найден';

const SORTS: Record<string, (a: ProductRecord, b: ProductRecord) => number> = {
  id: (a, b) => a.id - b.id,
  sort: (a, b) => a.sort - b.sort || a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'ru'),
  base_price: (a, b) => a.base_price - b.base_price || a.id - b.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
};

export const ownProduct = (companyId: number, id: string | readonly string[] | undefined) =>
  findOwn(catalog().products, companyId, id, PRODUCT_NOT_FOUND);

/** The list query of §3: search, active, parent_id (a category with its subcategories), by_order, base_price_from. */
function listProducts(request: Request, type: ProductType): Response {
  const companyId = companyIdOf(authenticate(request, 'chief'));
  const url = new URL(request.url);
  const { page, perPage } = pageParams(url);
  const params = url.searchParams;
  const search = params.get('search') ?? '';
  const active = booleanParam(params.get('active'));
  // by_order: sold to order, i.e. not in stock.
  const byOrder = booleanParam(params.get('by_order'));
  const priceFrom = Number(params.get('base_price_from') ?? '');
  const parentId = Number(params.get('parent_id') ?? params.get('category_id') ?? '');
  const inCategory = parentId > 0 ? descendantIds(companyId, parentId) : null;
  const rows = companyProducts(companyId)
    .filter((p) => p.type === type)
    .filter((p) => active === undefined || p.is_active === active)
    .filter((p) => byOrder === undefined || p.in_stock === !byOrder)
    .filter((p) => !(priceFrom > 0) || p.base_price >= priceFrom)
    .filter((p) => !inCategory || (p.category_id !== null && inCategory.has(p.category_id)))
    .filter((p) => matchesSearch(search, [p.name, p.article, p.description]))
    .sort(sortBy(SORTS, params.get('sort'), 'id'));
  return list(rows.map(productRowView), page, perPage);
}

function readKitItems(raw: unknown, errors: FieldErrors, companyId: number, selfId: number | null): KitItem[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.add('kit_items', 'Передайте список товаров комплекта');
    return [];
  }
  const products = companyProducts(companyId);
  const items: KitItem[] = [];
  for (const entry of raw) {
    const productId = Number((entry as Record<string, unknown> | null)?.product_id);
    const quantity = Number((entry as Record<string, unknown> | null)?.quantity ?? 1);
    const member = products.find((p) => p.id === productId && p.type === 'product');
    if (!member || productId === selfId) errors.add('kit_items', 'Товар комплекта не найден');
    else if (!Number.isInteger(quantity) || quantity < 1) errors.add('kit_items', 'Количество должно быть целым числом больше нуля');
    else if (!items.some((i) => i.product_id === productId)) items.push({ product_id: productId, quantity });
  }
  return items;
}

type ProductFields = Pick<ProductRecord, 'name' | 'description' | 'article' | 'category_id' | 'base_price' | 'in_stock' | 'is_active' | 'sort' | 'kit_items'>;

function readProduct(body: Record<string, unknown>, companyId: number, current: ProductRecord | null, type: ProductType): ProductFields {
  const errors = new FieldErrors();
  const keep = <K extends keyof ProductRecord>(key: K, fallback: ProductRecord[K]): ProductRecord[K] =>
    current ? current[key] : fallback;
  const name = body.name === undefined && current ? current.name : (textField(body, 'name') ?? '');
  if (!name) errors.add('name', MESSAGES.required('Наименование'));
  else if (name.length > 160) errors.add('name', 'Наименование должно быть не длиннее 160 символов');
  const description = body.description === undefined ? keep('description', '') : (textField(body, 'description', false) ?? '');
  if (description.length > 5000) errors.add('description', 'Описание должно быть не длиннее 5000 символов');
  const article = body.article === undefined ? keep('article', '') : (textField(body, 'article') ?? '');
  const categoryId = categoryRef(body, errors, 'category_id', companyId);
  if (categoryId === null || (categoryId === undefined && !current && !errors.has('category_id'))) {
    errors.add('category_id', MESSAGES.required('Категория'));
  }
  const price = body.base_price === undefined && current ? current.base_price : amountField(body, errors, 'base_price', 'Базовая цена', true);
  const inStock = flagField(body, errors, 'in_stock', 'В наличии');
  const isActive = flagField(body, errors, 'is_active', 'Активен');
  const kitItems = body.kit_items === undefined ? keep('kit_items', []) : readKitItems(body.kit_items, errors, companyId, current?.id ?? null);
  if (type === 'kit' && body.kit_items !== undefined && kitItems.length === 0 && !errors.has('kit_items')) {
    errors.add('kit_items', 'Добавьте в комплект хотя бы один товар');
  }
  errors.throwIfAny();
  return {
    name,
    description,
    article,
    category_id: categoryId ?? current?.category_id ?? null,
    base_price: price ?? 0,
    in_stock: inStock ?? keep('in_stock', true),
    is_active: isActive ?? keep('is_active', true),
    sort: keep('sort', companyProducts(companyId).length + 1),
    kit_items: type === 'kit' ? kitItems : [],
  };
}

export const catalogProductHandlers = [
  http.get(api('chief', 'market/products'), ({ request }) => listProducts(request, 'product')),
  http.get(api('chief', 'market/kits'), ({ request }) => listProducts(request, 'kit')),

  // Options of the product selects (similar products, home-screen product pages, kits).
  http.get(api('chief', 'products/list'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    const active = booleanParam(url.searchParams.get('active'));
    const type = url.searchParams.get('type');
    const rows = companyProducts(companyId)
      .filter((p) => (type !== 'product' && type !== 'kit') || p.type === type)
      .filter((p) => (active === undefined || p.is_active === active) && matchesSearch(search, [p.name, p.article]))
      .sort(SORTS.name);
    // in_stock is chosen here (not in §7): the order line picker shows it.
    return ok(rows.map((p) => ({ id: p.id, uuid: p.uuid, name: p.name, base_price: p.base_price, type: p.type, in_stock: p.in_stock })));
  }),

  http.post(api('chief', 'products'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const body = await readJson(request);
    const type: ProductType = body.type === 'kit' ? 'kit' : 'product';
    const fields = readProduct(body, companyId, null, type);
    const created = mutate((db) => {
      const id = nextId(db.catalog.products);
      const now = new Date().toISOString();
      const record: ProductRecord = {
        id,
        uuid: randomUUID(),
        company_id: companyId,
        type,
        ...fields,
        article: fields.article || `ART-${String(id).padStart(4, '0')}`,
        images: [],
        properties: [],
        similar: [],
        created_at: now,
        updated_at: now,
      };
      db.catalog.products.push(record);
      return record;
    });
    return ok(productView(created), { status: 201 });
  }),

  http.get(api('chief', 'products/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(withoutOmitted(request, productView(ownProduct(companyId, params.id))));
  }),

  http.put(api('chief', 'products/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const fields = readProduct(await readJson(request), companyId, product, product.type);
    mutate(() => Object.assign(product, fields, { updated_at: new Date().toISOString() }));
    return ok(productView(product));
  }),

  // One or more pictures per request; answers the product's pictures after the upload.
  http.post(api('chief', 'products/:id/image'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const files = imageFiles(await readForm(request));
    if (files.length === 0) return fail(422, 'Выберите изображение', { image: ['Выберите изображение'] });
    if (product.images.length + files.length > MAX_PRODUCT_IMAGES) {
      return fail(422, `Можно добавить не более ${MAX_PRODUCT_IMAGES} фото`, { image: [`Можно добавить не более ${MAX_PRODUCT_IMAGES} фото`] });
    }
    const saved: CatalogImage[] = [];
    for (const file of files) saved.push(await saveUpload(file));
    mutate(() => product.images.push(...saved));
    return ok({ images: product.images, uploaded: saved }, { status: 201 });
  }),

  http.delete(api('chief', 'products/:id/image/:uuid'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    if (!product.images.some((i) => i.uuid === params.uuid)) return fail(404, 'Изображение не найдено');
    mutate(() => {
      product.images = product.images.filter((i) => i.uuid !== params.uuid);
    });
    return ok({ images: product.images });
  }),

  // Replaces the product's property values: { properties: [{ property_id, enum_id }] }.
  http.put(api('chief', 'products/:id/properties'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const errors = new FieldErrors();
    const values = readPropertyValues((await readJson(request)).properties, errors, companyId);
    errors.throwIfAny();
    mutate(() => {
      product.properties = values;
    });
    return ok(propertyValuesView(product.properties));
  }),

  http.get(api('chief', 'products/:id/similar'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(similarOf(ownProduct(companyId, params.id)));
  }),

  // Replaces the set: { products: [id, ...] } (ids of the company's products, not the product itself).
  http.put(api('chief', 'products/:id/similar'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    const raw = (await readJson(request)).products;
    if (!Array.isArray(raw)) return fail(422, 'Передайте список товаров', { products: ['Передайте список товаров'] });
    const products = companyProducts(companyId);
    const uuids: string[] = [];
    for (const id of raw) {
      const other = products.find((p) => p.id === Number(id));
      if (!other || other.id === product.id) return fail(422, 'Похожий товар не найден', { products: ['Похожий товар не найден'] });
      if (!uuids.includes(other.uuid)) uuids.push(other.uuid);
    }
    mutate(() => {
      product.similar = uuids;
    });
    return ok(similarOf(product));
  }),

  http.delete(api('chief', 'products/:id/similar/:uuid'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const product = ownProduct(companyId, params.id);
    if (!product.similar.includes(String(params.uuid))) return fail(404, 'Похожий товар не найден');
    mutate(() => {
      product.similar = product.similar.filter((uuid) => uuid !== params.uuid);
    });
    return ok(similarOf(product));
  }),
];
