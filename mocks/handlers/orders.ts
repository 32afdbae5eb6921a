/** Orders (§7 "Orders, payments, customers") and the statuses dropdown they are filtered by. */
import { withoutOmitted } from '../faults';
import { http } from 'msw';
import type { DeliveryType, OrderItemRecord, OrderItemStatus, OrderRecord } from '../commerce-types';
import {
  companyIdOf,
  companyStatuses,
  findOwn,
  ITEM_STATUSES,
  localDay,
  matchesSearch,
  orderSummaryView,
  orderView,
  paymentSystem,
} from '../commerce';
import { authenticate, fail, list, ok, pageParams, readJson } from '../http';
import { deliveryCostFor, linesTotal, orderTotal } from '../seed-commerce';
import { getDb, mutate } from '../store';
import { FieldErrors, MESSAGES, textField } from '../validation';
import { catalog } from '../catalog';
import { api } from './paths';
import { sortBy } from './shops';

const NOT_FOUND = 'Заказ не найден';
const ITEM_NOT_FOUND = 'Позиция заказа не найдена';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_QUANTITY = 99;

const SORTS: Record<string, (a: OrderRecord, b: OrderRecord) => number> = {
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  number: (a, b) => Number(a.number) - Number(b.number),
  total: (a, b) => orderTotal(a) - orderTotal(b) || a.id - b.id,
};

interface OrderFilter {
  search: string;
  statuses: number[] | null;
  user: number | null;
  minTotal: number | null;
  maxTotal: number | null;
  dateFrom: string | null;
  dateTo: string | null;
}

/** The order filter of §3, as query names in snake_case; a malformed value is a 422. */
function readFilter(url: URL): OrderFilter {
  const q = url.searchParams;
  const errors = new FieldErrors();
  const number = (key: string, label: string): number | null => {
    const raw = (q.get(key) ?? '').replace(/\s/g, '');
    if (!raw) return null;
    if (!/^\d+(?:\.\d+)?$/.test(raw)) {
      errors.add(key, `Поле "${label}" должно быть числом`);
      return null;
    }
    return Number(raw);
  };
  const day = (key: string, label: string): string | null => {
    const raw = q.get(key) ?? '';
    if (!raw) return null;
    if (!DAY.test(raw) || Number.isNaN(Date.parse(raw))) {
      errors.add(key, `Поле "${label}" должно быть датой в формате ГГГГ-ММ-ДД`);
      return null;
    }
    return raw;
  };
  const rawStatus = q.get('status') ?? '';
  const statusParts = rawStatus.split(',').filter((s) => s !== '');
  if (statusParts.some((s) => !/^\d+$/.test(s))) errors.add('status', 'Статусы передаются списком идентификаторов через запятую');
  const rawUser = q.get('user') ?? '';
  if (rawUser && !/^\d+$/.test(rawUser)) errors.add('user', 'Некорректный идентификатор клиента');
  const filter: OrderFilter = {
    search: q.get('search') ?? '',
    statuses: statusParts.length ? statusParts.map(Number) : null,
    user: rawUser ? Number(rawUser) : null,
    minTotal: number('min_total', 'Сумма от'),
    maxTotal: number('max_total', 'Сумма до'),
    dateFrom: day('date_from', 'Дата с'),
    dateTo: day('date_to', 'Дата по'),
  };
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) {
    errors.add('date_from', 'Дата начала не может быть позже даты окончания');
  }
  errors.throwIfAny();
  return filter;
}

function matches(order: OrderRecord, filter: OrderFilter): boolean {
  const total = orderTotal(order);
  const day = localDay(order.created_at);
  if (filter.statuses && !filter.statuses.includes(order.status_id)) return false;
  if (filter.user !== null && order.customer_id !== filter.user) return false;
  if (filter.minTotal !== null && total < filter.minTotal) return false;
  if (filter.maxTotal !== null && total > filter.maxTotal) return false;
  if (filter.dateFrom && day < filter.dateFrom) return false;
  if (filter.dateTo && day > filter.dateTo) return false;
  if (!filter.search.trim()) return true;
  const customer = getDb().customers.find((c) => c.id === order.customer_id);
  return matchesSearch(filter.search, [order.number, customer?.name ?? ''], customer ? [customer.phone] : []);
}

