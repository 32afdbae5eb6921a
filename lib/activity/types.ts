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
