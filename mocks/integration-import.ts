/**
 * The import of clients and orders from a company's external system (API docs: integration
 * client/import and order/import): each record is checked on its own; good ones are saved,
 * bad ones are reported by index with per-field messages.
 */
import type { CustomerRecord, OrderRecord } from './commerce-types';
import { companyStatuses, localDay } from './commerce';
import type { IntegrationKind, IntegrationLinkRecord } from './news-types';
import type { Db } from './types';
import { isEmail, MESSAGES, normalizePhone } from './validation';

export const MAX_CLIENTS = 500;
export const MAX_ORDERS = 200;

export interface ImportError {
  index: number;
  external_id: string | null;
  messages: Record<string, string[]>;
}

export interface ImportResult {
  created: number;
  updated: number;
  failed: number;
  errors: ImportError[];
}

type Row = Record<string, unknown>;

function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

class RowErrors {
  readonly messages: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.messages[field] ??= []).push(message);
  }
  get any() {
    return Object.keys(this.messages).length > 0;
  }
}

function externalIdOf(row: Row, errors: RowErrors, required: boolean): string {
  const value = text(row, 'external_id');
  if (!value && required) errors.add('external_id', MESSAGES.required('Внешний ID'));
  else if (value.length > 64) errors.add('external_id', 'Внешний ID должен быть не длиннее 64 символов');
  return value;
}

function findLink(db: Db, companyId: number, kind: IntegrationKind, externalId: string): IntegrationLinkRecord | undefined {
  return db.integration_links.find((l) => l.company_id === companyId && l.kind === kind && l.external_id === externalId);
}

function link(db: Db, companyId: number, kind: IntegrationKind, recordId: number, externalId: string, now: string): void {
  const existing = db.integration_links.find((l) => l.company_id === companyId && l.kind === kind && l.record_id === recordId);
  if (existing) Object.assign(existing, { external_id: externalId, updated_at: now });
  else {
    const id = db.integration_links.reduce((max, l) => Math.max(max, l.id), 0) + 1;
    db.integration_links.push({ id, company_id: companyId, kind, record_id: recordId, external_id: externalId, created_at: now, updated_at: now });
  }
}

function isPastDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return false;
  return value >= '1900-01-01' && value <= localDay(new Date().toISOString());
}

