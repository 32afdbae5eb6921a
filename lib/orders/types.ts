import type { DeliveryType } from './constants';

/** The orders records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

export interface StatusOption {
  id: number;
  name: string;
}

/**
 * The status an order carries: §3 gives id and name; `code` and `color` are chosen here and
 * read when the upstream sends them, for the badge's colour.
 */
export interface OrderStatusRef extends StatusOption {
  code?: string | null;
  color?: string | null;
}

/** §3 "Order payment systems have id and name". */
export interface PaymentSystem {
  id: number;
  name: string;
}

export type OrderItemStatus = 'new' | 'assembled' | 'missing' | 'cancelled';

/** A row of the orders list. */
export interface OrderSummary {
  id: number;
  number: string;
  createdAt: string;
  status: OrderStatusRef | null;
  customer: { id: number; name: string; phone: string } | null;
  deliveryType: DeliveryType;
  store: { id: number; address: string } | null;
  total: number;
  itemsCount: number;
  isPaid: boolean;
  paymentSystemId: number;
}

export interface OrderItem {
  /** The element id of the item calls. */
  id: number;
  name: string;
  price: number;
  quantity: number;
  status: OrderItemStatus;
  total: number;
  /** Chosen key (not in §7): the catalogue product / offer the line was picked from; absent = typed by hand. */
  productId?: number | null;
  offerId?: number | null;
}

/** An event of the order's history, when the upstream keeps one (not in §7: read if present). */
export interface OrderEvent {
  /** ISO date-time. */
  at: string;
  text: string;
}

export interface Order extends OrderSummary {
  updatedAt: string;
  history?: OrderEvent[];
  address: string;
  comment: string;
  paymentSystem: PaymentSystem | null;
  paymentLink: string | null;
  deliveryCost: number;
  linesTotal: number;
  items: OrderItem[];
}

export interface OrderPayload {
  deliveryType: DeliveryType;
  address: string;
  storeId: number | null;
  paymentSystemId: number;
  comment: string;
}

export interface NewOrderItem {
  name: string;
  price: number;
  quantity: number;
  /** Chosen key (not in §7): sent when the line was picked from the catalogue. */
  productId?: number;
  offerId?: number;
}

export interface PaymentLink {
  paymentLink: string;
  paymentSystem: PaymentSystem;
  amount: number;
}
