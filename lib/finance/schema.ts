import { field, record } from '../schema/record';
import type { Payment, PaymentsSum } from '../settings/payments';
import type { DayTakings } from './period';

/** The finance screen's records as read from the upstream (not in §3: every field but a payment's id may be absent). */

const namedSchema = record<{ id: number; name: string }>('payment-party', { id: field.number(), name: field.text() });

export const paymentSchema = record<Payment>('payment', {
  id: field.number(),
  orderId: field.number(),
  orderNumber: field.text(),
  amount: field.number(),
  paymentSystem: field.record(namedSchema),
  customer: field.record(namedSchema),
  paidAt: field.text(),
});

const dayTakingsSchema = record<DayTakings>('payments-day', { date: field.text(), sum: field.number(), count: field.number() }, { idKey: 'date' });

/** The period's totals; the average and the days are read only when sent (the screen derives them otherwise). */
export const paymentsSumSchema = record<PaymentsSum>(
  'payments-sum',
  { sum: field.number(), count: field.number(), average: field.optional(field.number()), byDay: field.optional(field.list(dayTakingsSchema)) },
  { idKey: null },
);