/** Clients are matched by phone within the company: a known phone is updated, a new one created. */
export function importClients(db: Db, companyId: number, rows: Row[]): ImportResult {
  const result: ImportResult = { created: 0, updated: 0, failed: 0, errors: [] };
  const seenPhones = new Map<string, number>();
  const now = new Date().toISOString();
  rows.forEach((raw, index) => {
    const row: Row = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
    const errors = new RowErrors();
    const externalId = externalIdOf(row, errors, false);
    const name = text(row, 'name');
    if (!name) errors.add('name', MESSAGES.required('ФИО'));
    else if (name.length > 100) errors.add('name', 'ФИО должно быть не длиннее 100 символов');
    else if (name.includes('@')) errors.add('name', MESSAGES.nameIsEmail);
    const rawPhone = text(row, 'phone');
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (!rawPhone) errors.add('phone', MESSAGES.required('Телефон'));
    else if (!phone) errors.add('phone', MESSAGES.phone);
    else if (seenPhones.has(phone)) errors.add('phone', `Телефон уже встречается в записи ${seenPhones.get(phone)! + 1}`);
    const email = text(row, 'email');
    // As the browser's check of the file: an address on a Cyrillic domain (.рф) is taken too.
    if (email && !isEmail(email) && !/^[\w.+'-]+@[а-яё0-9-]+(?:\.[а-яё0-9-]+)*\.(?:рф|рус|москва|дети)$/i.test(email)) errors.add('email', MESSAGES.email);
    const birthday = text(row, 'birthday');
    if (birthday && !isPastDay(birthday)) errors.add('birthday', 'Проверьте дату рождения');
    const existing = phone ? db.customers.find((c) => c.company_id === companyId && c.phone === phone) : undefined;
    const linked = externalId ? findLink(db, companyId, 'client', externalId) : undefined;
    if (linked && linked.record_id !== existing?.id) errors.add('external_id', 'Внешний ID уже привязан к другому клиенту');
    if (errors.any) {
      result.failed += 1;
      result.errors.push({ index, external_id: externalId || null, messages: errors.messages });
      return;
    }
    seenPhones.set(phone!, index);
    let customer: CustomerRecord;
    if (existing) {
      Object.assign(existing, { name, ...(email ? { email: email.toLowerCase() } : {}), ...(birthday ? { birthday } : {}) });
      customer = existing;
      result.updated += 1;
    } else {
      customer = {
        id: db.customers.reduce((max, c) => Math.max(max, c.id), 0) + 1,
        company_id: companyId,
        name,
        phone: phone!,
        email: email.toLowerCase(),
        birthday: birthday || null,
        status: 'Базовый',
        bonus_balance: 0,
        comment: '',
        created_at: now,
      };
      db.customers.push(customer);
      result.created += 1;
    }
    if (externalId) link(db, companyId, 'client', customer.id, externalId, now);
  });
  return result;
}

function amountOf(row: Row, key: string): number | null {
  const value = row[key];
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.')) : Number.NaN;
  return value === '' || value === undefined || value === null || !Number.isFinite(number) ? null : number;
}

function dateOf(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const PAID = ['1', 'true', 'да', 'yes'];

/** Orders are matched by external id: a known one gets its total, comment and payment updated. */
export function importOrders(db: Db, companyId: number, rows: Row[]): ImportResult {
  const result: ImportResult = { created: 0, updated: 0, failed: 0, errors: [] };
  const seen = new Map<string, number>();
  const now = new Date().toISOString();
  const newStatus = companyStatuses(companyId).find((s) => s.code === 'new') ?? companyStatuses(companyId)[0];
  rows.forEach((raw, index) => {
    const row: Row = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
    const errors = new RowErrors();
    const externalId = externalIdOf(row, errors, true);
    if (externalId && seen.has(externalId)) errors.add('external_id', `Внешний ID уже встречается в записи ${seen.get(externalId)! + 1}`);
    const rawPhone = text(row, 'client_phone');
    const phone = rawPhone ? normalizePhone(rawPhone) : null;
    if (!rawPhone) errors.add('client_phone', MESSAGES.required('Телефон'));
    else if (!phone) errors.add('client_phone', MESSAGES.phone);
    const clientName = text(row, 'client_name');
    if (clientName.length > 100) errors.add('client_name', 'ФИО должно быть не длиннее 100 символов');
    const total = amountOf(row, 'total');
    if (row.total === undefined || row.total === null || row.total === '') errors.add('total', MESSAGES.required('Сумма'));
    else if (total === null || total <= 0) errors.add('total', 'Сумма должна быть больше нуля');
    const rawDate = text(row, 'created_at');
    const createdAt = rawDate ? dateOf(rawDate) : now;
    if (!createdAt) errors.add('created_at', 'Проверьте дату заказа');
    else if (createdAt > now) errors.add('created_at', 'Дата заказа не может быть в будущем');
    const comment = text(row, 'comment');
    if (comment.length > 1000) errors.add('comment', 'Комментарий должен быть не длиннее 1000 символов');
    const itemName = text(row, 'item_name') || 'Заказ из учётной системы';
    if (!newStatus) errors.add('status', 'У компании нет статусов заказа');
    if (errors.any) {
      result.failed += 1;
      result.errors.push({ index, external_id: externalId || null, messages: errors.messages });
      return;
    }
    seen.set(externalId, index);
    const paid = PAID.includes(text(row, 'is_paid').toLowerCase()) || row.is_paid === true;
    const price = Math.round(total! * 100) / 100;
    const linked = findLink(db, companyId, 'order', externalId);
    const known = linked && db.orders.find((o) => o.id === linked.record_id && o.company_id === companyId);
    if (known) {
      const first = known.items[0];
      known.items = [{ id: first?.id ?? nextItemId(db), name: itemName, price, quantity: 1, status: first?.status ?? 'new' }];
      Object.assign(known, { comment, is_paid: known.is_paid || paid, delivery_cost: 0, updated_at: now });
      link(db, companyId, 'order', known.id, externalId, now);
      result.updated += 1;
      return;
    }
    let customer = db.customers.find((c) => c.company_id === companyId && c.phone === phone);
    if (!customer) {
      customer = {
        id: db.customers.reduce((max, c) => Math.max(max, c.id), 0) + 1,
        company_id: companyId,
        name: clientName || 'Покупатель из учётной системы',
        phone: phone!,
        email: '',
        birthday: null,
        status: 'Базовый',
        bonus_balance: 0,
        comment: '',
        created_at: createdAt!,
      };
      db.customers.push(customer);
    }
    const number = db.orders.filter((o) => o.company_id === companyId).reduce((max, o) => Math.max(max, Number(o.number) || 0), 10_000) + 1;
    const order: OrderRecord = {
      id: db.orders.reduce((max, o) => Math.max(max, o.id), 0) + 1,
      company_id: companyId,
      number: String(number),
      customer_id: customer.id,
      status_id: newStatus!.id,
      delivery_type: 'delivery',
      store_id: null,
      address: text(row, 'address'),
      comment,
      payment_system_id: 1,
      is_paid: paid,
      payment_link: null,
      delivery_cost: 0,
      items: [{ id: nextItemId(db), name: itemName, price, quantity: 1, status: 'new' }],
      created_at: createdAt!,
      updated_at: paid ? createdAt! : now,
    };
    db.orders.push(order);
    link(db, companyId, 'order', order.id, externalId, now);
    result.created += 1;
  });
  return result;
}

function nextItemId(db: Db): number {
  return db.orders.reduce((max, o) => o.items.reduce((m, i) => Math.max(m, i.id), max), 0) + 1;
}
