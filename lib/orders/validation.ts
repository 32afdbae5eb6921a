import { mixed, number, object, string, type InferType } from 'yup';
import type { DeliveryType } from './api';
import { orderMessages, parseQuantity, PRICE_LABEL, QUANTITY_LABEL, readPrice } from './form-rules';
import { required } from '../validation/messages';

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
