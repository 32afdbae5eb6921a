/**
 * The app's files and store listings (§7 "PUT and POST-form application/main, application/ios,
 * application/android; PUT application/ios/contacts; DELETE /dashboard/v1/media with params"),
 * with the Play Market limits of §5/§9 checked again on the server side.
 */
import { http } from 'msw';
import { IOS_DEVICES, type IosDevice } from '../app-listing';
import { androidOf, iosOf, mediaUrl } from '../app-listing-views';
import type { MediaRecord } from '../home-types';
import { authenticate, fail, ok, readJson } from '../http';
import { imagePixelSize } from '../image-size';
import { getDb, mutate } from '../store';
import type { ApplicationRecord, CompanyRecord } from '../types';
import { FieldErrors, MESSAGES, isEmail, textField } from '../validation';
import { applicationOf, mainData, requireCompany } from './application';
import { readForm } from './mainpage-fields';
import { keepUpload } from './mainpage-media';
import { api } from './paths';

const LINK_MESSAGE = 'Некорректная ссылка. Укажите правильный URL';
const SIZE_MESSAGE = 'Размер файла превышает установленные значения';
const FORMAT_MESSAGE = 'Формат изображения не соответствует требованию';
const RESOLUTION_MESSAGE = 'Разрешение изображения не соответствует требованию';
/** §9: 52428800 bytes for an image. */
const MAX_BYTES = 52428800;
const URL_RULE = /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
const LANGUAGES = ['ru-RU', 'en-US', 'kk', 'be', 'uk'];
/** §9 Play Market limits. */
const MARKET = { title: 30, short: 80, description: 4000, minImages: 2, maxImages: 10, minSide: 320, maxSide: 3840 };

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Checks one upload's size and extension; adds the §5 messages under `key`. */
function fileProblems(file: File, extensions: readonly string[]): string[] {
  const problems: string[] = [];
  if (file.size > MAX_BYTES) problems.push(SIZE_MESSAGE);
  if (!extensions.includes(extensionOf(file.name))) problems.push(FORMAT_MESSAGE);
  return problems;
}

async function pixelSize(file: File) {
  return imagePixelSize(new Uint8Array(await file.arrayBuffer()));
}

async function keepFile(companyId: number, file: File): Promise<MediaRecord> {
  const type = MIME[extensionOf(file.name)] ?? 'application/octet-stream';
  return keepUpload(companyId, file, type);
}

function text(body: Record<string, unknown>, errors: FieldErrors, key: string, label: string, max: number, required = false) {
  if (!(key in body)) return undefined;
  const value = textField(body, key);
  if (value === null) errors.add(key, `Поле "${label}" должно быть строкой`);
  else if (required && !value) errors.add(key, MESSAGES.required(label));
  else if (value.length > max) errors.add(key, `Поле "${label}" должно быть не длиннее ${max} символов`);
  else return value;
  return undefined;
}

function link(body: Record<string, unknown>, errors: FieldErrors, key: string) {
  if (!(key in body)) return undefined;
  const value = textField(body, key);
  if (value === null || (value && !URL_RULE.test(value))) errors.add(key, LINK_MESSAGE);
  else return value;
  return undefined;
}

function assign<T extends object>(target: T, changes: Partial<T>) {
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}

function chief(request: Request): { company: CompanyRecord; app: ApplicationRecord } {
  const company = requireCompany(authenticate(request, 'chief'));
  return { company, app: applicationOf(company) };
}

const touch = (app: ApplicationRecord) => {
  app.updated_at = new Date().toISOString();
};

// The logo: svg, pdf or png (§3).
const uploadMain = http.post(api('chief', 'application/main'), async ({ request }) => {
  const { company, app } = chief(request);
  const { files } = await readForm(request);
  const errors = new FieldErrors();
  const logo = files.get('logo') ?? [];
  if (logo.length !== 1) errors.add('logo', 'Выберите один файл логотипа');
  else fileProblems(logo[0]!, ['svg', 'pdf', 'png']).forEach((p) => errors.add('logo', p));
  errors.throwIfAny();
  const stored = await keepFile(company.id, logo[0]!);
  mutate(() => {
    app.logo = mediaUrl(stored.uuid);
    touch(app);
  });
  return ok(mainData(app, company));
});

const updateIos = http.put(api('chief', 'application/ios'), async ({ request }) => {
  const { company, app } = chief(request);
  const body = await readJson(request);
  const errors = new FieldErrors();
  const changes = {
    title: text(body, errors, 'title', 'Название', 30, true),
    description: text(body, errors, 'description', 'Описание', 4000),
    key_words: text(body, errors, 'key_words', 'Ключевые слова', 100),
    support_url: link(body, errors, 'support_url'),
    user_agreement_url: link(body, errors, 'user_agreement_url'),
  };
  errors.throwIfAny();
  mutate(() => {
    assign(iosOf(app), changes);
    touch(app);
  });
  return ok(mainData(app, company));
});

