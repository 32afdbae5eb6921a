import { api } from '../api/client';
import type { ImportKind } from '../import/rows';
import { readAnswer } from '../schema/read-later';
import type { IntegrationSettings } from './types';

export type { IntegrationSettings, ImportResult, IntegrationLink } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

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
