/**
 * Catalogue categories, deletion by type and the picture files (§7 "Catalogue"). Products,
 * offers and properties have their own files beside this one.
 */
import { http, HttpResponse } from 'msw';
import type { CategoryRecord } from '../catalog-types';
import { catalog, categoryRef, categoryView, companyCategories, descendantIds, findImage, flagField, formFields, imageFiles, readForm } from '../catalog';
import { MEDIA_PREFIX } from '../catalog-image-record';
import { placeholderSvg, readUpload, saveUpload } from '../catalog-media';
import { companyIdOf, findOwn, matchesSearch } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { api } from './paths';
import { booleanParam, sortBy } from './shops';

const NOT_FOUND = 'Категория не найдена';

const SORTS: Record<string, (a: CategoryRecord, b: CategoryRecord) => number> = {
  sort: (a, b) => a.sort - b.sort || a.id - b.id,
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'ru'),
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
};

/** parent_id=0 (or 'null') asks for the top level; a number for the children of that category. */
function parentFilter(raw: string | null): number | null | undefined {
  if (raw === null || raw === '') return undefined;
  if (raw === '0' || raw === 'null') return null;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

type CategoryFields = Pick<CategoryRecord, 'name' | 'description' | 'parent_id' | 'is_active' | 'sort'>;

/** The category payload (JSON or form fields); `current` fills what an update leaves out. */
function readCategory(body: Record<string, unknown>, companyId: number, current: CategoryRecord | null): CategoryFields {
  const errors = new FieldErrors();
  const name = body.name === undefined && current ? current.name : (textField(body, 'name') ?? '');
  if (!name) errors.add('name', MESSAGES.required('Наименование'));
  else if (name.length > 120) errors.add('name', 'Наименование должно быть не длиннее 120 символов');
  const description = body.description === undefined ? (current?.description ?? '') : (textField(body, 'description') ?? '');
  const parentRef = categoryRef(body, errors, 'parent_id', companyId);
  const parentId = parentRef === undefined ? (current?.parent_id ?? null) : parentRef;
  if (current && parentId !== null && descendantIds(companyId, current.id).has(parentId)) {
    errors.add('parent_id', 'Категорию нельзя вложить в саму себя или в её подкатегорию');
  }
  const isActive = flagField(body, errors, 'is_active', 'Активна');
  const rawSort = body.sort;
  let sort = current?.sort ?? companyCategories(companyId).filter((c) => c.parent_id === parentId).length;
  if (rawSort !== undefined && rawSort !== null && rawSort !== '') {
    const value = Number(rawSort);
    if (!Number.isInteger(value) || value < 0) errors.add('sort', 'Поле "Сортировка" должно быть целым неотрицательным числом');
    else sort = value;
  }
  const taken = companyCategories(companyId).some(
    (c) => c.id !== current?.id && c.parent_id === parentId && c.name.toLowerCase() === name.toLowerCase(),
  );
  if (name && taken) errors.add('name', 'Категория с таким названием уже есть на этом уровне');
  errors.throwIfAny();
  return { name, description, parent_id: parentId, is_active: isActive ?? current?.is_active ?? true, sort };
}

const ownCategory = (companyId: number, id: string | readonly string[] | undefined) =>
  findOwn(catalog().categories, companyId, id, NOT_FOUND);

/** §7 DELETE market/{type}/{id}: categories, products and kits. */
function deleteByType(type: string, companyId: number, id: string | readonly string[] | undefined): Response {
  if (type === 'categories') {
    const category = ownCategory(companyId, id);
    const db = catalog();
    const children = db.categories.filter((c) => c.parent_id === category.id).length;
    if (children) return fail(422, `Нельзя удалить категорию: в ней есть подкатегории (${children})`);
    const products = db.products.filter((p) => p.category_id === category.id).length;
    if (products) return fail(422, `Нельзя удалить категорию: в ней есть товары (${products})`);
    mutate(() => {
      db.categories = db.categories.filter((c) => c.id !== category.id);
    });
    return ok(null);
  }
  const kind = type === 'kits' ? 'kit' : 'product';
  const product = findOwn(
    catalog().products.filter((p) => p.type === kind),
    companyId,
    id,
    kind === 'kit' ? 'Комплект не найден' : 'Товар не найден',
  );
  mutate(() => {
    const db = catalog();
    db.products = db.products.filter((p) => p.id !== product.id);
    db.offers = db.offers.filter((o) => o.product_id !== product.id);
    db.product_details = db.product_details.filter((d) => d.product_id !== product.id);
    for (const other of db.products) {
      other.similar = other.similar.filter((uuid) => uuid !== product.uuid);
      other.kit_items = other.kit_items.filter((item) => item.product_id !== product.id);
    }
  });
  return ok(null);
}

export const catalogCategoryHandlers = [
  http.get(api('chief', 'market/categories'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const search = url.searchParams.get('search') ?? '';
    const active = booleanParam(url.searchParams.get('active'));
    const parent = parentFilter(url.searchParams.get('parent_id'));
    const rows = companyCategories(companyId)
      .filter((c) => active === undefined || c.is_active === active)
      .filter((c) => parent === undefined || c.parent_id === parent)
      .filter((c) => matchesSearch(search, [c.name, c.description]))
      .sort(sortBy(SORTS, url.searchParams.get('sort'), 'id'));
    return list(rows.map(categoryView), page, perPage);
  }),

  // Options of the category selects: id, name, parent_id (parent_id=0 gives the parent categories).
  http.get(api('chief', 'categories/dropout'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    const parent = parentFilter(url.searchParams.get('parent_id'));
    const active = booleanParam(url.searchParams.get('active'));
    const rows = companyCategories(companyId)
      .filter((c) => (parent === undefined || c.parent_id === parent) && (active === undefined || c.is_active === active))
      .filter((c) => matchesSearch(search, [c.name]))
      .sort(SORTS.name);
    return ok(rows.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id })));
  }),

  http.get(api('chief', 'categories/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(categoryView(ownCategory(companyId, params.id)));
  }),

  // Create as a form, so the picture can come with it.
  http.post(api('chief', 'categories'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const form = await readForm(request);
    const fields = readCategory(formFields(form), companyId, null);
    const [file] = imageFiles(form);
    const image = file ? await saveUpload(file) : null;
    const created = mutate((db) => {
      const record: CategoryRecord = { id: nextId(db.catalog.categories), company_id: companyId, ...fields, image, created_at: new Date().toISOString() };
      db.catalog.categories.push(record);
      return record;
    });
    return ok(categoryView(created), { status: 201 });
  }),

  http.put(api('chief', 'categories/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const category = ownCategory(companyId, params.id);
    const fields = readCategory(await readJson(request), companyId, category);
    mutate(() => Object.assign(category, fields));
    return ok(categoryView(category));
  }),

  // Replaces the picture (and takes text fields too, like the create form).
  http.post(api('chief', 'categories/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const category = ownCategory(companyId, params.id);
    const form = await readForm(request);
    const body = formFields(form);
    const fields = Object.keys(body).length ? readCategory(body, companyId, category) : null;
    const [file] = imageFiles(form);
    const image = file ? await saveUpload(file) : undefined;
    mutate(() => {
      if (fields) Object.assign(category, fields);
      if (image) category.image = image;
    });
    return ok(categoryView(category));
  }),

  http.delete(api('chief', 'categories/:id/image'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const category = ownCategory(companyId, params.id);
    mutate(() => {
      category.image = null;
    });
    return ok(categoryView(category));
  }),

  http.delete(api('chief', 'market/:type/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const type = String(params.type);
    if (!['categories', 'products', 'kits'].includes(type)) return fail(404, 'Не найдено');
    return deleteByType(type, companyId, params.id);
  }),

  // Picture files are public, like a CDN's: an <img> carries no token of its own.
  http.get(`${MEDIA_PREFIX}:uuid`, ({ params, request }) => {
    const uuid = String(params.uuid);
    const etag = `"${uuid}"`;
    if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers: { etag } });
    const upload = readUpload(uuid);
    const headers = { 'cache-control': 'public, max-age=86400, immutable', etag };
    if (upload) return new HttpResponse(upload.bytes, { headers: { ...headers, 'content-type': upload.mime } });
    const image = findImage(uuid);
    if (!image || image.mime !== 'image/svg+xml') return fail(404, 'Изображение не найдено');
    return new HttpResponse(placeholderSvg(uuid, image.name), { headers: { ...headers, 'content-type': 'image/svg+xml' } });
  }),
];
