import type { DayTakings } from '../finance/period';

/** A successful payment (GET chief/payments/success), camelCase as the BFF returns it. */
export interface Payment {
  id: number;
  orderId: number;
  orderNumber: string;
  amount: number;
  paymentSystem: { id: number; name: string } | null;
  customer: { id: number; name: string } | null;
  /** ISO date-time. */
  paidAt: string;
}

/** The totals of a period (GET chief/payments/sum), with the takings of each day. */
export interface PaymentsSum {
  sum: number;
  count: number;
  average?: number;
  byDay?: DayTakings[];
}

export const PAYMENTS_PATH = 'chief/payments/success';
export const PAYMENTS_SUM_PATH = 'chief/payments/sum';
export const PAYMENT_SYSTEMS_PATH = 'chief/payment-systems';
