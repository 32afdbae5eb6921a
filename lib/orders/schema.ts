import { field, record } from '../schema/record';
import type { Order, OrderEvent, OrderItem, OrderStatusRef, OrderSummary, PaymentSystem, StatusOption } from './types';

/**
 * Orders as read from the upstream (§3 "Orders": items with the order id and the element id), on
 * the server (lib/orders/server.ts) and in the browser (lib/orders/api.ts) alike.
 */

const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
const ITEM_STATUSES = ['new', 'assembled', 'missing', 'cancelled'] as const;

export const statusOptionSchema = record<StatusOption>('order-status', { id: field.number(), name: field.text() });

const statusRefSchema = record<OrderStatusRef>('order-status', {
  id: field.number(),
  name: field.text(),
  code: field.textOrNull(),
  color: field.textOrNull(),
});

export const paymentSystemSchema = record<PaymentSystem>('payment-system', { id: field.number(), name: field.text() });

const customerRefSchema = record<NonNullable<OrderSummary['customer']>>('order-customer', {
  id: field.number(),
  name: field.text(),
  phone: field.text(),
});

const storeRefSchema = record<NonNullable<OrderSummary['store']>>('order-store', { id: field.number(), address: field.text() });

const summaryShape = {
  id: field.number(),
  number: field.text(),
  createdAt: field.text(),
  status: field.record(statusRefSchema),
  customer: field.record(customerRefSchema),
  deliveryType: field.oneOf(DELIVERY_TYPES, 'pickup'),
  store: field.record(storeRefSchema),
  total: field.number(),
  itemsCount: field.number(),
  isPaid: field.boolean(),
  paymentSystemId: field.number(),
};

export const orderSummarySchema = record<OrderSummary>('order', summaryShape);

export const orderItemSchema = record<OrderItem>('order-item', {
  id: field.number(),
  name: field.text(),
  price: field.number(),
  quantity: field.number(),
  status: field.oneOf(ITEM_STATUSES, 'new'),
  total: field.number(),
  productId: field.numberOrNull(),
  offerId: field.numberOrNull(),
});

const orderEventSchema = record<OrderEvent>('order-event', { at: field.text(), text: field.text() }, { idKey: null });

export const orderSchema = record<Order>('order', {
  ...summaryShape,
  updatedAt: field.text(),
  history: field.list(orderEventSchema),
  address: field.text(),
  comment: field.text(),
  paymentSystem: field.record(paymentSystemSchema),
  paymentLink: field.textOrNull(),
  deliveryCost: field.number(),
  linesTotal: field.number(),
  items: field.list(orderItemSchema),
});