function ownOrder(request: Request, id: string | readonly string[] | undefined): OrderRecord {
  const companyId = companyIdOf(authenticate(request, 'chief'));
  return findOwn(getDb().orders, companyId, id, NOT_FOUND);
}

function ownItem(order: OrderRecord, elemId: string | readonly string[] | undefined): OrderItemRecord {
  const item = order.items.find((i) => String(i.id) === String(elemId));
  if (!item) throw fail(404, ITEM_NOT_FOUND);
  return item;
}

/** A whole number of units, 1 to 99; adds the message and returns null otherwise. */
function quantityField(body: Record<string, unknown>, errors: FieldErrors): number | null {
  const value = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
  if (value === undefined || value === null || value === '') {
    errors.add('quantity', MESSAGES.required('Количество'));
    return null;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) {
    errors.add('quantity', `Количество должно быть целым числом от 1 до ${MAX_QUANTITY}`);
    return null;
  }
  return value;
}

/** Lines changed: delivery cost and the change time follow. */
function touch(order: OrderRecord): void {
  order.delivery_cost = deliveryCostFor(order.delivery_type, linesTotal(order.items));
  order.updated_at = new Date().toISOString();
}

function statusIdField(body: Record<string, unknown>, errors: FieldErrors, companyId: number): number | null {
  const value = Number(body.status_id);
  if (body.status_id === undefined || body.status_id === null || body.status_id === '') {
    errors.add('status_id', MESSAGES.required('Статус'));
    return null;
  }
  if (!companyStatuses(companyId).some((s) => s.id === value)) {
    errors.add('status_id', 'Выберите статус из списка');
    return null;
  }
  return value;
}

/**
 * The chosen product_id / offer_id of a new line (not in §7): optional, and when sent they must be
 * the company's product and (if both) one of that product's offers.
 */
function catalogueLink(body: Record<string, unknown>, errors: FieldErrors, companyId: number): Pick<OrderItemRecord, 'product_id' | 'offer_id'> {
  const read = (key: 'product_id' | 'offer_id') => {
    const value = body[key];
    if (value === undefined || value === null || value === '') return undefined;
    const id = Number(value);
    return Number.isInteger(id) && id > 0 ? id : Number.NaN;
  };
  const productId = read('product_id');
  const offerId = read('offer_id');
  const product = productId === undefined ? undefined : catalog().products.find((p) => p.id === productId && p.company_id === companyId);
  if (productId !== undefined && !product) errors.add('product_id', 'Товар не найден в каталоге');
  const offer = offerId === undefined ? undefined : catalog().offers.find((o) => o.id === offerId && o.company_id === companyId);
  if (offerId !== undefined && (!offer || (productId !== undefined && offer.product_id !== productId))) {
    errors.add('offer_id', 'Торговое предложение не найдено в каталоге');
  }
  return {
    ...(product ? { product_id: product.id } : offer ? { product_id: offer.product_id } : {}),
    ...(offer ? { offer_id: offer.id } : {}),
  };
}

