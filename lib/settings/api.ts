import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';
import type { LoyaltyRules, BonusLevelPayload, MarketPayload, StatusPayload, PaymentSettings, DeliverySettings, NavbarItemPayload } from './types';

export type { BonusLevel, LoyaltyRules, LoyaltySettings, BonusLevelPayload, MarketSettings, MarketPayload, StoreStatus, StatusPayload, StatusCode, PaymentSettings, DeliverySettings, Webhook, NavbarItem, NavbarItemPayload } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

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
