import { field, record } from '../schema/record';
import type { BonusLevel, LoyaltySettings, MarketSettings, StatusCode, StoreStatus } from './api';

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
