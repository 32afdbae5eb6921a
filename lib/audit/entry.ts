/**
 * One entry of the audit trail and what its store is asked for: the vocabulary the store
 * (lib/server/store/audit) and the /activity screens share, in a leaf module of the shared layer.
 */

export type Outcome = 'ok' | 'error';

/** One entry of the audit trail as the /activity screens and the CSV read it. */
export interface ActivityEntry {
  id: number;
  at: string;
  userName: string;
  role: 'chief' | 'admin';
  /** The tenant the change was made for (`company:7`, `app:<uuid>`, `user:<uid>`); null for an administrator. */
  tenant: string | null;
  method: string;
  path: string;
  resourceType: string;
  resourceId: string | null;
  label: string;
  /** The redacted fields sent, as JSON text. */
  fields: string | null;
  status: number;
  error: string | null;
}

export const isSuccess = (entry: Pick<ActivityEntry, 'status'>) => entry.status < 400;

/** What the store is asked for: exact values and the period as UTC instants. */
export interface ActivityQuery {
  /** Part of the label («Осенняя»). */
  search?: string;
  user?: string;
  resource?: string;
  /** First instant of the from-day, and the first instant after the to-day (ISO, UTC). */
  from?: string;
  before?: string;
  outcome?: Outcome;
  /** The administrator's company filter, as a tenant key. */
  tenant?: string;
  page: number;
  perPage: number;
}
