import { mixed, number, object, string, type InferType } from 'yup';
import type { DeliveryType, NewOrderItem, Order, OrderPayload } from './api';
import { digitsOnly } from '../lists/query';
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

const positiveDigits = (message: string, max?: number) =>
  string()
    .trim()
    .test('positive', message, (value) => {
      if (!value) return true;
      const n = Number(digitsOnly(value));
      return n >= 1 && (max === undefined || n <= max);
    });

/** A new order line: name, unit price in roubles and quantity, typed as digits. */
export const orderItemSchema = object({
  name: string().trim().required(required('Наименование')).max(150, orderMessages.nameLength),
  price: positiveDigits(orderMessages.price).required(required('Цена')),
  quantity: positiveDigits(orderMessages.quantity, MAX_QUANTITY).required(required('Количество')),
});

export type OrderItemFormValues = InferType<typeof orderItemSchema>;

export const EMPTY_ORDER_ITEM: OrderItemFormValues = { name: '', price: '', quantity: '1' };

export function toNewOrderItem(values: OrderItemFormValues): NewOrderItem {
  return { name: values.name.trim(), price: Number(digitsOnly(values.price)), quantity: Number(digitsOnly(values.quantity)) };
}

/** A quantity typed in a line: a whole number 1..99, or null when it is not one. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}
