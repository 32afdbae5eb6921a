import type { ImportKind } from '../import/rows';

/** The integrations records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

/** The integration's credentials and limits (API docs: integration/auth/settings). */
export interface IntegrationSettings {
  clientId: string;
  /** Only in the answer to a reissue; null otherwise (the secret is never read back). */
  clientSecret: string | null;
  /** The last characters of the current secret, e.g. '…x9Ab'. */
  secretHint: string;
  allowedIps: string[];
  tokenTtl: number;
  scopes: Array<'clients' | 'orders'>;
  updatedAt: string;
}

export interface ImportResult {
  created: number;
  updated: number;
  failed: number;
  /** `index` is the position in the sent batch. */
  errors: Array<{ index: number; externalId: string | null; messages: Record<string, string[]> }>;
}

/** An external id of a client or an order (the integration 'edit' screens). */
export interface IntegrationLink {
  id: number;
  kind: ImportKind;
  recordId: number;
  externalId: string;
  title: string;
  phone: string | null;
  updatedAt: string;
}
