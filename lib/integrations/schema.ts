import { field, record } from '../schema/record';
import type { IntegrationLink, IntegrationSettings } from './api';

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
