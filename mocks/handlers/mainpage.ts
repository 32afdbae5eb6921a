/**
 * The home screen's main-page calls (§7 "Main page"): display settings, templates, information
 * blocks, and their product and promo pages.
 */
import { http } from 'msw';
import { companyIdOf, idParam } from '../commerce';
import type { BlockTemplate, InfoBlockRecord, MainPageRecord, PromoPageRecord } from '../home-types';
import { authenticate, fail, ok, readJson } from '../http';
import { getDb, mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { checkImages, findCategory, findProduct, flagField, idField, readForm, rowName } from './mainpage-fields';
import { imageView, storeImage } from './mainpage-media';
import { publishedNews } from './news';
import { api } from './paths';

export const BLOCK_TEMPLATES: { name: BlockTemplate; name_ru: string }[] = [
  { name: 'articles', name_ru: 'Новости' },
  { name: 'promo', name_ru: 'Акции' },
  { name: 'products', name_ru: 'Товарная выборка' },
];

/** A company that opens the home screen for the first time waits this long for its loyalty data. */
export const LOYALTY_PREPARE_MS = 12_000;
const SLIDERS_MESSAGE = 'Можно выбрать только один вид слайдера';
const BLOCK_NOT_FOUND = 'Блок не найден';
const PAGE_NOT_FOUND = 'Страница не найдена';
const SETTINGS = ['slider_l', 'slider_s', 'loyalty', 'my_bookings', 'my_orders'] as const;

function settingsOf(companyId: number): MainPageRecord {
  const found = getDb().main_pages.find((m) => m.company_id === companyId);
  if (found) return found;
  return mutate((db) => {
    const created: MainPageRecord = {
      id: nextId(db.main_pages),
      company_id: companyId,
      slider_l: true,
      slider_s: false,
      loyalty: false,
      my_bookings: false,
      my_orders: true,
      loyalty_ready_at: new Date(Date.now() + LOYALTY_PREPARE_MS).toISOString(),
    };
    db.main_pages.push(created);
    return created;
  });
}

/** §4: while the loyalty programme is being prepared the answer has no `loyalty` key at all. */
function settingsView(record: MainPageRecord) {
  const { id, slider_l, slider_s, loyalty, my_bookings, my_orders, loyalty_ready_at } = record;
  const ready = !loyalty_ready_at || Date.parse(loyalty_ready_at) <= Date.now();
  return ready ? { id, slider_l, slider_s, loyalty, my_bookings, my_orders } : { id, slider_l, slider_s, my_bookings, my_orders };
}

function companyBlocks(companyId: number): InfoBlockRecord[] {
  return getDb()
    .info_blocks.filter((b) => b.company_id === companyId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function ownBlock(companyId: number, id: string | readonly string[] | undefined): InfoBlockRecord {
  const wanted = idParam(id);
  const block = getDb().info_blocks.find((b) => b.id === wanted && b.company_id === companyId);
  if (!block) throw fail(404, BLOCK_NOT_FOUND);
  return block;
}

function promoView(page: PromoPageRecord) {
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    category_id: page.category_id,
    is_active: page.is_active,
    images: page.image_ids.map((id) => imageView(id)).filter(Boolean),
  };
}

function blockView(block: InfoBlockRecord) {
  const children =
    block.template === 'products'
      ? block.products.map((p) => ({
          id: p.id,
          product_id: p.product_id,
          is_active: p.is_active,
          title: rowName(findProduct(block.company_id, p.product_id)) ?? `Товар №${p.product_id}`,
        }))
      : block.template === 'promo'
        ? block.promos.map((p) => promoView(p))
        : // An articles block shows the company's published news (edited under /news, §2).
          publishedNews(block.company_id).map((n) => ({ id: n.id, title: n.title, short_text: n.short_text, published_at: n.published_at, image: imageView(n.image_id) }));
  return { id: block.id, title: block.title, template: block.template, is_active: block.is_active, sort: block.sort, children };
}

function nextPageId(): number {
  return getDb().info_blocks.reduce(
    (max, b) => Math.max(max, ...b.products.map((p) => p.id), ...b.promos.map((p) => p.id)),
    0,
  ) + 1;
}

/** Moves a block to `index` among its company's blocks and renumbers them 0..n-1. */
function moveBlock(companyId: number, block: InfoBlockRecord, index: number): void {
  const others = companyBlocks(companyId).filter((b) => b.id !== block.id);
  others.splice(Math.max(0, Math.min(index, others.length)), 0, block);
  others.forEach((b, position) => {
    b.sort = position;
  });
}

function productPayload(companyId: number, block: InfoBlockRecord, body: Record<string, unknown>, selfId: number | null) {
  const errors = new FieldErrors();
  const productId = idField(body, 'product_id');
  if (productId === null) errors.add('product_id', MESSAGES.required('Товар'));
  else if (!findProduct(companyId, productId)) errors.add('product_id', 'Товар не найден');
  else if (block.products.some((p) => p.product_id === productId && p.id !== selfId)) {
    errors.add('product_id', 'Этот товар уже есть в блоке');
  }
  const isActive = flagField(body, errors, 'is_active', true);
  errors.throwIfAny();
  return { product_id: productId!, is_active: isActive };
}

function promoFields(companyId: number, body: Record<string, unknown>, errors: FieldErrors) {
  const title = textField(body, 'title') ?? '';
  if (!title) errors.add('title', MESSAGES.required('Заголовок'));
  else if (title.length > 255) errors.add('title', 'Заголовок должен быть не длиннее 255 символов');
  const description = textField(body, 'description', false) ?? '';
  const categoryId = idField(body, 'category_id');
  if (categoryId === null) errors.add('category_id', MESSAGES.required('Категория'));
  else if (!findCategory(companyId, categoryId)) errors.add('category_id', 'Категория не найдена');
  const isActive = flagField(body, errors, 'is_active', true);
  return { title, description, category_id: categoryId, is_active: isActive };
}

function ownPromo(block: InfoBlockRecord, id: string | readonly string[] | undefined): PromoPageRecord {
  const page = block.promos.find((p) => p.id === idParam(id));
  if (!page) throw fail(404, PAGE_NOT_FOUND);
  return page;
}

function requireTemplate(block: InfoBlockRecord, template: BlockTemplate): void {
  if (block.template !== template) throw fail(422, 'Этот блок не поддерживает такие страницы');
}

const base = (path = '') => api('chief', `mainpage${path}`);

export const mainPageHandlers = [
  http.get(base(), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(settingsView(settingsOf(companyId)));
  }),

  http.put(base(), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const body = await readJson(request);
    const record = settingsOf(companyId);
    const errors = new FieldErrors();
    const next = { ...record };
    for (const key of SETTINGS) {
      const value = body[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') errors.add(key, 'Значение должно быть логическим');
      else next[key] = value;
    }
    if (next.slider_l && next.slider_s) errors.add('slider_s', SLIDERS_MESSAGE);
    errors.throwIfAny();
    mutate(() => Object.assign(record, next));
    return ok(settingsView(record));
  }),

  http.get(base('/templates'), ({ request }) => {
    authenticate(request, 'chief');
    return ok(BLOCK_TEMPLATES);
  }),

  http.get(base('/blocks'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(companyBlocks(companyId).map((b) => blockView(b)));
  }),

  http.post(base('/blocks'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const body = await readJson(request);
    const errors = new FieldErrors();
    const title = textField(body, 'title') ?? '';
    if (!title) errors.add('title', MESSAGES.required('Наименование'));
    else if (title.length > 255) errors.add('title', 'Наименование должно быть не длиннее 255 символов');
    const template = BLOCK_TEMPLATES.find((t) => t.name === body.template)?.name;
    if (!template) errors.add('template', body.template ? 'Неизвестный шаблон' : MESSAGES.required('Шаблон'));
    const isActive = flagField(body, errors, 'is_active', true);
    errors.throwIfAny();
    const created = mutate((db) => {
      const block: InfoBlockRecord = {
        id: nextId(db.info_blocks),
        company_id: companyId,
        title,
        template: template!,
        is_active: isActive,
        sort: companyBlocks(companyId).length,
        products: [],
        promos: [],
      };
      db.info_blocks.push(block);
      return block;
    });
    return ok(blockView(created), { status: 201 });
  }),

  http.put(base('/blocks/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.id);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const title = body.title === undefined ? block.title : (textField(body, 'title') ?? '');
    if (!title) errors.add('title', MESSAGES.required('Наименование'));
    const isActive = flagField(body, errors, 'is_active', block.is_active);
    const sort = body.sort === undefined || body.sort === null ? null : Number(body.sort);
    if (sort !== null && !(Number.isInteger(sort) && sort >= 0)) errors.add('sort', 'Позиция должна быть неотрицательным числом');
    errors.throwIfAny();
    mutate(() => {
      block.title = title;
      block.is_active = isActive;
      if (sort !== null) moveBlock(companyId, block, sort);
    });
    return ok(blockView(block));
  }),

  http.delete(base('/blocks/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.id);
    mutate((db) => {
      db.info_blocks = db.info_blocks.filter((b) => b.id !== block.id);
      companyBlocks(companyId).forEach((b, position) => {
        b.sort = position;
      });
    });
    return ok(null);
  }),

  http.post(base('/blocks/:blockId/products'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.blockId);
    requireTemplate(block, 'products');
    const payload = productPayload(companyId, block, await readJson(request), null);
    const page = mutate(() => {
      const created = { id: nextPageId(), ...payload };
      block.products.push(created);
      return created;
    });
    return ok({ ...page, title: rowName(findProduct(companyId, page.product_id)) }, { status: 201 });
  }),

  http.put(base('/blocks/:blockId/products/:pageId'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.blockId);
    const page = block.products.find((p) => p.id === idParam(params.pageId));
    if (!page) return fail(404, PAGE_NOT_FOUND);
    const payload = productPayload(companyId, block, await readJson(request), page.id);
    mutate(() => Object.assign(page, payload));
    return ok({ ...page, title: rowName(findProduct(companyId, page.product_id)) });
  }),

  http.delete(base('/blocks/:blockId/products/:pageId'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.blockId);
    if (!block.products.some((p) => p.id === idParam(params.pageId))) return fail(404, PAGE_NOT_FOUND);
    mutate(() => {
      block.products = block.products.filter((p) => p.id !== idParam(params.pageId));
    });
    return ok(null);
  }),

  http.get(base('/blocks/:blockId/promos/:pageId'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.blockId);
    return ok(promoView(ownPromo(block, params.pageId)));
  }),

  http.post(base('/blocks/:blockId/promos'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.blockId);
    requireTemplate(block, 'promo');
    const { fields, files } = await readForm(request);
    const errors = new FieldErrors();
    const values = promoFields(companyId, fields, errors);
    const images = files.get('images') ?? files.get('image') ?? [];
    checkImages(images, errors, 'images');
    errors.throwIfAny();
    const stored = await Promise.all(images.map((file) => storeImage(companyId, file)));
    const page = mutate(() => {
      const created: PromoPageRecord = { id: nextPageId(), ...values, image_ids: stored.map((m) => m.id) };
      block.promos.push(created);
      return created;
    });
    return ok(promoView(page), { status: 201 });
  }),

  http.put(base('/blocks/:blockId/promos/:pageId'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const page = ownPromo(ownBlock(companyId, params.blockId), params.pageId);
    const errors = new FieldErrors();
    const values = promoFields(companyId, await readJson(request), errors);
    errors.throwIfAny();
    mutate(() => Object.assign(page, values));
    return ok(promoView(page));
  }),

  // The images sent replace the page's images.
  http.post(base('/blocks/:blockId/promos/:pageId'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const page = ownPromo(ownBlock(companyId, params.blockId), params.pageId);
    const { files } = await readForm(request);
    const images = files.get('images') ?? files.get('image') ?? [];
    const errors = new FieldErrors();
    if (images.length === 0) errors.add('images', MESSAGES.required('Фото'));
    checkImages(images, errors, 'images');
    errors.throwIfAny();
    const stored = await Promise.all(images.map((file) => storeImage(companyId, file)));
    mutate(() => {
      page.image_ids = stored.map((m) => m.id);
    });
    return ok(promoView(page));
  }),

  http.delete(base('/blocks/:blockId/promos/:pageId'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const block = ownBlock(companyId, params.blockId);
    const page = ownPromo(block, params.pageId);
    mutate(() => {
      block.promos = block.promos.filter((p) => p.id !== page.id);
    });
    return ok(null);
  }),
];
