/**
 * The company's mobile application (§7 "Application ..."): its main data, the authorisation
 * type, the public download data, and the call-manager request.
 */
import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import { authenticate, fail, ok, readJson } from '../http';
import { demoLog } from '../log';
import { androidView, iosView } from '../app-listing-views';
import { qrSvgDataUrl } from '../qr-code';
import { DEFAULT_COLORS, applicationRecord } from '../seed-application';
import { getDb, mutate } from '../store';
import type { AppColors, ApplicationRecord, AuthType, CompanyRecord, UserRecord } from '../types';
import { companyOf, nextId } from '../users';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { api } from './paths';

const COLOR_MESSAGE = 'Цвет должен соответствовать HEX формату';
const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
const COLOR_KEYS = Object.keys(DEFAULT_COLORS) as Array<keyof AppColors>;
const AUTH_TYPES: readonly AuthType[] = ['phone', 'email'];
const FLAGS = ['has_delivery', 'has_favorite', 'has_market', 'has_pickup', 'has_services'] as const;
const NO_APPLICATION = 'Приложение не найдено';

/** Where the QR code leads: a link that opens the right store for the phone that scans it. */
export const downloadLink = (app: ApplicationRecord) => `https://apps.demo.ru/download/${app.app_uuid}`;

// The QR code depends only on the uuid, and encoding it costs a few milliseconds.
const qrCache = new Map<string, string>();
function qrCode(app: ApplicationRecord): string {
  let code = qrCache.get(app.app_uuid);
  if (!code) {
    code = qrSvgDataUrl(downloadLink(app));
    qrCache.set(app.app_uuid, code);
  }
  return code;
}

export function requireCompany(user: UserRecord): CompanyRecord {
  const company = companyOf(user);
  if (!company) throw fail(422, 'Сначала заполните данные компании');
  return company;
}

/** The company's application; a company that has none yet gets a draft with default values. */
export function applicationOf(company: CompanyRecord): ApplicationRecord {
  const existing = getDb().applications.find((a) => a.company_id === company.id);
  if (existing) return existing;
  return mutate((db) => {
    const created = applicationRecord({
      company_id: company.id,
      app_uuid: randomUUID(),
      company_name: company.name,
      icon_name: company.name.slice(0, 30),
      splash_screen_text: '',
      colors: DEFAULT_COLORS,
      auth_type: 'phone',
      two_factor: false,
    });
    db.applications.push(created);
    return created;
  });
}

/** §3 "App main data" as the upstream answers it. */
export function mainData(app: ApplicationRecord, company: CompanyRecord) {
  const published = company.app_state === 'published';
  return {
    app_uuid: app.app_uuid,
    company_name: app.company_name,
    icon_name: app.icon_name,
    splash_screen_text: app.splash_screen_text,
    logo: app.logo,
    colors: app.colors,
    jivo: app.jivo,
    state: company.app_state,
    auth_type: app.auth_type,
    two_factor: app.two_factor,
    has_delivery: app.has_delivery,
    has_favorite: app.has_favorite,
    has_market: app.has_market,
    has_pickup: app.has_pickup,
    has_services: app.has_services,
    app_store_url: published ? app.app_store_url : null,
    google_play_url: published ? app.google_play_url : null,
    qr_code: qrCode(app),
    ios: iosView(app),
    android: androidView(app),
  };
}

/** A text field of at most `max` characters; `required` also refuses an empty one. */
function limitedText(
  body: Record<string, unknown>,
  errors: FieldErrors,
  key: string,
  label: string,
  max: number,
  required: boolean,
): string | undefined {
  if (!(key in body)) return undefined;
  const value = textField(body, key);
  if (value === null) errors.add(key, `Поле "${label}" должно быть строкой`);
  else if (required && !value) errors.add(key, MESSAGES.required(label));
  else if (value.length > max) errors.add(key, `Поле "${label}" должно быть не длиннее ${max} символов`);
  else return value;
  return undefined;
}

function colorChanges(body: Record<string, unknown>, errors: FieldErrors): Partial<AppColors> {
  if (!('colors' in body)) return {};
  const colors = body.colors;
  if (typeof colors !== 'object' || colors === null || Array.isArray(colors)) {
    errors.add('colors', 'Поле "Цвета" должно быть объектом');
    return {};
  }
  const changes: Partial<AppColors> = {};
  for (const key of COLOR_KEYS) {
    const value = (colors as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && HEX.test(value.trim())) changes[key] = value.trim().toUpperCase();
    else errors.add(`colors.${key}`, COLOR_MESSAGE);
  }
  return changes;
}

