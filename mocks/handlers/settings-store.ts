/** §7 "Application, loyalty, statuses, navbar": loyalty, bonus levels, market and store statuses. */
import { http } from 'msw';
import { companyIdOf, companyStatuses, findOwn } from '../commerce';
import type { OrderStatusCode, StoreStatusRecord } from '../commerce-types';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { ORDER_STATUSES } from '../seed-commerce';
import { defaultLoyalty, defaultMarket } from '../seed-settings';
import { booleanField, choiceField, numberField, stringField } from '../settings-fields';
import type { BonusLevelRecord, LoyaltyRecord, MarketRecord } from '../settings-types';
import { getDb, mutate } from '../store';
import { nextId } from '../users';
import { FieldErrors } from '../validation';
import { api } from './paths';

const LEVEL_NOT_FOUND = 'Уровень не найден';
const STATUS_NOT_FOUND = 'Статус не найден';
const MAX_BONUS = 1_000_000;
const MAX_SUM = 100_000_000;
const STATUS_CODES = ORDER_STATUSES.map((s) => s.code);

const chiefCompany = (request: Request) => companyIdOf(authenticate(request, 'chief'));

/** A company registered after the seed gets its row on first use. */
function rowOf<T extends { company_id: number }>(rows: T[], companyId: number, fallback: (id: number) => T): T {
  const found = rows.find((row) => row.company_id === companyId);
  if (found) return found;
  const created = fallback(companyId);
  mutate(() => rows.push(created));
  return created;
}

const levelView = (level: BonusLevelRecord) => ({ id: level.id, name: level.name, threshold: level.threshold, percent: level.percent });

function loyaltyView(companyId: number) {
  const { company_id: _company, ...settings } = rowOf(getDb().settings.loyalty, companyId, defaultLoyalty);
  const levels = getDb()
    .settings.bonus_levels.filter((l) => l.company_id === companyId)
    .sort((a, b) => a.threshold - b.threshold || a.id - b.id)
    .map(levelView);
  return { ...settings, bonus: { levels } };
}

function readLoyalty(body: Record<string, unknown>): Omit<LoyaltyRecord, 'company_id'> {
  const errors = new FieldErrors();
  const settings = {
    accrual_delay_hours: numberField(body, errors, 'accrual_delay_hours', 'Задержка начисления, ч', { max: 720 }),
    bonuses_per_rouble: numberField(body, errors, 'bonuses_per_rouble', 'Бонусов за 1 ₽', { max: 100, decimals: true }),
    annual_bonus: numberField(body, errors, 'annual_bonus', 'Ежегодный бонус', { max: MAX_BONUS }),
    registration_bonus: numberField(body, errors, 'registration_bonus', 'Бонус за регистрацию', { max: MAX_BONUS }),
    birthday_bonus: numberField(body, errors, 'birthday_bonus', 'Бонус на день рождения', { max: MAX_BONUS }),
    no_accrual_with_bonuses: booleanField(body, errors, 'no_accrual_with_bonuses', 'Не начислять при оплате бонусами'),
    accrue_cash_only: booleanField(body, errors, 'accrue_cash_only', 'Начислять только на оплату деньгами'),
  };
  errors.throwIfAny();
  return settings;
}

function readLevel(body: Record<string, unknown>, companyId: number, ownId: number | null): Omit<BonusLevelRecord, 'id' | 'company_id'> {
  const errors = new FieldErrors();
  const level = {
    name: stringField(body, errors, 'name', 'Название', { max: 50 }),
    threshold: numberField(body, errors, 'threshold', 'Сумма покупок', { max: MAX_SUM }),
    percent: numberField(body, errors, 'percent', 'Процент', { max: 100, decimals: true }),
  };
  const others = getDb().settings.bonus_levels.filter((l) => l.company_id === companyId && l.id !== ownId);
  if (level.name && others.some((l) => l.name.toLocaleLowerCase('ru') === level.name.toLocaleLowerCase('ru'))) {
    errors.add('name', 'Уровень с таким названием уже есть');
  }
  if (!errors.has('threshold') && others.some((l) => l.threshold === level.threshold)) {
    errors.add('threshold', 'Уровень с такой суммой покупок уже есть');
  }
  errors.throwIfAny();
  return level;
}

const marketView = ({ company_id: _company, ...market }: MarketRecord) => ({ ...market, currency: 'RUB' });

const statusView = (status: StoreStatusRecord) => ({
  id: status.id,
  name: status.name,
  code: status.code,
  ext_id: status.ext_id,
  sort: status.sort,
  // A status never given the flag answers without it, as an upstream without the field would.
  ...(status.needs_action === undefined ? {} : { needs_action: status.needs_action }),
  ...(status.color === undefined ? {} : { color: status.color }),
});

const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** The chosen badge colour (not in §7): '#RGB' or '#RRGGBB', kept as '#RRGGBB'; null or '' clears it. */
function colorField(body: Record<string, unknown>, errors: FieldErrors): string | null {
  const value = body.color;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !HEX_COLOR.test(value.trim())) {
    errors.add('color', 'Цвет должен соответствовать HEX формату');
    return null;
  }
  const text = value.trim().toUpperCase();
  return text.length === 7 ? text : `#${[...text.slice(1)].map((c) => c + c).join('')}`;
}

