/**
 * Payment and delivery settings, webhooks (invented under chief/, the specification names only
 * the form labels) and the app's bottom navigation (§7 GET navbar-items, PUT navbar-items/{id}).
 */
import { http } from 'msw';
import { companyIdOf, findOwn } from '../commerce';
import { authenticate, ok, readJson } from '../http';
import { defaultDeliverySettings, defaultPaymentSettings } from '../seed-settings';
import { booleanField, choiceField, numberField, stringField } from '../settings-fields';
import type { DeliverySettingsRecord, FiscalVersion, NavbarIcon, NavbarItemRecord, PaymentSettingsRecord, TaxSystem, VatCode } from '../settings-types';
import { getDb, mutate } from '../store';
import { FieldErrors, MESSAGES } from '../validation';
import { api } from './paths';

export const TAX_SYSTEMS: readonly TaxSystem[] = ['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'];
export const VAT_CODES: readonly VatCode[] = ['none', 'vat0', 'vat10', 'vat20', 'vat110', 'vat120'];
export const FISCAL_VERSIONS: readonly FiscalVersion[] = ['1.05', '1.1', '1.2'];
export const NAVBAR_ICONS: readonly NavbarIcon[] = ['home', 'catalog', 'cart', 'orders', 'bonus', 'news', 'contacts', 'profile'];
/** A phone's bottom bar fits five tabs. */
export const MAX_ACTIVE_NAVBAR_ITEMS = 5;
const INN = /^(?:\d{10}|\d{12})$/;
const MAX_SUM = 100_000_000;

const chiefCompany = (request: Request) => companyIdOf(authenticate(request, 'chief'));

function rowOf<T extends { company_id: number }>(rows: T[], companyId: number, fallback: (id: number) => T): T {
  const found = rows.find((row) => row.company_id === companyId);
  if (found) return found;
  const created = fallback(companyId);
  mutate(() => rows.push(created));
  return created;
}

const withoutCompany = <T extends { company_id: number }>({ company_id: _company, ...rest }: T) => rest;

function readPayment(body: Record<string, unknown>): Omit<PaymentSettingsRecord, 'company_id'> {
  const errors = new FieldErrors();
  const inn = stringField(body, errors, 'inn', 'ИНН', { max: 12, optional: true });
  if (!inn) errors.add('inn', MESSAGES.required('ИНН'));
  else if (!INN.test(inn)) errors.add('inn', MESSAGES.inn);
  const settings = {
    site_id: stringField(body, errors, 'site_id', 'Идентификатор сайта', { max: 64 }),
    secret: stringField(body, errors, 'secret', 'Секретный ключ', { max: 128 }),
    public_key: stringField(body, errors, 'public_key', 'Публичный ключ', { max: 128, optional: true }),
    inn,
    fiscal_version: choiceField(body, errors, 'fiscal_version', 'Версия ФФД', FISCAL_VERSIONS),
    payment_place: stringField(body, errors, 'payment_place', 'Место расчётов', { max: 255, optional: true }),
    tax_number: choiceField(body, errors, 'tax_number', 'Ставка НДС', VAT_CODES),
    tax_system: choiceField(body, errors, 'tax_system', 'Система налогообложения', TAX_SYSTEMS),
  };
  errors.throwIfAny();
  return settings;
}

function readDelivery(body: Record<string, unknown>): Omit<DeliverySettingsRecord, 'company_id'> {
  const errors = new FieldErrors();
  const settings = {
    has_delivery: booleanField(body, errors, 'has_delivery', 'Доставка'),
    has_pickup: booleanField(body, errors, 'has_pickup', 'Самовывоз'),
    delivery_price: numberField(body, errors, 'delivery_price', 'Стоимость доставки', { max: 100_000 }),
    free_from: numberField(body, errors, 'free_from', 'Бесплатная доставка от', { max: MAX_SUM }),
    zones: stringField(body, errors, 'zones', 'Зоны доставки', { max: 1000, optional: true }),
  };
  if (!errors.has('has_delivery') && !errors.has('has_pickup') && !settings.has_delivery && !settings.has_pickup) {
    errors.add('has_delivery', 'Включите доставку или самовывоз');
  }
  errors.throwIfAny();
  return settings;
}

