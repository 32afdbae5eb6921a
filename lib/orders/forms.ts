import type { NewOrderItem, Order, OrderPayload } from './api';
import type { OrderFormValues, OrderItemFormValues } from './validation';
import { readPrice, parseQuantity } from './form-rules';

export { MAX_QUANTITY, orderMessages, PRICE_LABEL, QUANTITY_LABEL, readPrice, parseQuantity } from './form-rules';

// The order forms' values, payloads, parsers and messages, without yup: each form loads its
// schema (./validation) only when it first validates.

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

export const EMPTY_ORDER_ITEM: OrderItemFormValues = { name: '', price: '', quantity: '1' };

/** The payload of a line the schema accepted. */
export function toNewOrderItem(values: OrderItemFormValues): NewOrderItem {
  const price = readPrice(values.price);
  const quantity = parseQuantity(values.quantity);
  if (!price.ok || quantity === null) throw new Error('toNewOrderItem: the values were not validated');
  return { name: values.name.trim(), price: price.value, quantity };
}