const getApplication = http.get(api('chief', 'application'), ({ request }) => {
  const company = requireCompany(authenticate(request, 'chief'));
  return ok(mainData(applicationOf(company), company));
});

/** §7 "PUT application/main": the given fields change, absent ones keep their values. */
const updateMain = http.put(api('chief', 'application/main'), async ({ request }) => {
  const company = requireCompany(authenticate(request, 'chief'));
  const body = await readJson(request);
  const errors = new FieldErrors();
  const companyName = limitedText(body, errors, 'company_name', 'Название в приложении', 50, true);
  const iconName = limitedText(body, errors, 'icon_name', 'Подпись под иконкой', 30, true);
  const splash = limitedText(body, errors, 'splash_screen_text', 'Текст заставки', 100, false);
  const colors = colorChanges(body, errors);
  for (const flag of FLAGS) {
    if (flag in body && typeof body[flag] !== 'boolean') errors.add(flag, 'Значение должно быть логическим');
  }
  errors.throwIfAny();
  const app = applicationOf(company);
  mutate(() => {
    if (companyName !== undefined) app.company_name = companyName;
    if (iconName !== undefined) app.icon_name = iconName;
    if (splash !== undefined) app.splash_screen_text = splash;
    app.colors = { ...app.colors, ...colors };
    for (const flag of FLAGS) if (typeof body[flag] === 'boolean') app[flag] = body[flag];
    app.updated_at = new Date().toISOString();
  });
  return ok(mainData(app, company));
});

/** §7 "PUT application/auth": how customers sign in to the app. */
const updateAuth = http.put(api('chief', 'application/auth'), async ({ request }) => {
  const company = requireCompany(authenticate(request, 'chief'));
  const body = await readJson(request);
  const errors = new FieldErrors();
  const authType = body.auth_type;
  if (authType === undefined || authType === null || authType === '') {
    errors.add('auth_type', MESSAGES.required('Тип авторизации'));
  } else if (!AUTH_TYPES.includes(authType as AuthType)) {
    errors.add('auth_type', 'Выберите тип авторизации: по телефону или по E-mail');
  }
  if ('two_factor' in body && typeof body.two_factor !== 'boolean') {
    errors.add('two_factor', 'Значение должно быть логическим');
  }
  errors.throwIfAny();
  const app = applicationOf(company);
  mutate(() => {
    app.auth_type = authType as AuthType;
    if (typeof body.two_factor === 'boolean') app.two_factor = body.two_factor;
    app.updated_at = new Date().toISOString();
  });
  return ok(mainData(app, company));
});

/**
 * The public download page's data: no token, since customers who scan a QR code in a shop are
 * not users of this back office. `company` is a company id or an app uuid.
 */
const download = http.get(api('chief', 'application/download'), ({ request }) => {
  const key = new URL(request.url).searchParams.get('company')?.trim() ?? '';
  const db = getDb();
  const app = /^\d+$/.test(key)
    ? db.applications.find((a) => a.company_id === Number(key))
    : db.applications.find((a) => a.app_uuid === key.toLowerCase());
  const company = app && db.companies.find((c) => c.id === app.company_id);
  if (!app || !company || !company.is_active) return fail(404, NO_APPLICATION);
  const published = company.app_state === 'published';
  return ok({
    app_uuid: app.app_uuid,
    company_name: company.name,
    app_name: app.company_name,
    icon_name: app.icon_name,
    logo: app.logo,
    colors: { primary: app.colors.primary, background1: app.colors.background1, text: app.colors.text },
    state: company.app_state,
    app_store_url: published ? app.app_store_url : null,
    google_play_url: published ? app.google_play_url : null,
    download_url: published ? downloadLink(app) : null,
    qr_code: published ? qrCode(app) : null,
  });
});

// §7 "GET application/call-for-help": a manager calls the company back.
const callForHelp = http.get(api('chief', 'application/call-for-help'), ({ request }) => {
  const user = authenticate(request, 'chief');
  mutate((db) => {
    db.call_requests.push({
      id: nextId(db.call_requests),
      user_id: user.id,
      company_id: user.company_id,
      created_at: new Date().toISOString(),
    });
  });
  demoLog(`заявка на звонок менеджера от ${user.name} (${user.phone})`);
  return ok({ message: 'Заявка принята. Менеджер свяжется с вами в ближайшее время' });
});

export const applicationHandlers = [download, callForHelp, getApplication, updateMain, updateAuth];