/** §9 "128974848 for an icon": the store icon is png or jpg. */
const MAX_ICON_BYTES = 128974848;

function iconProblems(files: File[], errors: FieldErrors): File | null {
  if (files.length > 1) errors.add('app_icon', 'Можно загрузить только одну иконку');
  const file = files[0];
  if (!file) return null;
  if (file.size > MAX_ICON_BYTES) errors.add('app_icon', SIZE_MESSAGE);
  if (!['png', 'jpg', 'jpeg'].includes(extensionOf(file.name))) errors.add('app_icon', FORMAT_MESSAGE);
  return file;
}

// The store icon (app_icon) and/or screenshots of one device size: device, images[] (png or jpg, at most 10 per size).
const uploadIos = http.post(api('chief', 'application/ios'), async ({ request }) => {
  const { company, app } = chief(request);
  const { fields, files } = await readForm(request);
  const errors = new FieldErrors();
  const icon = iconProblems(files.get('app_icon') ?? [], errors);
  const images = files.get('images') ?? [];
  const device = fields.device as IosDevice;
  if (images.length || !icon) {
    if (!IOS_DEVICES.includes(device)) errors.add('device', 'Выберите размер экрана');
    if (images.length === 0) errors.add('images', 'Выберите хотя бы один снимок экрана');
    const had = IOS_DEVICES.includes(device) ? (app.ios?.images[device]?.length ?? 0) : 0;
    if (had + images.length > 10) errors.add('images', 'Можно добавить не более 10 снимков экрана');
    const problems = new Set(images.flatMap((file) => fileProblems(file, ['png', 'jpg', 'jpeg'])));
    problems.forEach((p) => errors.add('images', p));
  }
  errors.throwIfAny();
  const storedIcon = icon ? await keepFile(company.id, icon) : null;
  const stored: MediaRecord[] = [];
  for (const file of images) stored.push(await keepFile(company.id, file));
  mutate(() => {
    const ios = iosOf(app);
    if (storedIcon) ios.app_icon = storedIcon.uuid;
    if (stored.length) ios.images[device] = [...(ios.images[device] ?? []), ...stored.map((s) => s.uuid)];
    touch(app);
  });
  return ok(mainData(app, company));
});

const updateIosContacts = http.put(api('chief', 'application/ios/contacts'), async ({ request }) => {
  const { company, app } = chief(request);
  const body = await readJson(request);
  const errors = new FieldErrors();
  const email = text(body, errors, 'email', 'E-mail', 100);
  if (email && !isEmail(email)) errors.add('email', MESSAGES.email);
  const changes = {
    name: text(body, errors, 'name', 'Имя', 100),
    address: text(body, errors, 'address', 'Адрес', 200),
    email,
    phone: text(body, errors, 'phone', 'Телефон', 30),
    copyright: text(body, errors, 'copyright', 'Авторское право', 100),
  };
  errors.throwIfAny();
  mutate(() => {
    assign(iosOf(app).contacts, changes);
    touch(app);
  });
  return ok(mainData(app, company));
});

const updateAndroid = http.put(api('chief', 'application/android'), async ({ request }) => {
  const { company, app } = chief(request);
  const body = await readJson(request);
  const errors = new FieldErrors();
  const language = text(body, errors, 'default_language', 'Язык по умолчанию', 10);
  if (language !== undefined && language && !LANGUAGES.includes(language)) {
    errors.add('default_language', 'Выберите язык из списка');
  }
  const changes = {
    title: text(body, errors, 'title', 'Название', MARKET.title, true),
    short_description: text(body, errors, 'short_description', 'Краткое описание', MARKET.short),
    description: text(body, errors, 'description', 'Полное описание', MARKET.description),
    user_agreement_url: link(body, errors, 'user_agreement_url'),
    user_delete_form_url: link(body, errors, 'user_delete_form_url'),
    default_language: language,
    app_category: text(body, errors, 'app_category', 'Категория', 50),
  };
  errors.throwIfAny();
  mutate(() => {
    assign(androidOf(app), changes);
    touch(app);
  });
  return ok(mainData(app, company));
});

/** §9: the banner is exactly 1024x500; screenshots are 16:9 with each side 320 to 3840 px. */
async function marketProblems(file: File, kind: 'banner' | 'image'): Promise<string[]> {
  const problems = fileProblems(file, ['png', 'jpg', 'jpeg']);
  if (problems.length) return problems;
  const size = await pixelSize(file);
  if (!size) return [FORMAT_MESSAGE];
  if (kind === 'banner') return size.width === 1024 && size.height === 500 ? [] : [RESOLUTION_MESSAGE];
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  const sidesOk = short >= MARKET.minSide && long <= MARKET.maxSide;
  const ratioOk = Math.abs(long / short - 16 / 9) <= 0.01 * (16 / 9);
  return sidesOk && ratioOk ? [] : [RESOLUTION_MESSAGE];
}

