import type { Shop, ShopPayload } from './api';
import type { ShopFormValues } from './validation';
import { formatPhone } from '../format/format';
import { toNumber } from './form-rules';

export { shopMessages, toNumber } from './form-rules';

// The shop form's values, payload and messages, without yup: the form loads its schema
// (./validation) only when it first validates.

export function shopFormValues(shop?: Shop | null): ShopFormValues {
  return {
    address: shop?.address ?? '',
    city: shop?.city ?? '',
    phone: shop ? formatPhone(shop.phone) : '',
    workingHours: shop?.workingHours ?? '',
    latitude: shop?.latitude === null || shop?.latitude === undefined ? '' : String(shop.latitude),
    longitude: shop?.longitude === null || shop?.longitude === undefined ? '' : String(shop.longitude),
    isActive: shop?.isActive ?? true,
  };
}

/** §5: the phone is sent without formatting characters; empty coordinates are null. */
export function toShopPayload(values: ShopFormValues): ShopPayload {
  const coordinateOf = (text: string) => (text.trim() ? toNumber(text.trim()) : null);
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    phone: values.phone.replace(/\D/g, ''),
    workingHours: values.workingHours.trim(),
    latitude: coordinateOf(values.latitude),
    longitude: coordinateOf(values.longitude),
    isActive: values.isActive,
  };
}
