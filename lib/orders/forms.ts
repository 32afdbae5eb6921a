import type { NewOrderItem, Order, OrderPayload } from './api';
import type { OrderFormValues, OrderItemFormValues } from './validation';
import { parseMoney, parseQuantity as parseQuantityText } from '../format/input-parsers';

// The order forms' values, payloads, parsers and messages, without yup: each form loads its
// schema (./validation) only when it first validates.

export const MAX_QUANTITY = 99;

/** Not in the specification's catalogue; worded after its style. */
export const orderMessages = {
  price: 'Цена должна быть больше нуля',
  quantity: `Количество должно быть целым числом от 1 до ${MAX_QUANTITY}`,
  nameLength: 'Наименование должно быть не длиннее 150 символов',
  commentLength: 'Комментарий должен быть не длиннее 500 символов',
} as const;

export function orderFormValues(order: Order): OrderFormValues {
  return {
    deliveryType: order.deliveryType,
    address: order.address ?? '',
    storeId: order.store?.id ?? null,
    paymentSystemId: order.paymentSystem?.id ?? order.paymentSystemId ?? null,
    comment: order.comment ?? '',
  };
}

export function toOrderPayload(values: OrderFormValues): OrderPayload {
  const pickup = values.deliveryType === 'pickup';
  return {
    deliveryType: values.deliveryType,
    address: pickup ? '' : values.address.trim(),
    storeId: pickup ? values.storeId : null,
    paymentSystemId: values.paymentSystemId!,
    comment: values.comment.trim(),
  };
}

export const PRICE_LABEL = 'Цена';
export const QUANTITY_LABEL = 'Количество';

/**
 * A line's price read by the shared money parser ('199,50', '199.50', '1 990,50' keep their
 * kopecks; '-5', '1e3' are refused, not stripped to digits). Zero gets the upstream's own words.
 */
export function readPrice(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseMoney(text, PRICE_LABEL, { allowZero: true });
  if (parsed.ok && parsed.value === 0) return { ok: false, message: orderMessages.price };
  return parsed;
}

/** A line's quantity: a whole number of pieces in the upstream's range 1..MAX_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  const parsed = parseQuantityText(text, QUANTITY_LABEL, { min: 1, max: MAX_QUANTITY });
  return parsed.ok ? parsed.value : null;
}

export const EMPTY_ORDER_ITEM: OrderItemFormValues = { name: '', price: '', quantity: '1' };

/** The payload of a line the schema accepted. */
export function toNewOrderItem(values: OrderItemFormValues): NewOrderItem {
  const price = readPrice(values.price);
  const quantity = parseQuantity(values.quantity);
  if (!price.ok || quantity === null) throw new Error('toNewOrderItem: the values were not validated');
  return { name: values.name.trim(), price: price.value, quantity };
}
