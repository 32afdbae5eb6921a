/**
 * Records of the shop side of the demo upstream: shops (stores), store statuses, customers and
 * orders (§3). Keys are snake_case, as the upstream stores and returns them.
 */

export interface ShopRecord {
  id: number;
  company_id: number;
  /** Also the shop's name in selectors (§3). */
  address: string;
  city: string;
  /** 11 digits with the country digit 7. */
  phone: string;
  /** 'HH:mm - HH:mm' (§5 time range). */
  working_hours: string;
  latitude: number | null;
  longitude: number | null;
  is_active: boolean;
  created_at: string;
}

/** What a status means to the upstream; the company names it as it likes. */
export type OrderStatusCode = 'new' | 'confirmed' | 'assembling' | 'delivering' | 'completed' | 'cancelled';

/** A store (order) status of a company (§3 "Store status"). */
export interface StoreStatusRecord {
  id: number;
  company_id: number;
  name: string;
  code: OrderStatusCode;
  ext_id: string;
  sort: number;
  /** Chosen field (not in §3): orders in this status wait for the company; absent = not set. */
  needs_action?: boolean;
  /** Chosen field (not in §3): the badge colour, '#RRGGBB'; absent or null = the code's default. */
  color?: string | null;
}

/** A client's loyalty label (§3), shown as a badge. */
export type CustomerStatus = 'Базовый' | 'Бонусный' | 'Продвинутый';

export interface CustomerRecord {
  id: number;
  company_id: number;
  name: string;
  /** 11 digits with the country digit 7. */
  phone: string;
  email: string;
  /** yyyy-MM-dd or null. */
  birthday: string | null;
  status: CustomerStatus;
  bonus_balance: number;
  comment: string;
  created_at: string;
}

export type OrderItemStatus = 'new' | 'assembled' | 'missing' | 'cancelled';
export type DeliveryType = 'delivery' | 'pickup';

/** An order line; its id is the element id of the item calls (§7). */
export interface OrderItemRecord {
  id: number;
  name: string;
  /** Roubles per unit. */
  price: number;
  quantity: number;
  status: OrderItemStatus;
  /** Chosen fields (not in §7): the catalogue product and offer a line was picked from; absent = typed by hand. */
  product_id?: number;
  offer_id?: number;
}

export interface OrderRecord {
  id: number;
  company_id: number;
  number: string;
  customer_id: number;
  status_id: number;
  delivery_type: DeliveryType;
  /** The pickup shop; null for delivery. */
  store_id: number | null;
  /** The delivery address; '' for pickup. */
  address: string;
  comment: string;
  payment_system_id: number;
  is_paid: boolean;
  payment_link: string | null;
  delivery_cost: number;
  items: OrderItemRecord[];
  created_at: string;
  updated_at: string;
}
