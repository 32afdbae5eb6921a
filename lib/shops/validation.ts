import { boolean, object, string, type InferType } from 'yup';
import { shopMessages, toNumber } from './form-rules';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

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
