import { api } from '../api/client';
import { ApiError } from '../api/api-error';
import { readAnswer } from '../schema/read-later';
import { orderPath } from './constants';
import type { OrderItemStatus, OrderPayload, NewOrderItem, PaymentLink } from './types';

export type { StatusOption, OrderStatusRef, PaymentSystem, OrderItemStatus, OrderSummary, OrderItem, OrderEvent, Order, OrderPayload, NewOrderItem, PaymentLink } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export { DELIVERY_TYPE_NAMES, type DeliveryType } from './constants';

/** Line statuses the upstream accepts, with their Russian names. */
export const ORDER_ITEM_STATUSES: readonly { id: OrderItemStatus; name: string }[] = [
  { id: 'new', name: 'Новая' },
  { id: 'assembled', name: 'Собрана' },
  { id: 'missing', name: 'Нет в наличии' },
  { id: 'cancelled', name: 'Отменена' },
];

export { ORDERS_PATH, orderPath, PAYMENT_SYSTEMS_PATH, STATUSES_DROPOUT_PATH } from './constants';
const itemPath = (orderId: number, elemId: number) => `${orderPath(orderId)}/item/${elemId}`;

/** Each answer is read with the same schema as the server's loader (lib/orders/schema.ts). */
const orderOf = (id: number) => (body: unknown) => readAnswer(schemas, (s) => s.orderSchema, body, id);

/**
 * The link in a payment-link answer: §7 names `payment_link`, upstreams also answer `url` or
 * `link`, or the bare string. Throws a Russian error when none is there, instead of showing an
 * empty link.
 */
export function parsePaymentLink(data: unknown): PaymentLink {
  if (typeof data === 'string' && data) return { paymentLink: data } as PaymentLink;
  const record = (data && typeof data === 'object' ? data : {}) as Partial<PaymentLink> & { url?: unknown; link?: unknown };
  const link = [record.paymentLink, record.url, record.link].find((value): value is string => typeof value === 'string' && value !== '');
  if (!link) throw new ApiError(502, 'Сервер не вернул ссылку на оплату', data);
  return { ...record, paymentLink: link } as PaymentLink;
}

/** Every order call answers with the whole order, so the page shows what the server holds. */
export const ordersApi = {
  /** The order as the upstream holds it now (the overwrite guard reads it before a save). */
  get: (id: number) => api.get<unknown>(orderPath(id)).then(orderOf(id)),
  /** §4: the status is changed by a PATCH on the order. */
  setStatus: (id: number, statusId: number) => api.patch<unknown>(orderPath(id), { statusId }).then(orderOf(id)),
  update: (id: number, payload: OrderPayload) => api.put<unknown>(orderPath(id), payload).then(orderOf(id)),
  addItem: (id: number, item: NewOrderItem) => api.post<unknown>(`${orderPath(id)}/item`, item).then(orderOf(id)),
  updateItem: (orderId: number, elemId: number, patch: { quantity?: number; status?: OrderItemStatus }) =>
    api.patch<unknown>(itemPath(orderId, elemId), patch).then(orderOf(orderId)),
  removeItem: (orderId: number, elemId: number) => api.delete<unknown>(itemPath(orderId, elemId)).then(orderOf(orderId)),
  createPaymentLink: (id: number, paymentSystemId: number) =>
    api.post<{ data: unknown }>(`${orderPath(id)}/payment-link`, { paymentSystemId }).then((body) => parsePaymentLink(body.data)),
};
