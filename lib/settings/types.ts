/** The settings records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

/** §3 "Loyalty settings": the bonus rules, with the levels in a bonus object (each has an id). */
export interface BonusLevel {
  id: number;
  name: string;
  /** Roubles a client must spend to reach the level. */
  threshold: number;
  percent: number;
}

export interface LoyaltyRules {
  accrualDelayHours: number;
  bonusesPerRouble: number;
  annualBonus: number;
  registrationBonus: number;
  birthdayBonus: number;
  noAccrualWithBonuses: boolean;
  accrueCashOnly: boolean;
}

export interface LoyaltySettings extends LoyaltyRules {
  bonus: { levels: BonusLevel[] };
}

export type BonusLevelPayload = Omit<BonusLevel, 'id'>;

export interface MarketSettings {
  isEnabled: boolean;
  minOrderSum: number;
  currency: string;
}

export type MarketPayload = Omit<MarketSettings, 'currency'>;

/** §3 "Store status": extId is given by the upstream and only shown. */
export interface StoreStatus {
  id: number;
  name: string;
  code: string;
  extId: string;
  sort: number;
  /** Chosen field (not in §3): orders in this status wait for action; absent = the default (code 'new'). */
  needsAction?: boolean;
  /** Chosen field (not in §3): the badge colour; absent or null = the code's default (lib/orders/status-colors.ts). */
  color?: string | null;
}

export interface StatusPayload {
  name: string;
  code: string;
  needsAction: boolean;
  /** null: the code's default colour. */
  color: string | null;
}

/** A status code option (GET market/statuses/codes). */
export interface StatusCode {
  id: string;
  name: string;
}

export interface PaymentSettings {
  siteId: string;
  secret: string;
  publicKey: string;
  /** ИНН, 10 or 12 digits. */
  inn: string;
  fiscalVersion: string;
  paymentPlace: string;
  taxNumber: string;
  taxSystem: string;
}

export interface DeliverySettings {
  hasDelivery: boolean;
  hasPickup: boolean;
  deliveryPrice: number;
  freeFrom: number;
  zones: string;
}

export interface Webhook {
  id: number;
  event: string;
  method: string;
  url: string;
}

export interface NavbarItem {
  id: number;
  name: string;
  icon: string;
  isActive: boolean;
  sort: number;
}

export type NavbarItemPayload = Omit<NavbarItem, 'id'>;
