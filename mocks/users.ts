/** Lookups shared by the handlers. */
import { getDb } from './store';
import type { CompanyRecord, Role, UserRecord } from './types';

export function findUserByEmail(email: string, role?: Role): UserRecord | undefined {
  const wanted = email.toLowerCase();
  return getDb().users.find((u) => u.email.toLowerCase() === wanted && (role === undefined || u.role === role));
}

/** `phone` is canonical (11 digits). */
export function findUserByPhone(phone: string, role?: Role): UserRecord | undefined {
  return getDb().users.find((u) => u.phone === phone && (role === undefined || u.role === role));
}

export function companyOf(user: UserRecord): CompanyRecord | null {
  return getDb().companies.find((c) => c.id === user.company_id) ?? null;
}

export function nextId(items: ReadonlyArray<{ id: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