function readStatus(
  body: Record<string, unknown>,
  companyId: number,
  ownId: number | null,
): { name: string; code: OrderStatusCode; needs_action?: boolean; color?: string | null } {
  const errors = new FieldErrors();
  const status = {
    name: stringField(body, errors, 'name', 'Название', { max: 50 }),
    code: choiceField(body, errors, 'code', 'Код статуса', STATUS_CODES),
    ...(body.needs_action === undefined ? {} : { needs_action: booleanField(body, errors, 'needs_action', 'Ждёт действия') }),
    ...(body.color === undefined ? {} : { color: colorField(body, errors) }),
  };
  const taken = companyStatuses(companyId).some(
    (s) => s.id !== ownId && s.name.toLocaleLowerCase('ru') === status.name.toLocaleLowerCase('ru'),
  );
  if (status.name && taken) errors.add('name', 'Статус с таким названием уже есть');
  errors.throwIfAny();
  return status;
}

/** The next free 'ST-NN' of the company: external ids are given by the upstream, never typed. */
function nextExtId(companyId: number): string {
  const numbers = companyStatuses(companyId).map((s) => Number(/^ST-(\d+)$/.exec(s.ext_id)?.[1] ?? 0));
  return `ST-${String(Math.max(0, ...numbers) + 1).padStart(2, '0')}`;
}

export const settingsStoreHandlers = [
  http.get(api('chief', 'loyalty'), ({ request }) => ok(loyaltyView(chiefCompany(request)))),

  http.put(api('chief', 'loyalty'), async ({ request }) => {
    const companyId = chiefCompany(request);
    const settings = readLoyalty(await readJson(request));
    const row = rowOf(getDb().settings.loyalty, companyId, defaultLoyalty);
    mutate(() => Object.assign(row, settings));
    return ok(loyaltyView(companyId));
  }),

  http.post(api('chief', 'loyalty/bonus/level'), async ({ request }) => {
    const companyId = chiefCompany(request);
    const fields = readLevel(await readJson(request), companyId, null);
    const level = mutate((db) => {
      const created: BonusLevelRecord = { id: nextId(db.settings.bonus_levels), company_id: companyId, ...fields };
      db.settings.bonus_levels.push(created);
      return created;
    });
    return ok(levelView(level), { status: 201 });
  }),

  http.put(api('chief', 'loyalty/bonus/level/:id'), async ({ request, params }) => {
    const companyId = chiefCompany(request);
    const level = findOwn(getDb().settings.bonus_levels, companyId, params.id, LEVEL_NOT_FOUND);
    const fields = readLevel(await readJson(request), companyId, level.id);
    mutate(() => Object.assign(level, fields));
    return ok(levelView(level));
  }),

  http.delete(api('chief', 'loyalty/bonus/level/:id'), ({ request, params }) => {
    const companyId = chiefCompany(request);
    const level = findOwn(getDb().settings.bonus_levels, companyId, params.id, LEVEL_NOT_FOUND);
    mutate((db) => {
      db.settings.bonus_levels = db.settings.bonus_levels.filter((l) => l.id !== level.id);
    });
    return ok({ id: level.id });
  }),

  // Not in §7 (only PUT market is): the screen needs the current values to edit them.
  http.get(api('chief', 'market'), ({ request }) => ok(marketView(rowOf(getDb().settings.markets, chiefCompany(request), defaultMarket)))),

  http.put(api('chief', 'market'), async ({ request }) => {
    const companyId = chiefCompany(request);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const fields = {
      is_enabled: booleanField(body, errors, 'is_enabled', 'Магазин включён'),
      min_order_sum: numberField(body, errors, 'min_order_sum', 'Минимальная сумма заказа', { max: MAX_SUM }),
    };
    errors.throwIfAny();
    const row = rowOf(getDb().settings.markets, companyId, defaultMarket);
    mutate(() => Object.assign(row, fields));
    return ok(marketView(row));
  }),

  http.get(api('chief', 'market/statuses/codes'), ({ request }) => {
    authenticate(request, 'chief');
    return ok(ORDER_STATUSES.map((s) => ({ id: s.code, name: s.name })));
  }),

  http.get(api('chief', 'market/statuses'), ({ request }) => {
    const companyId = chiefCompany(request);
    const { page, perPage } = pageParams(new URL(request.url));
    return list(companyStatuses(companyId).map(statusView), page, perPage);
  }),

  http.post(api('chief', 'market/statuses'), async ({ request }) => {
    const companyId = chiefCompany(request);
    const fields = readStatus(await readJson(request), companyId, null);
    const status = mutate((db) => {
      const own = companyStatuses(companyId);
      const created: StoreStatusRecord = {
        id: nextId(db.statuses),
        company_id: companyId,
        ...fields,
        ext_id: nextExtId(companyId),
        sort: Math.max(-1, ...own.map((s) => s.sort)) + 1,
      };
      db.statuses.push(created);
      return created;
    });
    return ok(statusView(status), { status: 201 });
  }),

  http.put(api('chief', 'market/statuses/:id'), async ({ request, params }) => {
    const companyId = chiefCompany(request);
    const status = findOwn(getDb().statuses, companyId, params.id, STATUS_NOT_FOUND);
    const fields = readStatus(await readJson(request), companyId, status.id);
    mutate(() => Object.assign(status, fields));
    return ok(statusView(status));
  }),

  http.delete(api('chief', 'market/statuses/:id'), ({ request, params }) => {
    const companyId = chiefCompany(request);
    const status = findOwn(getDb().statuses, companyId, params.id, STATUS_NOT_FOUND);
    const used = getDb().orders.filter((o) => o.status_id === status.id).length;
    if (used > 0) return fail(422, `Статус «${status.name}» есть у заказов (${used}), его нельзя удалить`);
    mutate((db) => {
      db.statuses = db.statuses.filter((s) => s.id !== status.id);
    });
    return ok({ id: status.id });
  }),
];
