/** Records of the platform-admin side of the demo upstream (§2 "Admin routes"). */

/** The platform's subscription plans a company pays for. */
export type Tariff = 'start' | 'business' | 'pro';

/** A company's payment to the platform (GET admin/finance/payments). */
export interface PlatformPaymentRecord {
  id: number;
  company_id: number;
  tariff: Tariff;
  /** Roubles. */
  amount: number;
  paid_at: string;
}

/** Platform settings (GET and PATCH admin/settings). */
export interface PlatformSettingsRecord {
  support_email: string;
  /** 11 digits with the country digit 7. */
  support_phone: string;
  /** The platform's share of a company's online payments, 0–100 %. */
  commission_percent: number;
  /** How long a new company uses the platform before its first payment. */
  trial_days: number;
  /** True while the company apps show the maintenance screen. */
  maintenance: boolean;
}

/** Monthly price of each plan, roubles. */
export const TARIFF_PRICES: Record<Tariff, number> = { start: 1990, business: 4990, pro: 9990 };
