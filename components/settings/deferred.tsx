'use client';

import { deferHydration } from '@/components/ui/deferred-hydration';

// Rendered by the server, hydrated when their chunk arrives (see deferHydration).
export const DeliveryForm = deferHydration(() => import('./delivery-form').then((m) => m.DeliveryForm));
export const PaymentForm = deferHydration(() => import('./payment-form').then((m) => m.PaymentForm));
export const LoyaltyForm = deferHydration(() => import('./loyalty-form').then((m) => m.LoyaltyForm));
export const MarketForm = deferHydration(() => import('./market-form').then((m) => m.MarketForm));
export const BonusLevels = deferHydration(() => import('./bonus-levels').then((m) => m.BonusLevels));
export const StatusesSection = deferHydration(() => import('./statuses-section').then((m) => m.StatusesSection));
