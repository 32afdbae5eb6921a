import { mixed, number, object, string, type InferType } from 'yup';
import type { DeliveryType, NewOrderItem, Order, OrderPayload } from './api';
import { parseMoney, parseQuantity as parseQuantityText } from '../format/input-parsers';
import { required } from '../validation/messages';

export const MAX_QUANTITY = 99;

/** Not in the specification's catalogue; worded after its style. */
export const orderMessages = {
  price: 'Цена должна быть больше нуля',
  quantity: `Количество должно быть целым числом от 1 до ${MAX_QUANTITY}`,
  nameLength: 'Наименование должно быть не длиннее 150 символов',
  commentLength: 'Комментарий должен быть не длиннее 500 символов',
} as const;

/** Editing an order (PUT orders/{id}): a delivery needs an address, a pickup a shop. */
export const orderSchema = object({
  deliveryType: mixed<DeliveryType>().oneOf(['delivery', 'pickup']).required(required('Способ получения')),
  address: string()
    .trim()
    .default('')
    .when('deliveryType', { is: 'delivery', then: (schema) => schema.required(required('Адрес доставки')) }),
  storeId: number()
    .nullable()
    .default(null)
    .when('deliveryType', { is: 'pickup', then: (schema) => schema.required(required('Магазин')) }),
  paymentSystemId: number().nullable().default(null).required(required('Платёжная система')),
  comment: string().trim().default('').max(500, orderMessages.commentLength),
});

export type OrderFormValues = InferType<typeof orderSchema>;

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

const PRICE_LABEL = 'Цена';
const QUANTITY_LABEL = 'Количество';

/**
 * A line's price read by the shared money parser ('199,50', '199.50', '1 990,50' keep their
 * kopecks; '-5', '1e3' are refused, not stripped to digits). Zero gets the upstream's own words.
 */
function readPrice(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseMoney(text, PRICE_LABEL, { allowZero: true });
  if (parsed.ok && parsed.value === 0) return { ok: false, message: orderMessages.price };
  return parsed;
}

/** A line's quantity: a whole number of pieces in the upstream's range 1..MAX_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  const parsed = parseQuantityText(text, QUANTITY_LABEL, { min: 1, max: MAX_QUANTITY });
  return parsed.ok ? parsed.value : null;
}

/** A new order line: name, unit price in roubles (kopecks kept) and quantity, as typed. */
export const orderItemSchema = object({
  name: string().trim().required(required('Наименование')).max(150, orderMessages.nameLength),
  price: string()
    .trim()
    .required(required(PRICE_LABEL))
    .test('money', orderMessages.price, function check(value) {
      const parsed = readPrice(value ?? '');
      return parsed.ok || this.createError({ message: parsed.message });
    }),
  quantity: string()
    .trim()
    .required(required(QUANTITY_LABEL))
    .test('quantity', orderMessages.quantity, (value) => parseQuantity(value ?? '') !== null),
});

export type OrderItemFormValues = InferType<typeof orderItemSchema>;

export const EMPTY_ORDER_ITEM: OrderItemFormValues = { name: '', price: '', quantity: '1' };

/** The payload of a line the schema accepted. */
export function toNewOrderItem(values: OrderItemFormValues): NewOrderItem {
  const price = readPrice(values.price);
  const quantity = parseQuantity(values.quantity);
  if (!price.ok || quantity === null) throw new Error('toNewOrderItem: the values were not validated');
  return { name: values.name.trim(), price: price.value, quantity };
}
