/** The clients records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

/** §3: a client's status label, shown as a badge. */
export type CustomerStatus = 'Базовый' | 'Бонусный' | 'Продвинутый';

export type BadgeTone = 'info' | 'success' | 'secondary';

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
