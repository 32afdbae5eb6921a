import 'server-only';
import { ApiError } from '../api/api-error';
import { catalogPaths, type Property } from './api';
import { listRows } from '../lists/types';
import { loadUpstream } from '../server/upstream/server-api';

/**
 * Rows of a list section of an item screen, in any plausible list shape (`listRows`); a failed
 * call or an unreadable answer leaves that section empty (it is logged), never the whole page.
 */
export async function loadSectionRows<T>(path: string): Promise<T[]> {
  try {
    const rows = listRows<T>(await loadUpstream<unknown>(path, { page: 1, perPage: 100 }));
    if (rows === null) console.error(`[section] ${path}: not a list`);
    return rows ?? [];
  } catch (error) {
    // Anything else (a redirect to the login, say) must go on.
    if (!(error instanceof ApiError)) throw error;
    console.error(`[section] ${path}: ${error.status} ${error.error}`);
    return [];
  }
}

export const loadProperties = () => loadSectionRows<Property>(catalogPaths.properties);
