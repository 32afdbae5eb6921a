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
import type {
  BonusLevelFormValues,
  DeliveryFormValues,
  LoyaltyFormValues,
  MarketFormValues,
  NavbarItemFormValues,
  PaymentFormValues,
  StatusFormValues,
} from './validation';
import { needsAction } from '../home/summary-keys';
import { parseAmount } from './form-rules';

export { settingsMessages, MAX_BONUS, MAX_SUM, isTaxId, parseAmount } from './form-rules';

// The settings forms' values, payloads, messages and limits, without yup: each form loads its
// schema (./validation) only when it first validates.

const numberText = (value: number) => String(value);

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

export const marketFormValues = (market: MarketSettings): MarketFormValues => ({
  isEnabled: market.isEnabled,
  minOrderSum: numberText(market.minOrderSum),
});
export const toMarketPayload = (values: MarketFormValues): MarketPayload => ({
  isEnabled: values.isEnabled,
  minOrderSum: parseAmount(values.minOrderSum),
});

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

export const navbarItemFormValues = (item: NavbarItem): NavbarItemFormValues => ({ name: item.name, icon: item.icon });
