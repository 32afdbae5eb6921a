/** The administrator's company list, card and company changes (§2 Admin routes). */
import { http } from 'msw';
import type { PlatformPaymentRecord } from '../admin-types';
import { foldText } from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { getDb, mutate } from '../store';
import type { AppState, CompanyRecord, Db } from '../types';
import { FieldErrors } from '../validation';
import { dayRange, inRange } from './admin-query';
import { api } from './paths';
import { sortBy } from './shops';

export const APP_STATES: readonly AppState[] = ['draft', 'moderation', 'published', 'rejected'];
export const COMPANY_NOT_FOUND = 'Компания не найдена';

// 'ё' and 'е' are one letter to a person searching, so they are one letter here.

const SORTS: Record<string, (a: CompanyRecord, b: CompanyRecord) => number> = {
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id,
  city: (a, b) => a.city.localeCompare(b.city, 'ru') || a.name.localeCompare(b.name, 'ru'),
};

function matches(company: CompanyRecord, search: string): boolean {
  const needle = foldText(search);
  return [company.name, company.city, company.inn].some((field) => foldText(field).includes(needle));
}

const companies = http.get(api('admin', 'companies'), ({ request }) => {
  authenticate(request, 'admin');
  const url = new URL(request.url);
  const { page, perPage } = pageParams(url);
  const search = url.searchParams.get('search')?.trim() ?? '';
  const state = url.searchParams.get('app_state')?.trim() ?? '';
  const active = url.searchParams.get('active')?.trim() ?? '';
  if (state && !APP_STATES.includes(state as AppState)) {
    return fail(422, 'Ошибка валидации', { app_state: ['Неизвестный статус приложения'] });
  }
  if (active && active !== 'true' && active !== 'false' && active !== '1' && active !== '0') {
    return fail(422, 'Ошибка валидации', { active: ['Значение должно быть true или false'] });
  }
  const wantActive = active === 'true' || active === '1';
  const range = dayRange(url);
  const found = getDb()
    .companies.filter((c) => !search || matches(c, search))
    .filter((c) => !state || c.app_state === state)
    .filter((c) => !active || c.is_active === wantActive)
    .filter((c) => inRange(c.created_at, range))
    .sort(sortBy(SORTS, url.searchParams.get('sort'), '-created_at'));
  return list(found, page, perPage);
});

/** Companies for selectors: id and name, by name, optionally searched. */
const dropout = http.get(api('admin', 'companies/dropout'), ({ request }) => {
  authenticate(request, 'admin');
  const search = new URL(request.url).searchParams.get('search')?.trim() ?? '';
  const options = getDb()
    .companies.filter((c) => !search || matches(c, search))
    .map((c) => ({ id: c.id, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  return ok(options);
});

const DAY_MS = 86_400_000;

/** Paid until a month after the last payment; before any payment, the trial of the settings. */
function subscriptionOf(db: Db, company: CompanyRecord) {
  const payments = db.platform_payments
    .filter((p) => p.company_id === company.id)
    .sort((a, b) => a.paid_at.localeCompare(b.paid_at));
  const last: PlatformPaymentRecord | undefined = payments[payments.length - 1];
  const totalPaid = payments.reduce((sum, p) => sum + p.amount, 0);
  if (!last) {
    const trialEnds = new Date(Date.parse(company.created_at) + db.platform_settings.trial_days * DAY_MS);
    return {
      status: trialEnds.getTime() >= Date.now() ? 'trial' : 'unpaid',
      tariff: null,
      paid_until: null,
      trial_ends_at: trialEnds.toISOString(),
      last_payment_at: null,
      payments_count: 0,
      total_paid: 0,
    };
  }
  const paid = new Date(last.paid_at);
  const paidUntil = new Date(Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth() + 1, paid.getUTCDate()));
  return {
    status: paidUntil.getTime() >= Date.now() ? 'active' : 'expired',
    tariff: last.tariff,
    paid_until: paidUntil.toISOString(),
    trial_ends_at: null,
    last_payment_at: last.paid_at,
    payments_count: payments.length,
    total_paid: totalPaid,
  };
}

/** The card: the company with its users, its app's store pages and its subscription. */
function companyCard(db: Db, company: CompanyRecord) {
  const app = db.applications.find((a) => a.company_id === company.id);
  return {
    ...company,
    users: db.users
      .filter((u) => u.company_id === company.id)
      .map(({ id, name, email, phone, step, created_at }) => ({ id, name, email, phone, step, created_at })),
    application: app
      ? {
          app_uuid: app.app_uuid,
          company_name: app.company_name,
          icon_name: app.icon_name,
          app_store_url: app.app_store_url,
          google_play_url: app.google_play_url,
          updated_at: app.updated_at,
        }
      : null,
    subscription: subscriptionOf(db, company),
  };
}

const findCompany = (db: Db, id: string | readonly string[] | undefined) =>
  db.companies.find((c) => String(c.id) === String(id));

const company = http.get<{ id: string }>(api('admin', 'companies/:id'), ({ request, params }) => {
  authenticate(request, 'admin');
  const db = getDb();
  const found = findCompany(db, params.id);
  return found ? ok(companyCard(db, found)) : fail(404, COMPANY_NOT_FOUND);
});

/** Switches a company on or off and moves its app between states; answers with the card. */
const updateCompany = http.patch<{ id: string }>(api('admin', 'companies/:id'), async ({ request, params }) => {
  authenticate(request, 'admin');
  const body = await readJson(request);
  if (!findCompany(getDb(), params.id)) return fail(404, COMPANY_NOT_FOUND);
  const errors = new FieldErrors();
  const patch: Partial<Pick<CompanyRecord, 'is_active' | 'app_state'>> = {};
  if ('is_active' in body) {
    if (typeof body.is_active === 'boolean') patch.is_active = body.is_active;
    else errors.add('is_active', 'Значение должно быть true или false');
  }
  if ('app_state' in body) {
    if (APP_STATES.includes(body.app_state as AppState)) patch.app_state = body.app_state as AppState;
    else errors.add('app_state', 'Неизвестный статус приложения');
  }
  if (!('is_active' in body) && !('app_state' in body)) {
    errors.add('is_active', 'Укажите, что изменить: активность или статус приложения');
  }
  errors.throwIfAny();
  return mutate((db) => {
    const target = findCompany(db, params.id)!;
    Object.assign(target, patch);
    const app = db.applications.find((a) => a.company_id === target.id);
    if (app && patch.app_state) app.updated_at = new Date().toISOString();
    return ok(companyCard(db, target));
  });
});

export const adminHandlers = [companies, dropout, company, updateCompany];
