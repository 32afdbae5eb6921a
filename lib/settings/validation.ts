import { boolean, object, string, type InferType } from 'yup';
import { isTaxId, MAX_BONUS, MAX_SUM, parseAmount, settingsMessages } from './form-rules';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';
import { hasValidTaxChecksum, taxNumberMessages } from '../format/tax-number';

function whole(label: string, max: number) {
  return string()
    .trim()
    .default('')
    .required(required(label))
    .test('whole', settingsMessages.whole(label, max), (value) => !value || (/^\d+$/.test(value.replace(/\s/g, '')) && parseAmount(value) <= max));
}

function decimal(label: string, max: number) {
  return string()
    .trim()
    .default('')
    .required(required(label))
    .test('decimal', settingsMessages.decimal(label, max), (value) => !value || (/^\d+(?:[.,]\d{1,2})?$/.test(value) && parseAmount(value) <= max));
}

function text(label: string, max: number, isRequired = true) {
  const base = string().trim().default('').max(max, settingsMessages.maxLength(label, max));
  return isRequired ? base.required(required(label)) : base;
}

export const loyaltySchema = object({
  accrualDelayHours: whole('Задержка начисления, ч', 720),
  bonusesPerRouble: decimal('Бонусов за 1 ₽', 100),
  annualBonus: whole('Ежегодный бонус', MAX_BONUS),
  registrationBonus: whole('Бонус за регистрацию', MAX_BONUS),
  birthdayBonus: whole('Бонус на день рождения', MAX_BONUS),
  noAccrualWithBonuses: boolean().default(false).required(),
  accrueCashOnly: boolean().default(false).required(),
});
export type LoyaltyFormValues = InferType<typeof loyaltySchema>;

export const bonusLevelSchema = object({
  name: text('Название', 50),
  threshold: whole('Сумма покупок', MAX_SUM),
  percent: decimal('Процент', 100),
});
export type BonusLevelFormValues = InferType<typeof bonusLevelSchema>;

export const statusSchema = object({
  name: text('Название', 50),
  code: string().default('').required(required('Код статуса')),
  needsAction: boolean().default(false).required(),
  // Empty: the badge takes the code's default colour.
  color: string().trim().default('').matches(patterns.hexColor, { message: messages.color, excludeEmptyString: true }),
});
export type StatusFormValues = InferType<typeof statusSchema>;

export const marketSchema = object({
  isEnabled: boolean().default(true).required(),
  minOrderSum: whole('Минимальная сумма заказа', MAX_SUM),
});
export type MarketFormValues = InferType<typeof marketSchema>;

export const paymentSchema = object({
  siteId: text('Идентификатор сайта', 64),
  secret: text('Секретный ключ', 128),
  publicKey: text('Публичный ключ', 128, false),
  inn: string()
    .trim()
    .default('')
    .required(required('ИНН'))
    .test('inn', messages.taxId, (value) => !value || isTaxId(value))
    .test('inn-checksum', taxNumberMessages.checksum, (value) => !value || !isTaxId(value) || hasValidTaxChecksum(value)),
  fiscalVersion: string().default('').required(required('Версия ФФД')),
  // Tag 1187 of a receipt: for an online sale, the address of the site or app (its hint says so).
  paymentPlace: text('Место расчётов', 255, false).test('url', messages.link, (value) => !value || patterns.url.test(value.trim())),
  taxNumber: string().default('').required(required('Ставка НДС')),
  taxSystem: string().default('').required(required('Система налогообложения')),
});
export type PaymentFormValues = InferType<typeof paymentSchema>;

export const deliverySchema = object({
  hasDelivery: boolean()
    .default(false)
    .required()
    .test('one-way', settingsMessages.deliveryOrPickup, (value, context) => value || Boolean(context.parent.hasPickup)),
  hasPickup: boolean().default(false).required(),
  deliveryPrice: whole('Стоимость доставки', 100_000),
  freeFrom: whole('Бесплатная доставка от', MAX_SUM),
  zones: text('Зоны доставки', 1000, false),
});
export type DeliveryFormValues = InferType<typeof deliverySchema>;

export const navbarItemSchema = object({
  name: text('Название', 20),
  icon: string().default('').required(required('Иконка')),
});
export type NavbarItemFormValues = InferType<typeof navbarItemSchema>;
