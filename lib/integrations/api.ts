import { api } from '../api/client';
import type { ImportKind } from '../import/rows';
import { readAnswer } from '../schema/read-later';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

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

export const INTEGRATION_SETTINGS_PATH = 'chief/integration/auth/settings';
export const importPath = (kind: ImportKind) => `chief/integration/${kind}/import`;
export const linksPath = (kind: ImportKind) => `chief/integration/${kind}/links`;

/** The most records one import call takes (as the API docs say for the external system). */
export const IMPORT_BATCH = { client: 500, order: 200 } as const;

export const integrationApi = {
  updateSettings: (payload: Partial<Pick<IntegrationSettings, 'allowedIps' | 'tokenTtl' | 'scopes'>> & { regenerateSecret?: boolean }) =>
    api.put<unknown>(INTEGRATION_SETTINGS_PATH, payload).then((body) => readAnswer(schemas, (s) => s.integrationSettingsSchema, body)),
  importBatch: (kind: ImportKind, items: Record<string, unknown>[]) =>
    api.post<unknown>(importPath(kind), { [kind === 'client' ? 'clients' : 'orders']: items }).then((body) => readAnswer(schemas, (s) => s.importResultSchema, body)),
  updateLink: (kind: ImportKind, id: number, externalId: string) =>
    api.put<unknown>(`${linksPath(kind)}/${id}`, { externalId }).then((body) => readAnswer(schemas, (s) => s.integrationLinkSchema, body, id)),
  removeLink: (kind: ImportKind, id: number) => api.delete<unknown>(`${linksPath(kind)}/${id}`),
};
