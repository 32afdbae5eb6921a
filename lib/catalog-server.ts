import 'server-only';
import { ApiError } from './api/api-error';
import { catalogPaths, type Property } from './api/catalog';
import type { ListEnvelope } from './api/list-types';
import { loadUpstream } from './server-api';

/** Rows of a list section of an item screen; a failed call leaves the section empty (it is logged). */
export async function loadSectionRows<T>(path: string): Promise<T[]> {
  try {
    return (await loadUpstream<ListEnvelope<T>>(path, { page: 1, perPage: 100 })).data.data;
  } catch (error) {
    // Anything else (a redirect to the login, say) must go on.
    if (!(error instanceof ApiError)) throw error;
    console.error(`[section] ${path}: ${error.status} ${error.error}`);
    return [];
  }
}

export const loadProperties = () => loadSectionRows<Property>(catalogPaths.properties);
