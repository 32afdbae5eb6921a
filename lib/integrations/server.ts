import 'server-only';
import type { ImportKind } from '../import/rows';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { INTEGRATION_SETTINGS_PATH, linksPath } from './api';
import { integrationLinkSchema, integrationSettingsSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

/** Not in the specification: shown in place of the keys card when they cannot be loaded. */
const SETTINGS_ERROR = 'Не удалось загрузить настройки интеграции';

/** The keys card; a failure is logged and shown in its place, the rest of the page stays usable. */
export async function getIntegrationSettings() {
  const { item, error } = await loadRecord(integrationSettingsSchema, INTEGRATION_SETTINGS_PATH, onError.own(SETTINGS_ERROR, 'integrations'));
  return { settings: item, error };
}

export const listIntegrationLinks = (kind: ImportKind, query: Query) => loadList(integrationLinkSchema, linksPath(kind), onError.list, query);
