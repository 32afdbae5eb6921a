import { field, record, type Field } from '../schema/record';
import {
  APP_STATES,
  type AdminCompany,
  type AdminCompanyCard,
  type AppState,
  type CompanyApplication,
  type CompanyOption,
  type CompanyUser,
  type PaymentsTotal,
  type PlatformPayment,
  type PlatformSettings,
  type RevenuePoint,
  type Subscription,
  type Tariff,
} from './types';

/** The administrator's company records as read from the upstream (not in §3 beyond the id). */

const TARIFFS: readonly Tariff[] = ['start', 'business', 'pro'];

const companyShape = {
  id: field.number(),
  name: field.text(),
  legalName: field.optional(field.text()),
  city: field.optional(field.text()),
  address: field.optional(field.text()),
  inn: field.optional(field.text()),
  email: field.optional(field.text()),
  phone: field.optional(field.text()),
  isActive: field.boolean(),
  appState: field.optional(field.oneOf(APP_STATES, 'draft')) as Field<AppState | undefined>,
  createdAt: field.optional(field.text()),
};

export const adminCompanySchema = record<AdminCompany>('admin-company', companyShape);

const userSchema = record<CompanyUser>('admin-company-user', {
  id: field.number(),
  name: field.text(),
  email: field.text(),
  phone: field.text(),
  step: field.text(),
  createdAt: field.text(),
});

const applicationSchema = record<CompanyApplication>(
  'admin-company-app',
  {
    appUuid: field.text(),
    companyName: field.text(),
    iconName: field.text(),
    appStoreUrl: field.textOrNull(),
    googlePlayUrl: field.textOrNull(),
    updatedAt: field.text(),
  },
  { idKey: 'appUuid' },
);

const NO_SUBSCRIPTION: Subscription = {
  status: 'unpaid',
  tariff: null,
  paidUntil: null,
  trialEndsAt: null,
  lastPaymentAt: null,
  paymentsCount: 0,
  totalPaid: 0,
};

const subscriptionSchema = record<Subscription>(
  'admin-company-subscription',
  {
    status: field.oneOf(['active', 'expired', 'trial', 'unpaid'] as const, 'unpaid'),
    tariff: field.oneOfOrNull(TARIFFS),
    paidUntil: field.textOrNull(),
    trialEndsAt: field.textOrNull(),
    lastPaymentAt: field.textOrNull(),
    paymentsCount: field.number(),
    totalPaid: field.number(),
  },
  { idKey: null },
);

export const adminCompanyCardSchema = record<AdminCompanyCard>('admin-company', {
  ...companyShape,
  users: field.list(userSchema),
  application: field.record(applicationSchema),
  subscription: field.recordOr(subscriptionSchema, NO_SUBSCRIPTION),
});

/** The platform's finance and settings records (not in §3: every field but a payment's id may be absent). */

export const companyOptionSchema = record<CompanyOption>('admin-company-option', { id: field.number(), name: field.text() });

export const platformPaymentSchema = record<PlatformPayment>('platform-payment', {
  id: field.number(),
  companyId: field.number(),
  companyName: field.text(),
  tariff: field.oneOf(TARIFFS, 'start'),
  amount: field.number(),
  paidAt: field.text(),
});

const revenuePointSchema = record<RevenuePoint>('revenue-point', { date: field.text(), sum: field.number(), count: field.number() }, { idKey: 'date' });

export const paymentsTotalSchema = record<PaymentsTotal>(
  'payments-total',
  { sum: field.number(), count: field.number(), group: field.oneOf(['day', 'month'] as const, 'day'), series: field.list(revenuePointSchema) },
  { idKey: null },
);

export const platformSettingsSchema = record<PlatformSettings>(
  'platform-settings',
  { supportEmail: field.text(), supportPhone: field.text(), commissionPercent: field.number(), trialDays: field.number(), maintenance: field.boolean() },
  { idKey: null },
);
