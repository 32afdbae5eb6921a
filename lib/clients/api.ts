import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

/** §3: a client's status label, shown as a badge. */
export type CustomerStatus = 'Базовый' | 'Бонусный' | 'Продвинутый';

export const CUSTOMER_STATUSES: readonly CustomerStatus[] = ['Базовый', 'Бонусный', 'Продвинутый'];

export type BadgeTone = 'info' | 'success' | 'secondary';

/** §3: label to badge style. An unknown label falls back to info. */
export const CUSTOMER_STATUS_TONES: Record<CustomerStatus, BadgeTone> = {
  Базовый: 'info',
  Бонусный: 'success',
  Продвинутый: 'secondary',
};

export function customerStatusTone(status: string): BadgeTone {
  return CUSTOMER_STATUS_TONES[status as CustomerStatus] ?? 'info';
}

/** A row of the clients list. */
export interface CustomerRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  status: CustomerStatus;
  bonusBalance: number;
  ordersCount: number;
  createdAt: string;
}

/** The client card. */
export interface Customer extends CustomerRow {
  /** yyyy-MM-dd or null. */
  birthday: string | null;
  comment: string;
  ordersTotal: number;
  lastOrderAt: string | null;
}

/** Client selector options (GET customers/dropout). */
export interface CustomerOption {
  id: number;
  name: string;
}

export interface CustomerPayload {
  name: string;
  phone: string;
  email: string;
  birthday: string | null;
  status: CustomerStatus;
  comment: string;
}

export const CUSTOMERS_PATH = 'chief/customers';
export const customerPath = (id: number | string) => `${CUSTOMERS_PATH}/${encodeURIComponent(String(id))}`;

export const customersApi = {
  /** The client as the upstream holds it now (the overwrite guard reads it before a save). */
  get: (id: number) => api.get<unknown>(customerPath(id)).then((body) => readAnswer(schemas, (s) => s.customerSchema, body, id)),
  update: (id: number, payload: CustomerPayload) =>
    api.put<unknown>(customerPath(id), payload).then((body) => readAnswer(schemas, (s) => s.customerSchema, body, id)),
};
