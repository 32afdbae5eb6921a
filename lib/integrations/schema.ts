import { field, record } from '../schema/record';
import type { ImportResult, IntegrationLink, IntegrationSettings } from './types';

/** The integration's records as read from the upstream (not in §3: every field but a link's id may be absent). */

const SCOPES = ['clients', 'orders'] as const;

export const integrationSettingsSchema = record<IntegrationSettings>(
  'integration-settings',
  {
    clientId: field.text(),
    clientSecret: field.textOrNull(),
    secretHint: field.text(),
    allowedIps: field.listOf(field.text()),
    tokenTtl: field.number(),
    scopes: field.listOf(field.oneOf(SCOPES, 'clients')),
    updatedAt: field.text(),
  },
  { idKey: null },
);

export const integrationLinkSchema = record<IntegrationLink>('integration-link', {
  id: field.number(),
  kind: field.oneOf(['client', 'order'] as const, 'client'),
  recordId: field.number(),
  externalId: field.text(),
  title: field.text(),
  phone: field.textOrNull(),
  updatedAt: field.text(),
});

type ImportError = ImportResult['errors'][number];

/** A row error names its position in the sent batch (`index`), which is what the screen needs. */
const importErrorSchema = record<ImportError>(
  'import-error',
  {
    index: field.number(),
    externalId: field.textOrNull(),
    // The field messages are shown as sent; only their being an object is checked.
    messages: field.recordOr(record<Record<string, string[]>>('import-messages', {}, { idKey: null }), {}),
  },
  { idKey: 'index' },
);

export const importResultSchema = record<ImportResult>(
  'import-result',
  { created: field.number(), updated: field.number(), failed: field.number(), errors: field.list(importErrorSchema) },
  { idKey: null },
);