export const orderHandlers = [
  http.get(api('chief', 'market/statuses/dropout'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    return ok(companyStatuses(companyId).map((s) => ({ id: s.id, name: s.name })));
  }),

  http.get(api('chief', 'market/orders'), ({ request }) => {
    const companyId = companyIdOf(authenticate(request, 'chief'));
    const url = new URL(request.url);
    const { page, perPage } = pageParams(url);
    const filter = readFilter(url);
    const rows = getDb()
      .orders.filter((o) => o.company_id === companyId && matches(o, filter))
      .sort(sortBy(SORTS, url.searchParams.get('sort'), '-created_at'));
    return list(rows.map(orderSummaryView), page, perPage);
  }),

  http.get(api('chief', 'market/orders/:id'), ({ request, params }) => ok(withoutOmitted(request, orderView(ownOrder(request, params.id))))),

  // Only the status changes here (§4: the status is updated by a PATCH on the order).
  http.patch(api('chief', 'market/orders/:id'), async ({ request, params }) => {
    const order = ownOrder(request, params.id);
    const errors = new FieldErrors();
    const statusId = statusIdField(await readJson(request), errors, order.company_id);
    errors.throwIfAny();
    mutate(() => {
      order.status_id = statusId!;
      order.updated_at = new Date().toISOString();
    });
    return ok(orderView(order));
  }),

  http.put(api('chief', 'market/orders/:id'), async ({ request, params }) => {
    const order = ownOrder(request, params.id);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const deliveryType = textField(body, 'delivery_type') as DeliveryType | null;
    if (deliveryType !== 'delivery' && deliveryType !== 'pickup') errors.add('delivery_type', 'Выберите способ получения');
    const address = textField(body, 'address') ?? '';
    if (deliveryType === 'delivery' && !address) errors.add('address', MESSAGES.required('Адрес доставки'));
    const storeId = body.store_id === null || body.store_id === undefined || body.store_id === '' ? null : Number(body.store_id);
    if (deliveryType === 'pickup') {
      const shop = getDb().shops.find((s) => s.id === storeId && s.company_id === order.company_id);
      if (storeId === null) errors.add('store_id', MESSAGES.required('Магазин'));
      else if (!shop || !shop.is_active) errors.add('store_id', 'Выберите работающий магазин из списка');
    }
    const paymentId = body.payment_system_id === undefined ? order.payment_system_id : Number(body.payment_system_id);
    if (!paymentSystem(paymentId)) errors.add('payment_system_id', 'Выберите платёжную систему из списка');
    const comment = textField(body, 'comment') ?? '';
    if (comment.length > 500) errors.add('comment', 'Комментарий должен быть не длиннее 500 символов');
    const statusId = body.status_id === undefined ? order.status_id : statusIdField(body, errors, order.company_id);
    errors.throwIfAny();
    mutate(() => {
      order.delivery_type = deliveryType!;
      order.address = deliveryType === 'delivery' ? address : '';
      order.store_id = deliveryType === 'pickup' ? storeId : null;
      order.payment_system_id = paymentId;
      order.comment = comment;
      order.status_id = statusId ?? order.status_id;
      touch(order);
    });
    return ok(orderView(order));
  }),

  http.post(api('chief', 'market/orders/:id/item'), async ({ request, params }) => {
    const order = ownOrder(request, params.id);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const name = textField(body, 'name') ?? '';
    if (!name) errors.add('name', MESSAGES.required('Наименование'));
    else if (name.length > 150) errors.add('name', 'Наименование должно быть не длиннее 150 символов');
    const price = typeof body.price === 'string' ? Number(body.price.replace(/\s/g, '').replace(',', '.')) : body.price;
    if (body.price === undefined || body.price === null || body.price === '') errors.add('price', MESSAGES.required('Цена'));
    else if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) errors.add('price', 'Цена должна быть больше нуля');
    const quantity = quantityField(body, errors);
    const link = catalogueLink(body, errors, order.company_id);
    errors.throwIfAny();
    mutate((db) => {
      const id = db.orders.reduce((max, o) => o.items.reduce((m, i) => Math.max(m, i.id), max), 0) + 1;
      order.items.push({ id, name, price: Math.round((price as number) * 100) / 100, quantity: quantity!, status: 'new', ...link });
      touch(order);
    });
    return ok(orderView(order), { status: 201 });
  }),

  http.patch(api('chief', 'market/orders/:orderId/item/:elemId'), async ({ request, params }) => {
    const order = ownOrder(request, params.orderId);
    const item = ownItem(order, params.elemId);
    const body = await readJson(request);
    const errors = new FieldErrors();
    const quantity = body.quantity === undefined ? item.quantity : quantityField(body, errors);
    const status = body.status === undefined ? item.status : (textField(body, 'status') as OrderItemStatus | null);
    if (!ITEM_STATUSES.includes(status as OrderItemStatus)) errors.add('status', 'Выберите статус позиции из списка');
    if (body.quantity === undefined && body.status === undefined) errors.add('quantity', 'Укажите количество или статус позиции');
    errors.throwIfAny();
    mutate(() => {
      item.quantity = quantity!;
      item.status = status!;
      touch(order);
    });
    return ok(orderView(order));
  }),

  http.delete(api('chief', 'market/orders/:orderId/item/:elemId'), ({ request, params }) => {
    const order = ownOrder(request, params.orderId);
    const item = ownItem(order, params.elemId);
    if (order.items.length === 1) return fail(422, 'В заказе должна остаться хотя бы одна позиция');
    mutate(() => {
      order.items = order.items.filter((i) => i.id !== item.id);
      touch(order);
    });
    return ok(orderView(order));
  }),
];
