import { field, record } from '../schema/record';
import type { BonusLevel, DeliverySettings, LoyaltySettings, MarketSettings, NavbarItem, PaymentSettings, StatusCode, StoreStatus, Webhook } from './types';

/** The store settings as read from the upstream (§3 "Loyalty: bonus.levels[] (id)", "Store status: id, extId"). */

export const bonusLevelSchema = record<BonusLevel>('bonus-level', {
  id: field.number(),
  name: field.text(),
  threshold: field.number(),
  percent: field.number(),
});

const bonusSchema = record<LoyaltySettings['bonus']>('loyalty-bonus', { levels: field.list(bonusLevelSchema) }, { idKey: null });

export const loyaltySchema = record<LoyaltySettings>(
  'loyalty',
  {
    accrualDelayHours: field.number(),
    bonusesPerRouble: field.number(),
    annualBonus: field.number(),
    registrationBonus: field.number(),
    birthdayBonus: field.number(),
    noAccrualWithBonuses: field.boolean(),
    accrueCashOnly: field.boolean(),
    bonus: field.recordOr(bonusSchema, { levels: [] }),
  },
  { idKey: null },
);

export const marketSchema = record<MarketSettings>(
  'market-settings',
  { isEnabled: field.boolean(), minOrderSum: field.number(), currency: field.text() },
  { idKey: null },
);

export const storeStatusSchema = record<StoreStatus>('store-status', {
  id: field.number(),
  name: field.text(),
  code: field.text(),
  extId: field.text(),
  sort: field.number(),
  needsAction: field.optional(field.boolean()),
  color: field.optional(field.textOrNull()),
});

export const statusCodeSchema = record<StatusCode>('status-code', { id: field.text(), name: field.text() });

/** §3 "Settings forms: payments (site id, secret, public key, tax ID, fiscal version, payment place, tax number, tax system)". */
export const paymentSettingsSchema = record<PaymentSettings>(
  'payment-settings',
  {
    siteId: field.text(),
    secret: field.text(),
    publicKey: field.text(),
    inn: field.text(),
    fiscalVersion: field.text(),
    paymentPlace: field.text(),
    taxNumber: field.text(),
    taxSystem: field.text(),
  },
  { idKey: null },
);

export const deliverySettingsSchema = record<DeliverySettings>(
  'delivery-settings',
  { hasDelivery: field.boolean(), hasPickup: field.boolean(), deliveryPrice: field.number(), freeFrom: field.number(), zones: field.text() },
  { idKey: null },
);

export const webhookSchema = record<Webhook>('webhook', { id: field.number(), event: field.text(), method: field.text(), url: field.text() });

export const paymentSystemSchema = record<{ id: number; name: string }>('payment-system', { id: field.number(), name: field.text() });

/** §7 "GET navbar-items": the fields are not fixed by the specification; a missing flag counts as active. */
export const navbarItemSchema = record<NavbarItem>('navbar-item', {
  id: field.number(),
  name: field.text(),
  icon: field.text(),
  isActive: field.boolean(true),
  sort: field.number(),
});
