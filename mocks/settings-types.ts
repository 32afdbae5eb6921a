/**
 * Records of the settings screens of the demo upstream (§2 /settings): loyalty, bonus levels,
 * market, payment and delivery settings, webhooks and the app's bottom navigation.
 * Keys are snake_case, as the upstream stores and returns them. One row per company unless
 * the record has its own id.
 */

import { hasTables } from './table-shape';

export interface LoyaltyRecord {
  company_id: number;
  accrual_delay_hours: number;
  bonuses_per_rouble: number;
  annual_bonus: number;
  registration_bonus: number;
  birthday_bonus: number;
  no_accrual_with_bonuses: boolean;
  accrue_cash_only: boolean;
}

export interface BonusLevelRecord {
  id: number;
  company_id: number;
  name: string;
  /** Roubles a client must spend to reach the level. */
  threshold: number;
  /** Bonus percent of a purchase at this level. */
  percent: number;
}

export interface MarketRecord {
  company_id: number;
  is_enabled: boolean;
  /** Roubles; 0 means no minimum. */
  min_order_sum: number;
}

export type TaxSystem = 'osn' | 'usn_income' | 'usn_income_outcome' | 'esn' | 'patent';
export type VatCode = 'none' | 'vat0' | 'vat10' | 'vat20' | 'vat110' | 'vat120';
export type FiscalVersion = '1.05' | '1.1' | '1.2';

export interface PaymentSettingsRecord {
  company_id: number;
  site_id: string;
  secret: string;
  public_key: string;
  /** ИНН: 10 or 12 digits, or '' when not set yet. */
  inn: string;
  fiscal_version: FiscalVersion;
  payment_place: string;
  tax_number: VatCode;
  tax_system: TaxSystem;
}

export interface DeliverySettingsRecord {
  company_id: number;
  has_delivery: boolean;
  has_pickup: boolean;
  /** Roubles. */
  delivery_price: number;
  /** Roubles; 0 means delivery is never free. */
  free_from: number;
  zones: string;
}

export interface WebhookRecord {
  id: number;
  company_id: number;
  event: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
}

export type NavbarIcon = 'home' | 'catalog' | 'cart' | 'orders' | 'bonus' | 'news' | 'contacts' | 'profile';

export interface NavbarItemRecord {
  id: number;
  company_id: number;
  name: string;
  icon: NavbarIcon;
  is_active: boolean;
  sort: number;
}

export interface SettingsDb {
  loyalty: LoyaltyRecord[];
  bonus_levels: BonusLevelRecord[];
  markets: MarketRecord[];
  payment_settings: PaymentSettingsRecord[];
  delivery_settings: DeliverySettingsRecord[];
  webhooks: WebhookRecord[];
  navbar_items: NavbarItemRecord[];
}

export function isSettingsDb(value: unknown): value is SettingsDb {
  return hasTables<SettingsDb>(value, ['loyalty', 'bonus_levels', 'markets', 'payment_settings', 'delivery_settings', 'webhooks', 'navbar_items']);
}
