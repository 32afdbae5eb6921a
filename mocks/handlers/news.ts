/** The company's news (§1, §2 /news): list, create, read, update, delete, cover upload. */
import { http } from 'msw';
import { companyIdOf, findOwn, localDay, matchesSearch } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import type { NewsRecord } from '../news-types';
import { getDb, mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { checkImages, flagField, readForm } from './mainpage-fields';
import { imageView, storeImage } from './mainpage-media';
import { api } from './paths';
import { sortBy } from './shops';

const NOT_FOUND = 'Новость не найдена';
export const NEWS_LIMITS = { title: 150, shortText: 300, text: 20_000 } as const;

export function newsView(record: NewsRecord) {
  return {
    id: record.id,
    title: record.title,
    short_text: record.short_text,
    text: record.text,
    image: imageView(record.image_id),
    is_published: record.is_published,
    published_at: record.published_at,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Newest first, as the app shows them. */
function byDate(a: NewsRecord, b: NewsRecord): number {
  return b.published_at.localeCompare(a.published_at) || b.id - a.id;
}

const SORTS: Record<string, (a: NewsRecord, b: NewsRecord) => number> = {
  published_at: (a, b) => a.published_at.localeCompare(b.published_at) || a.id - b.id,
  title: (a, b) => a.title.localeCompare(b.title, 'ru') || a.id - b.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
};

/** What the home screen's 'articles' blocks show: published news whose day has come. */
export function publishedNews(companyId: number, today = localDay(new Date().toISOString())): NewsRecord[] {
  return getDb()
    .news.filter((n) => n.company_id === companyId && n.is_published && n.published_at <= today)
    .sort(byDate);
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The fields of a create (all required ones) or an update (absent fields keep `current`). */
function readNews(body: Record<string, unknown>, current: NewsRecord | null) {
  const errors = new FieldErrors();
  const text = (key: string, label: string, max: number, requiredField: boolean, fallback: string) => {
    if (current && body[key] === undefined) return fallback;
    const value = textField(body, key, key !== 'text');
    if (value === null) {
      errors.add(key, `Поле "${label}" должно быть строкой`);
      return fallback;
    }
    const trimmed = key === 'text' ? value.replace(/^\s+|\s+$/g, '') : value;
    if (requiredField && !trimmed) errors.add(key, MESSAGES.required(label));
    else if (trimmed.length > max) errors.add(key, `Поле "${label}" должно быть не длиннее ${max} символов`);
    return trimmed;
  };
  const title = text('title', 'Заголовок', NEWS_LIMITS.title, true, current?.title ?? '');
  const shortText = text('short_text', 'Краткий текст', NEWS_LIMITS.shortText, false, current?.short_text ?? '');
  const body_ = text('text', 'Текст новости', NEWS_LIMITS.text, true, current?.text ?? '');
  const isPublished = flagField(body, errors, 'is_published', current?.is_published ?? false);
  let publishedAt = current?.published_at ?? localDay(new Date().toISOString());
  if (!current || body.published_at !== undefined) {
    const raw = textField(body, 'published_at') ?? '';
    if (!raw) errors.add('published_at', MESSAGES.required('Дата публикации'));
    else if (!isDay(raw.slice(0, 10))) errors.add('published_at', 'Поле "Дата публикации" должно быть датой в формате ГГГГ-ММ-ДД');
    else publishedAt = raw.slice(0, 10);
  }
  errors.throwIfAny();
  return { title, short_text: shortText, text: body_, is_published: isPublished, published_at: publishedAt };
}

export const newsHandlers = [
  http.get(api('chief', 'news'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const search = url.searchParams.get('search') ?? '';
    const published = url.searchParams.get('published');
    const rows = getDb()
      .news.filter((n) => n.company_id === companyId && matchesSearch(search, [n.title, n.short_text]))
      .filter((n) => published !== 'true' && published !== 'false' ? true : n.is_published === (published === 'true'))
      .sort(sortBy(SORTS, url.searchParams.get('sort'), '-published_at'));
    return list(rows.map(newsView), page, perPage);
  }),

  http.post(api('chief', 'news'), async ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const fields = readNews(await readJson(request), null);
    const created = mutate((db) => {
      const now = new Date().toISOString();
      const record: NewsRecord = { id: nextId(db.news), company_id: companyId, ...fields, image_id: null, created_at: now, updated_at: now };
      db.news.push(record);
      return record;
    });
    return ok(newsView(created), { status: 201 });
  }),

  http.get(api('chief', 'news/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(newsView(findOwn(getDb().news, companyId, params.id, NOT_FOUND)));
  }),

  http.put(api('chief', 'news/:id'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = findOwn(getDb().news, companyId, params.id, NOT_FOUND);
    const fields = readNews(await readJson(request), record);
    mutate(() => Object.assign(record, fields, { updated_at: new Date().toISOString() }));
    return ok(newsView(record));
  }),

  http.delete(api('chief', 'news/:id'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = findOwn(getDb().news, companyId, params.id, NOT_FOUND);
    mutate((db) => {
      db.news = db.news.filter((n) => n.id !== record.id);
    });
    return ok(null);
  }),

  // The cover: a multipart form with one `image` (§5 rules, as for banners).
  http.post(api('chief', 'news/:id/image'), async ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = findOwn(getDb().news, companyId, params.id, NOT_FOUND);
    const { files } = await readForm(request);
    const images = files.get('image') ?? [];
    const errors = new FieldErrors();
    if (images.length !== 1) errors.add('image', MESSAGES.required('Обложка'));
    else checkImages(images, errors, 'image');
    errors.throwIfAny();
    const stored = await storeImage(companyId, images[0]!);
    mutate(() => Object.assign(record, { image_id: stored.id, updated_at: new Date().toISOString() }));
    return ok(newsView(record));
  }),

  http.delete(api('chief', 'news/:id/image'), ({ request, params }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const record = findOwn(getDb().news, companyId, params.id, NOT_FOUND);
    if (record.image_id === null) return fail(404, 'У новости нет обложки');
    mutate(() => Object.assign(record, { image_id: null, updated_at: new Date().toISOString() }));
    return ok(newsView(record));
  }),
];
