import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

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

export const settingsPaths = {
  loyalty: 'chief/loyalty',
  level: 'chief/loyalty/bonus/level',
  market: 'chief/market',
  statuses: 'chief/market/statuses',
  statusCodes: 'chief/market/statuses/codes',
  paymentSettings: 'chief/payment-settings',
  deliverySettings: 'chief/delivery-settings',
  webhooks: 'chief/webhooks',
  paymentSystems: 'chief/payment-systems',
  navbarItems: 'chief/navbar-items',
} as const;

const item = (base: string, id: number) => `${base}/${encodeURIComponent(String(id))}`;

/** Browser calls of the settings tabs; failures reach the caller as ApiError (§8). */
export const settingsApi = {
  saveLoyalty: (rules: LoyaltyRules) => api.put<unknown>(settingsPaths.loyalty, rules).then((body) => readAnswer(schemas, (s) => s.loyaltySchema, body)),
  createLevel: (payload: BonusLevelPayload) => api.post<unknown>(settingsPaths.level, payload).then((body) => readAnswer(schemas, (s) => s.bonusLevelSchema, body)),
  updateLevel: (id: number, payload: BonusLevelPayload) => api.put<unknown>(item(settingsPaths.level, id), payload).then((body) => readAnswer(schemas, (s) => s.bonusLevelSchema, body, id)),
  removeLevel: (id: number) => api.delete<unknown>(item(settingsPaths.level, id)),
  saveMarket: (payload: MarketPayload) => api.put<unknown>(settingsPaths.market, payload).then((body) => readAnswer(schemas, (s) => s.marketSchema, body)),
  createStatus: (payload: StatusPayload) => api.post<unknown>(settingsPaths.statuses, payload).then((body) => readAnswer(schemas, (s) => s.storeStatusSchema, body)),
  updateStatus: (id: number, payload: StatusPayload) => api.put<unknown>(item(settingsPaths.statuses, id), payload).then((body) => readAnswer(schemas, (s) => s.storeStatusSchema, body, id)),
  removeStatus: (id: number) => api.delete<unknown>(item(settingsPaths.statuses, id)),
  savePayment: (payload: PaymentSettings) =>
    api.put<unknown>(settingsPaths.paymentSettings, payload).then((body) => readAnswer(schemas, (s) => s.paymentSettingsSchema, body)),
  saveDelivery: (payload: DeliverySettings) =>
    api.put<unknown>(settingsPaths.deliverySettings, payload).then((body) => readAnswer(schemas, (s) => s.deliverySettingsSchema, body)),
  updateNavbarItem: (id: number, payload: NavbarItemPayload) =>
    api.put<unknown>(item(settingsPaths.navbarItems, id), payload).then((body) => readAnswer(schemas, (s) => s.navbarItemSchema, body, id)),
};
