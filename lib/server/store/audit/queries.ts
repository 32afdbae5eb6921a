import 'server-only';
import type { SelectQueryBuilder } from 'kysely';
import type { ActivityEntry, ActivityQuery } from '../../../audit/entry';
import type { Pagination } from '../../../lists/types';
import type { Store } from '../db';
import type { StoreSchema } from '../schema';

/**
 * Reading the audit trail. A scope is always given: a company user reads their tenant's
 * entries only (a user whose tenant is unknown reads nothing); an administrator reads every
 * tenant's, or one tenant's with the company filter.
 */
export type ActivityScope = { tenant: string | null } | { all: true };

type Builder = SelectQueryBuilder<StoreSchema, 'audit_entries', object>;

function scoped(store: Store, scope: ActivityScope): Builder | null {
  const base = store.selectFrom('audit_entries');
  if ('all' in scope) return base;
  return scope.tenant === null ? null : base.where('tenant', '=', scope.tenant);
}

function filtered(builder: Builder, query: Omit<ActivityQuery, 'page' | 'perPage'>): Builder {
  let b = builder;
  if (query.search) b = b.where('label', 'like', `%${query.search.replace(/[%_\\]/g, '')}%`);
  if (query.user) b = b.where('user_name', '=', query.user);
  if (query.resource) b = b.where('resource_type', '=', query.resource);
  if (query.from) b = b.where('at', '>=', query.from);
  if (query.before) b = b.where('at', '<', query.before);
  if (query.outcome === 'ok') b = b.where('status', '<', 400);
  if (query.outcome === 'error') b = b.where('status', '>=', 400);
  if (query.tenant !== undefined) b = b.where('tenant', '=', query.tenant);
  return b;
}

export interface ActivityPage {
  rows: ActivityEntry[];
  pagination: Pagination;
}

const EMPTY = (perPage: number, page: number): ActivityPage => ({ rows: [], pagination: { total: 0, totalPages: 1, currentPage: page, perPage } });

/** One page of the trail, newest first. */
export async function listActivity(store: Store, scope: ActivityScope, query: ActivityQuery): Promise<ActivityPage> {
  const base = scoped(store, scope);
  if (!base) return EMPTY(query.perPage, query.page);
  const where = filtered(base, query);
  const [count, rows] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    where
      .select(['id', 'at', 'user_name', 'role', 'tenant', 'method', 'path', 'resource_type', 'resource_id', 'label', 'fields', 'status', 'error'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  // PostgreSQL counts as bigint, which node-postgres hands over as text.
  const total = Number(count?.total ?? 0);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      userName: row.user_name,
      role: row.role,
      tenant: row.tenant,
      method: row.method,
      path: row.path,
      resourceType: row.resource_type,
      resourceId: row.resource_id,
      label: row.label,
      fields: row.fields,
      status: row.status,
      error: row.error,
    })),
    pagination: { total, totalPages: Math.max(1, Math.ceil(total / query.perPage)), currentPage: query.page, perPage: query.perPage },
  };
}

/** The user names seen in the trail of the scope, for the «Пользователь» filter. */
export async function activityUsers(store: Store, scope: ActivityScope): Promise<string[]> {
  const base = scoped(store, scope);
  if (!base) return [];
  const rows = await base.select('user_name').distinct().orderBy('user_name').limit(500).execute();
  return rows.map((row) => row.user_name);
}

/** The tenants seen in the whole trail, for the administrator's company filter. */
export async function activityTenants(store: Store): Promise<string[]> {
  const rows = await store.selectFrom('audit_entries').select('tenant').distinct().where('tenant', 'is not', null).orderBy('tenant').limit(1000).execute();
  return rows.map((row) => row.tenant!);
}
