import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';
import type { CustomerStatus, BadgeTone, CustomerPayload } from './types';

export type { CustomerStatus, BadgeTone, CustomerRow, Customer, CustomerOption, CustomerPayload } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export const CUSTOMER_STATUSES: readonly CustomerStatus[] = ['Базовый', 'Бонусный', 'Продвинутый'];

/** §3: label to badge style. An unknown label falls back to info. */
export const CUSTOMER_STATUS_TONES: Record<CustomerStatus, BadgeTone> = {
  Базовый: 'info',
  Бонусный: 'success',
  Продвинутый: 'secondary',
};

export function customerStatusTone(status: string): BadgeTone {
  return CUSTOMER_STATUS_TONES[status as CustomerStatus] ?? 'info';
}

export const CUSTOMERS_PATH = 'chief/customers';
export const customerPath = (id: number | string) => `${CUSTOMERS_PATH}/${encodeURIComponent(String(id))}`;

export const customersApi = {
  /** The client as the upstream holds it now (the overwrite guard reads it before a save). */
  get: (id: number) => api.get<unknown>(customerPath(id)).then((body) => readAnswer(schemas, (s) => s.customerSchema, body, id)),
  update: (id: number, payload: CustomerPayload) =>
    api.put<unknown>(customerPath(id), payload).then((body) => readAnswer(schemas, (s) => s.customerSchema, body, id)),
};