// market_banner (one file) and market_image[] (added to the ones kept).
const uploadAndroid = http.post(api('chief', 'application/android'), async ({ request }) => {
  const { company, app } = chief(request);
  const { files } = await readForm(request);
  const errors = new FieldErrors();
  const banner = files.get('market_banner') ?? [];
  const images = files.get('market_image') ?? [];
  const icon = iconProblems(files.get('app_icon') ?? [], errors);
  if (banner.length === 0 && images.length === 0 && !icon) errors.add('market_image', 'Выберите файлы для загрузки');
  if (banner.length > 1) errors.add('market_banner', 'Можно загрузить только один баннер');
  for (const file of banner) (await marketProblems(file, 'banner')).forEach((p) => errors.add('market_banner', p));
  const total = (app.android?.market_image.length ?? 0) + images.length;
  if (images.length && (total < MARKET.minImages || total > MARKET.maxImages)) {
    errors.add('market_image', `Нужно от ${MARKET.minImages} до ${MARKET.maxImages} изображений`);
  }
  const problems = new Set<string>();
  for (const file of images) (await marketProblems(file, 'image')).forEach((p) => problems.add(p));
  problems.forEach((p) => errors.add('market_image', p));
  errors.throwIfAny();
  const storedIcon = icon ? await keepFile(company.id, icon) : null;
  const storedBanner = banner[0] ? await keepFile(company.id, banner[0]) : null;
  const storedImages: MediaRecord[] = [];
  for (const file of images) storedImages.push(await keepFile(company.id, file));
  mutate(() => {
    const android = androidOf(app);
    if (storedIcon) android.app_icon = storedIcon.uuid;
    if (storedBanner) android.market_banner = storedBanner.uuid;
    android.market_image = [...android.market_image, ...storedImages.map((s) => s.uuid)];
    touch(app);
  });
  return ok(mainData(app, company));
});

const COLLECTIONS = ['logo', 'ios', 'ios_icon', 'android_icon', 'market_banner', 'market_image'] as const;

/** Takes the uuid out of the named place of the app; false when it is not there. */
function detach(app: ApplicationRecord, collection: (typeof COLLECTIONS)[number], uuid: string): boolean {
  switch (collection) {
    case 'logo':
      if (app.logo !== mediaUrl(uuid)) return false;
      app.logo = null;
      return true;
    case 'ios': {
      const ios = iosOf(app);
      const device = IOS_DEVICES.find((d) => ios.images[d]?.includes(uuid));
      if (!device) return false;
      ios.images[device] = ios.images[device].filter((u) => u !== uuid);
      return true;
    }
    case 'ios_icon':
      if (iosOf(app).app_icon !== uuid) return false;
      iosOf(app).app_icon = null;
      return true;
    case 'android_icon':
      if (androidOf(app).app_icon !== uuid) return false;
      androidOf(app).app_icon = null;
      return true;
    case 'market_banner':
      if (androidOf(app).market_banner !== uuid) return false;
      androidOf(app).market_banner = null;
      return true;
    case 'market_image': {
      const android = androidOf(app);
      if (!android.market_image.includes(uuid)) return false;
      android.market_image = android.market_image.filter((u) => u !== uuid);
      return true;
    }
  }
}

// §7 "DELETE /dashboard/v1/media with params": collection (logo, ios, ios_icon, android_icon, market_banner, market_image) and uuid.
const deleteMedia = http.delete('/dashboard/v1/media', ({ request }) => {
  const { company, app } = chief(request);
  const params = new URL(request.url).searchParams;
  const collection = params.get('collection') as (typeof COLLECTIONS)[number];
  const uuid = params.get('uuid') ?? '';
  if (!COLLECTIONS.includes(collection)) return fail(422, 'Ошибка валидации', { collection: ['Неизвестный вид файла'] });
  const record = getDb().media.find((m) => m.uuid === uuid && m.company_id === company.id);
  if (!record) return fail(404, 'Файл не найден');
  const removed = mutate((db) => {
    if (!detach(app, collection, uuid)) return false;
    db.media = db.media.filter((m) => m.id !== record.id);
    touch(app);
    return true;
  });
  if (!removed) return fail(404, 'Файл не найден');
  return ok(mainData(app, company));
});

export const applicationListingHandlers = [
  uploadMain,
  updateIos,
  uploadIos,
  updateIosContacts,
  updateAndroid,
  uploadAndroid,
  deleteMedia,
];
