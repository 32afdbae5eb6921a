import { boolean, object, string, type InferType } from 'yup';
import type { Shop, ShopPayload } from './api';
import { formatPhone } from '../format/format';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

/** Not in the specification's catalogue; worded after its style. */
export const shopMessages = {
  workingHours: 'Укажите часы работы в формате ЧЧ:ММ - ЧЧ:ММ',
  addressLength: 'Адрес должен быть не длиннее 255 символов',
  coordinate: (label: string, limit: number) => `Поле "${label}" должно быть числом от -${limit} до ${limit}`,
} as const;

const toNumber = (text: string) => Number(text.replace(',', '.'));

function coordinate(label: string, limit: number) {
  return string()
    .trim()
    .default('')
    .test('coordinate', shopMessages.coordinate(label, limit), (value) => {
      if (!value) return true;
      const number = toNumber(value);
      return /^-?\d+(?:[.,]\d+)?$/.test(value) && Math.abs(number) <= limit;
    });
}

/** The shop form (§3 "Shop"): the address names the shop; hours follow the §5 time-range rule. */
export const shopSchema = object({
  address: string().trim().required(required('Адрес')).max(255, shopMessages.addressLength),
  city: string().trim().required(required('Город')),
  phone: string()
    .trim()
    .required(required('Телефон'))
    .matches(patterns.phone, { message: messages.phone, excludeEmptyString: true }),
  workingHours: string()
    .trim()
    .required(required('Часы работы'))
    .matches(patterns.timeRange, { message: shopMessages.workingHours, excludeEmptyString: true }),
  latitude: coordinate('Широта', 90),
  longitude: coordinate('Долгота', 180),
  isActive: boolean().default(true).required(),
});

export type ShopFormValues = InferType<typeof shopSchema>;

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
