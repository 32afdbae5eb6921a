import 'server-only';
import { getSession } from '../server/session/get-session';
import type { SessionData } from '../server/session/cookie';
import { actorOf } from '../server/store/actor';
import { getStore } from '../server/store/db';
import { activityTenants, activityUsers, listActivity, type ActivityPage, type ActivityScope } from '../server/store/audit/queries';
import { logLine } from '../server/runtime/log';
import { parseListQuery, type QuerySource } from '../lists/query';
import { ACTIVITY_FILTER_KEYS, activityStoreQuery } from './filter';

/**
 * The /activity and /admin/activity loaders: the trail read straight from the BFF's store,
 * scoped by who asks (a company user: their tenant; an administrator: every tenant).
 */

export interface ActivityScreen extends ActivityPage {
  users: string[];
  /** The tenants seen in the trail (administrator only), for the company filter. */
  tenants: string[];
  error: string | null;
}

const FAILED = 'Не удалось загрузить журнал действий';

async function scopeOf(session: SessionData): Promise<ActivityScope> {
  if (session.isAdmin) return { all: true };
  return { tenant: (await actorOf(session)).tenant };
}

/** One page of the trail for this session, with the filter's choices. */
export async function loadActivity(search: QuerySource, session?: SessionData | null): Promise<ActivityScreen> {
  const current = session ?? (await getSession());
  const query = parseListQuery(search, { filterKeys: ACTIVITY_FILTER_KEYS });
  const storeQuery = activityStoreQuery(query);
  const empty: ActivityScreen = { rows: [], pagination: { total: 0, totalPages: 1, currentPage: query.page, perPage: storeQuery.perPage }, users: [], tenants: [], error: null };
  if (!current) return empty;
  try {
    const store = await getStore();
    const scope = await scopeOf(current);
    if (!current.isAdmin) delete storeQuery.tenant;
    const [page, users, tenants] = await Promise.all([
      listActivity(store, scope, storeQuery),
      activityUsers(store, scope),
      current.isAdmin ? activityTenants(store) : Promise.resolve([]),
    ]);
    return { ...page, users, tenants, error: null };
  } catch (error) {
    logLine('error', 'activity_read_failed', { message: error instanceof Error ? error.message : String(error) });
    return { ...empty, error: FAILED };
  }
}

/** A page of the trail for the CSV export (the exporter's own-store source). */
export async function readActivityPage(session: SessionData, search: URLSearchParams, page: number, perPage: number): Promise<ActivityPage> {
  const query = parseListQuery(search, { filterKeys: ACTIVITY_FILTER_KEYS });
  const storeQuery = { ...activityStoreQuery({ ...query, page }), page, perPage };
  if (!session.isAdmin) delete storeQuery.tenant;
  return listActivity(await getStore(), await scopeOf(session), storeQuery);
}
