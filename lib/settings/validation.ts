import { boolean, object, string, type InferType } from 'yup';
import type {
  BonusLevel,
  BonusLevelPayload,
  DeliverySettings,
  LoyaltyRules,
  MarketPayload,
  MarketSettings,
  NavbarItem,
  PaymentSettings,
  StatusPayload,
  StoreStatus,
} from './api';
import { formatNumber } from '../format/format';
import { needsAction } from '../home/summary';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';
import { hasValidTaxChecksum, taxNumberMessages } from '../format/tax-number';

/** Not in the specification's catalogue; worded after its style (and the same as the upstream's). */
export const settingsMessages = {
  whole: (label: string, max: number) => `Поле "${label}" должно быть целым числом от 0 до ${formatNumber(max)}`,
  decimal: (label: string, max: number) => `Поле "${label}" должно быть числом от 0 до ${formatNumber(max)}`,
  maxLength: (label: string, max: number) => `Поле "${label}" должно быть не длиннее ${max} символов`,
  deliveryOrPickup: 'Включите доставку или самовывоз',
} as const;

const MAX_BONUS = 1_000_000;
const MAX_SUM = 100_000_000;

/** §5 tax id: exactly 10 or 12 digits. */
export function isTaxId(value: string): boolean {
  return patterns.taxNumber.test(value);
}

/** Digits as typed, spaces allowed ('12 000'); a decimal comma reads as a point. */
export function parseAmount(text: string): number {
  return Number(text.replace(/\s/g, '').replace(',', '.'));
}

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

const numberText = (value: number) => String(value);

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

export const loyaltyFormValues = (rules: LoyaltyRules): LoyaltyFormValues => ({
  accrualDelayHours: numberText(rules.accrualDelayHours),
  bonusesPerRouble: numberText(rules.bonusesPerRouble),
  annualBonus: numberText(rules.annualBonus),
  registrationBonus: numberText(rules.registrationBonus),
  birthdayBonus: numberText(rules.birthdayBonus),
  noAccrualWithBonuses: rules.noAccrualWithBonuses,
  accrueCashOnly: rules.accrueCashOnly,
});

export const toLoyaltyRules = (values: LoyaltyFormValues): LoyaltyRules => ({
  accrualDelayHours: parseAmount(values.accrualDelayHours),
  bonusesPerRouble: parseAmount(values.bonusesPerRouble),
  annualBonus: parseAmount(values.annualBonus),
  registrationBonus: parseAmount(values.registrationBonus),
  birthdayBonus: parseAmount(values.birthdayBonus),
  noAccrualWithBonuses: values.noAccrualWithBonuses,
  accrueCashOnly: values.accrueCashOnly,
});

export const bonusLevelSchema = object({
  name: text('Название', 50),
  threshold: whole('Сумма покупок', MAX_SUM),
  percent: decimal('Процент', 100),
});
export type BonusLevelFormValues = InferType<typeof bonusLevelSchema>;

export const bonusLevelFormValues = (level?: BonusLevel | null): BonusLevelFormValues => ({
  name: level?.name ?? '',
  threshold: level ? numberText(level.threshold) : '',
  percent: level ? numberText(level.percent) : '',
});

export const toBonusLevelPayload = (values: BonusLevelFormValues): BonusLevelPayload => ({
  name: values.name.trim(),
  threshold: parseAmount(values.threshold),
  percent: parseAmount(values.percent),
});

export const statusSchema = object({
  name: text('Название', 50),
  code: string().default('').required(required('Код статуса')),
  needsAction: boolean().default(false).required(),
  // Empty: the badge takes the code's default colour.
  color: string().trim().default('').matches(patterns.hexColor, { message: messages.color, excludeEmptyString: true }),
});
export type StatusFormValues = InferType<typeof statusSchema>;

export const statusFormValues = (status?: StoreStatus | null): StatusFormValues => ({
  name: status?.name ?? '',
  code: status?.code ?? '',
  needsAction: status ? needsAction(status) : false,
  color: status?.color ?? '',
});
export const toStatusPayload = (values: StatusFormValues): StatusPayload => ({
  name: values.name.trim(),
  code: values.code,
  needsAction: values.needsAction,
  color: values.color ? values.color.trim() : null,
});

export const marketSchema = object({
  isEnabled: boolean().default(true).required(),
  minOrderSum: whole('Минимальная сумма заказа', MAX_SUM),
});
export type MarketFormValues = InferType<typeof marketSchema>;

export const marketFormValues = (market: MarketSettings): MarketFormValues => ({
  isEnabled: market.isEnabled,
  minOrderSum: numberText(market.minOrderSum),
});
export const toMarketPayload = (values: MarketFormValues): MarketPayload => ({
  isEnabled: values.isEnabled,
  minOrderSum: parseAmount(values.minOrderSum),
});

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

export const paymentFormValues = (settings: PaymentSettings): PaymentFormValues => ({ ...settings });
export const toPaymentPayload = (values: PaymentFormValues): PaymentSettings => ({
  siteId: values.siteId.trim(),
  secret: values.secret.trim(),
  publicKey: values.publicKey.trim(),
  inn: values.inn.trim(),
  fiscalVersion: values.fiscalVersion,
  paymentPlace: values.paymentPlace.trim(),
  taxNumber: values.taxNumber,
  taxSystem: values.taxSystem,
});

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

export const deliveryFormValues = (settings: DeliverySettings): DeliveryFormValues => ({
  ...settings,
  deliveryPrice: numberText(settings.deliveryPrice),
  freeFrom: numberText(settings.freeFrom),
});
export const toDeliveryPayload = (values: DeliveryFormValues): DeliverySettings => ({
  hasDelivery: values.hasDelivery,
  hasPickup: values.hasPickup,
  deliveryPrice: parseAmount(values.deliveryPrice),
  freeFrom: parseAmount(values.freeFrom),
  zones: values.zones.trim(),
});

export const navbarItemSchema = object({
  name: text('Название', 20),
  icon: string().default('').required(required('Иконка')),
});
export type NavbarItemFormValues = InferType<typeof navbarItemSchema>;
export const navbarItemFormValues = (item: NavbarItem): NavbarItemFormValues => ({ name: item.name, icon: item.icon });
