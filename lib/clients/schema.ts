import { field, record, type Field } from '../schema/record';
import type { Customer, CustomerOption, CustomerRow, CustomerStatus } from './types';

/** Clients as read from the upstream (§3 "Clients": a status label shown as a badge). */

const rowShape = {
  id: field.number(),
  name: field.text(),
  phone: field.text(),
  email: field.text(),
  // Any label is kept as sent: an unknown one gets the neutral badge (customerStatusTone), and
  // replacing it with 'Базовый' would show a status the client does not have.
  status: field.text() as Field<CustomerStatus>,
  bonusBalance: field.number(),
  ordersCount: field.number(),
  createdAt: field.text(),
};

export const customerRowSchema = record<CustomerRow>('client', rowShape);

export const customerSchema = record<Customer>('client', {
  ...rowShape,
  birthday: field.textOrNull(),
  comment: field.text(),
  ordersTotal: field.number(),
  lastOrderAt: field.textOrNull(),
});

export const customerOptionSchema = record<CustomerOption>('client-option', { id: field.number(), name: field.text() });
