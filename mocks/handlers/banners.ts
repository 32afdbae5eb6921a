/** Advertising banners of the home screen (§7 "Banners"). */
import { http } from 'msw';
import { companyIdOf, findOwn } from '../commerce';
import type { BannerRecord } from '../home-types';
import { authenticate, ok, readJson } from '../http';
import { getDb, mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { checkImages, findCategory, flagField, idField, readForm } from './mainpage-fields';
import { imageView, storeImage } from './mainpage-media';
import { api } from './paths';

const NOT_FOUND = 'Рекламный баннер не найден';
const PATH = api('chief', 'banners');

function bannerView(banner: BannerRecord) {
  return {
    id: banner.id,
    title: banner.title,
    category_id: banner.category_id,
    image: imageView(banner.image_id),
    is_active: banner.is_active,
  };
}

function titleField(body: Record<string, unknown>, errors: FieldErrors): string {
  const title = textField(body, 'title') ?? '';
  if (!title) errors.add('title', MESSAGES.required('Наименование'));
  else if (title.length > 255) errors.add('title', 'Наименование должно быть не длиннее 255 символов');
  return title;
}

function categoryField(companyId: number, body: Record<string, unknown>, errors: FieldErrors): number {
  const id = idField(body, 'category_id');
  if (id === null) errors.add('category_id', MESSAGES.required('Категория товара'));
  else if (!findCategory(companyId, id)) errors.add('category_id', 'Категория не найдена');
  return id ?? 0;
}

export const bannerHandlers = [
  http.get(PATH, ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const rows = getDb().banners.filter((b) => b.company_id === companyId);
    return ok(rows.map((b) => bannerView(b)));
  }),

  // Multipart: title, category_id, image (optional), is_active as '1' or '0'.
  http.post(PATH, async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const { fields, files } = await readForm(request);
    const errors = new FieldErrors();
    const title = titleField(fields, errors);
    const categoryId = categoryField(companyId, fields, errors);
    const isActive = flagField(fields, errors, 'is_active', true);
    const image = files.get('image') ?? [];
    if (image.length > 1) errors.add('image', 'Можно загрузить только одно фото');
    checkImages(image, errors, 'image');
    errors.throwIfAny();
    const stored = image[0] ? await storeImage(companyId, image[0]) : null;
    const created = mutate((db) => {
      const banner: BannerRecord = {
        id: nextId(db.banners),
        company_id: companyId,
        title,
        category_id: categoryId,
        image_id: stored?.id ?? null,
        is_active: isActive,
        created_at: new Date().toISOString(),
      };
      db.banners.push(banner);
      return banner;
    });
    return ok(bannerView(created), { status: 201 });
  }),

  // JSON with any of title, category_id, is_active: only what is sent changes.
  http.put(`${PATH}/:id`, async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const banner = findOwn(getDb().banners, companyId, params.id, NOT_FOUND);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const title = body.title === undefined ? banner.title : titleField(body, errors);
    const categoryId = body.category_id === undefined ? banner.category_id : categoryField(companyId, body, errors);
    const isActive = flagField(body, errors, 'is_active', banner.is_active);
    errors.throwIfAny();
    mutate(() => Object.assign(banner, { title, category_id: categoryId, is_active: isActive }));
    return ok(bannerView(banner));
  }),

  // Multipart with one image: replaces the banner's image.
  http.post(`${PATH}/:id`, async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const banner = findOwn(getDb().banners, companyId, params.id, NOT_FOUND);
    const { files } = await readForm(request);
    const image = files.get('image') ?? [];
    const errors = new FieldErrors();
    if (image.length === 0) errors.add('image', MESSAGES.required('Фото'));
    checkImages(image, errors, 'image');
    errors.throwIfAny();
    const stored = await storeImage(companyId, image[0]!);
    mutate(() => {
      banner.image_id = stored.id;
    });
    return ok(bannerView(banner));
  }),

  http.delete(`${PATH}/:id`, ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const banner = findOwn(getDb().banners, companyId, params.id, NOT_FOUND);
    mutate((db) => {
      db.banners = db.banners.filter((b) => b.id !== banner.id);
    });
    return ok(null);
  }),
];
