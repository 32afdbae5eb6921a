// The orders' names and paths apart from their calls (lib/orders/api.ts): the orders list shows
// and links with these at once, and makes a call only from its bulk bar.

export type DeliveryType = 'delivery' | 'pickup';

export const DELIVERY_TYPE_NAMES: Record<DeliveryType, string> = {
  delivery: 'Доставка',
  pickup: 'Самовывоз',
};

export const ORDERS_PATH = 'chief/market/orders';
export const STATUSES_DROPOUT_PATH = 'chief/market/statuses/dropout';
export const PAYMENT_SYSTEMS_PATH = 'chief/payment-systems';
export const orderPath = (id: number | string) => `${ORDERS_PATH}/${encodeURIComponent(String(id))}`;
