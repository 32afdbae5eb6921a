/** Lookups and response shapes shared by the shop, order, customer and payment handlers. */
import type { CustomerRecord, OrderRecord, ShopRecord, StoreStatusRecord } from './commerce-types';
import { fail } from './http';
import { linesTotal, orderTotal, PAYMENT_SYSTEMS } from './seed-commerce';
import { getDb } from './store';
import type { UserRecord } from './types';

export const ITEM_STATUSES = ['new', 'assembled', 'missing', 'cancelled'] as const;

/** The signed-in user's company; a user without one has no shop data at all. */
export function companyIdOf(user: UserRecord): number {
  if (user.company_id === null) throw fail(422, 'Сначала заполните данные компании');
  return user.company_id;
}

export function idParam(value: string | readonly string[] | undefined): number {
  const text = String(value ?? '');
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function findOwn<T extends { id: number; company_id: number }>(
  items: readonly T[],
  companyId: number,
  id: string | readonly string[] | undefined,
  notFound: string,
): T {
  const wanted = idParam(id);
  const found = items.find((item) => item.id === wanted && item.company_id === companyId);
  if (!found) throw fail(404, notFound);
  return found;
}

/** A local calendar day, yyyy-MM-dd, as the filters compare dates. */
/**
 * The calendar day of an instant in the demo company's zone (Moscow, as a Russian backend's;
 * DEMO_TIME_ZONE to change it), not the zone of the machine the demo runs on: 'today', date
 * filters and the daily totals then agree with the back office's display zone.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.DEMO_TIME_ZONE || 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

export function localDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

export function companyStatuses(companyId: number): StoreStatusRecord[] {
  return getDb()
    .statuses.filter((s) => s.company_id === companyId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function statusOf(order: OrderRecord): StoreStatusRecord | undefined {
  return getDb().statuses.find((s) => s.id === order.status_id);
}

/** Orders in these states are over: their shop may be deleted, their lines are history. */
export function isClosed(order: OrderRecord): boolean {
  const code = statusOf(order)?.code;
  return code === 'completed' || code === 'cancelled';
}

export function paymentSystem(id: number) {
  return PAYMENT_SYSTEMS.find((p) => p.id === id) ?? null;
}

export const shopView = (shop: ShopRecord) => ({
  id: shop.id,
  address: shop.address,
  city: shop.city,
  phone: shop.phone,
  working_hours: shop.working_hours,
  latitude: shop.latitude,
  longitude: shop.longitude,
  is_active: shop.is_active,
  created_at: shop.created_at,
});

function customerBrief(id: number) {
  const customer = getDb().customers.find((c) => c.id === id);
  return customer ? { id: customer.id, name: customer.name, phone: customer.phone } : null;
}

function shopBrief(id: number | null) {
  const shop = id === null ? undefined : getDb().shops.find((s) => s.id === id);
  return shop ? { id: shop.id, address: shop.address } : null;
}

function statusBrief(order: OrderRecord) {
  const status = statusOf(order);
  // code and color are chosen here (not in §3): the screens colour the status badge by them.
  return status ? { id: status.id, name: status.name, code: status.code, color: status.color ?? null } : null;
}

/** A row of the orders list. */
export const orderSummaryView = (order: OrderRecord) => ({
  id: order.id,
  number: order.number,
  created_at: order.created_at,
  status: statusBrief(order),
  customer: customerBrief(order.customer_id),
  delivery_type: order.delivery_type,
  store: shopBrief(order.store_id),
  total: orderTotal(order),
  items_count: order.items.length,
  is_paid: order.is_paid,
  payment_system_id: order.payment_system_id,
});

/** The order page: the summary plus addresses, payment and lines. */
export const orderView = (order: OrderRecord) => ({
  ...orderSummaryView(order),
  updated_at: order.updated_at,
  address: order.address,
  comment: order.comment,
  payment_system: paymentSystem(order.payment_system_id),
  payment_link: order.payment_link,
  delivery_cost: order.delivery_cost,
  lines_total: linesTotal(order.items),
  items: order.items.map((item) => ({ ...item, total: item.price * item.quantity })),
});

export function customerOrders(customer: CustomerRecord): OrderRecord[] {
  return getDb().orders.filter((o) => o.customer_id === customer.id);
}

export const customerRowView = (customer: CustomerRecord) => ({
  id: customer.id,
  name: customer.name,
  phone: customer.phone,
  email: customer.email,
  status: customer.status,
  bonus_balance: customer.bonus_balance,
  orders_count: customerOrders(customer).length,
  created_at: customer.created_at,
});

export function customerView(customer: CustomerRecord) {
  const orders = customerOrders(customer);
  const completed = orders.filter((o) => statusOf(o)?.code === 'completed');
  return {
    ...customerRowView(customer),
    birthday: customer.birthday,
    comment: customer.comment,
    orders_total: completed.reduce((sum, o) => sum + orderTotal(o), 0),
    last_order_at: orders.reduce<string | null>((last, o) => (last === null || o.created_at > last ? o.created_at : last), null),
  };
}

/** Text for searching: lower case, and ё read as е, as Russian users type it either way. */
export const foldText = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** Case-insensitive substring match over several texts; digits of the query also match phones. */
export function matchesSearch(search: string, texts: readonly string[], phones: readonly string[] = []): boolean {
  const needle = foldText(search.trim());
  if (!needle) return true;
  if (texts.some((text) => foldText(text).includes(needle))) return true;
  const digits = needle.replace(/\D/g, '');
  return digits.length >= 3 && digits.length === needle.replace(/[\s()+-]/g, '').length && phones.some((p) => p.includes(digits));
}
