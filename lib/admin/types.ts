/** The administrator's records as the BFF returns them (camelCase). */

export type AppState = 'draft' | 'moderation' | 'published' | 'rejected';

/** §2 app publication state, as the admin screens name it. */
export const APP_STATE_LABELS: Record<AppState, string> = {
  draft: 'Черновик',
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
};

export const APP_STATES = Object.keys(APP_STATE_LABELS) as AppState[];

export const isAppState = (value: unknown): value is AppState =>
  typeof value === 'string' && value in APP_STATE_LABELS;

export interface AdminCompany {
  id: number;
  name: string;
  legalName?: string;
  city?: string;
  address?: string;
  inn?: string;
  email?: string;
  /** 11 digits with the country digit 7. */
  phone?: string;
  isActive: boolean;
  appState?: AppState;
  createdAt?: string;
}

export interface CompanyOption {
  id: number;
  name: string;
}

export interface CompanyUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Onboarding step; 'done' once complete. */
  step: string;
  createdAt: string;
}

export interface CompanyApplication {
  appUuid: string;
  companyName: string;
  iconName: string;
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
  updatedAt: string;
}

export type Tariff = 'start' | 'business' | 'pro';

export const TARIFF_LABELS: Record<Tariff, string> = { start: 'Старт', business: 'Бизнес', pro: 'Про' };

export type SubscriptionStatus = 'active' | 'expired' | 'trial' | 'unpaid';

export interface Subscription {
  status: SubscriptionStatus;
  tariff: Tariff | null;
  paidUntil: string | null;
  trialEndsAt: string | null;
  lastPaymentAt: string | null;
  paymentsCount: number;
  totalPaid: number;
}

/** GET admin/companies/{id}: the company with its users, app and subscription. */
export interface AdminCompanyCard extends AdminCompany {
  users: CompanyUser[];
  application: CompanyApplication | null;
  subscription: Subscription;
}

export interface PlatformPayment {
  id: number;
  companyId: number;
  companyName: string;
  tariff: Tariff;
  amount: number;
  paidAt: string;
}

export interface RevenuePoint {
  /** yyyy-MM-dd: the day, or the first day of the month. */
  date: string;
  sum: number;
  count: number;
}

/** GET admin/finance/payments/total. */
export interface PaymentsTotal {
  sum: number;
  count: number;
  group: 'day' | 'month';
  series: RevenuePoint[];
}

/** GET and PATCH admin/settings. */
export interface PlatformSettings {
  supportEmail: string;
  /** 11 digits with the country digit 7. */
  supportPhone: string;
  commissionPercent: number;
  trialDays: number;
  maintenance: boolean;
}