function navbarOf(companyId: number): NavbarItemRecord[] {
  return getDb()
    .settings.navbar_items.filter((item) => item.company_id === companyId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

const navbarView = ({ id, name, icon, is_active, sort }: NavbarItemRecord) => ({ id, name, icon, is_active, sort });

export const settingsAppHandlers = [
  http.get(api('chief', 'payment-settings'), ({ request }) =>
    ok(withoutCompany(rowOf(getDb().settings.payment_settings, chiefCompany(request), defaultPaymentSettings))),
  ),

  http.put(api('chief', 'payment-settings'), async ({ request }) => {
    const companyId = chiefCompany(request);
    const settings = readPayment(await readJson(request));
    const row = rowOf(getDb().settings.payment_settings, companyId, defaultPaymentSettings);
    mutate(() => Object.assign(row, settings));
    return ok(withoutCompany(row));
  }),

  http.get(api('chief', 'delivery-settings'), ({ request }) =>
    ok(withoutCompany(rowOf(getDb().settings.delivery_settings, chiefCompany(request), defaultDeliverySettings))),
  ),

  http.put(api('chief', 'delivery-settings'), async ({ request }) => {
    const companyId = chiefCompany(request);
    const settings = readDelivery(await readJson(request));
    const row = rowOf(getDb().settings.delivery_settings, companyId, defaultDeliverySettings);
    mutate(() => Object.assign(row, settings));
    return ok(withoutCompany(row));
  }),

  http.get(api('chief', 'webhooks'), ({ request }) => {
    const companyId = chiefCompany(request);
    return ok(getDb().settings.webhooks.filter((w) => w.company_id === companyId).map(withoutCompany));
  }),

  http.get(api('chief', 'navbar-items'), ({ request }) => ok(navbarOf(chiefCompany(request)).map(navbarView))),

  http.put(api('chief', 'navbar-items/:id'), async ({ request, params }) => {
    const companyId = chiefCompany(request);
    const item = findOwn(getDb().settings.navbar_items, companyId, params.id, 'Пункт меню не найден');
    const body = await readJson(request);
    const items = navbarOf(companyId);
    const errors = new FieldErrors();
    const fields = {
      name: stringField(body, errors, 'name', 'Название', { max: 20 }),
      icon: choiceField(body, errors, 'icon', 'Иконка', NAVBAR_ICONS),
      is_active: booleanField(body, errors, 'is_active', 'Активность'),
      sort: body.sort === undefined ? items.indexOf(item) : numberField(body, errors, 'sort', 'Позиция', { max: items.length - 1 }),
    };
    const activeOthers = items.filter((i) => i.id !== item.id && i.is_active).length;
    if (!errors.has('is_active') && fields.is_active && activeOthers >= MAX_ACTIVE_NAVBAR_ITEMS) {
      errors.add('is_active', `В нижнем меню может быть не больше ${MAX_ACTIVE_NAVBAR_ITEMS} активных пунктов`);
    }
    if (!errors.has('is_active') && !fields.is_active && activeOthers === 0) {
      errors.add('is_active', 'В нижнем меню должен остаться хотя бы один активный пункт');
    }
    errors.throwIfAny();
    mutate(() => {
      Object.assign(item, { name: fields.name, icon: fields.icon, is_active: fields.is_active });
      // The others keep their order around the item's new place.
      const order = items.filter((i) => i.id !== item.id);
      order.splice(fields.sort, 0, item);
      order.forEach((i, index) => (i.sort = index));
    });
    return ok(navbarView(item));
  }),
];
