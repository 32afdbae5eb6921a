/**
 * @jest-environment node
 *
 * The tenant migration on both engines: a store written by the version before it (rows scoped by
 * `company_id`) comes out with every row under `company:<id>` (an administrator's saved views,
 * kept under company 0, under `admin`), its company columns gone, and read back by tenant.
 */
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { Pool } from 'pg';
import { migrationProvider } from '@/lib/server/store/migrations';
import { nodeSqliteDialect } from '@/lib/server/store/sqlite-dialect';
import type { StoreSchema } from '@/lib/server/store/schema';
import { listActivity } from '@/lib/server/store/audit/queries';
import { listOrderNotes } from '@/lib/orders/timeline-server';
import { listViews } from '@/lib/views/server';
import type { Actor } from '@/lib/server/store/actor';
import { describeEachEngine } from '../helpers/store-engines';

jest.mock('server-only', () => ({}));

const BEFORE = '2026-11-25-005-session-expiry';

describeEachEngine((engine) => {
  let db: Kysely<StoreSchema>;
  let done: () => Promise<void>;

  beforeAll(async () => {
    const { engine: kind, location } = engine.config();
    if (kind === 'postgres') {
      // A database of its own: the block's store is already at the latest version.
      const name = `tenant_${Date.now()}`;
      await sql`create database ${sql.id(name)}`.execute(engine.store);
      const pool = new Pool({ connectionString: location.replace(/\/[^/]+$/, `/${name}`), max: 2 });
      // The server stops after the file: an idle connection it ends then is not this test's failure.
      pool.on('error', () => undefined);
      db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
    } else {
      db = new Kysely<StoreSchema>({ dialect: nodeSqliteDialect(new DatabaseSync(':memory:')) });
    }
    done = () => db.destroy();
  });
  afterAll(() => done());

  it('backfills the tenant from the company, indexes it, and drops the company columns', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider(engine.config().engine) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const audit = { method: 'PUT', path: 'banners/1', resource_type: 'banners', resource_id: '1', fields: null, status: 200, error: null, instance: 'i', request_id: null, session_id: null, user_key: 'u' };
    await old.insertInto('audit_entries').values([
      { ...audit, at: '2026-11-25T09:00:00.000Z', company_id: 1, user_name: 'Анна', role: 'chief', label: 'Баннер №1' },
      { ...audit, at: '2026-11-25T09:01:00.000Z', company_id: 3, user_name: 'Мария', role: 'chief', label: 'Баннер №1 (чужой)' },
      { ...audit, at: '2026-11-25T09:02:00.000Z', company_id: null, user_name: 'Admin', role: 'admin', label: 'Компания №3' },
    ]).execute();
    await old.insertInto('order_notes').values([
      { company_id: 1, order_id: 7, user_key: 'u', user_name: 'Анна', text: 'Своя', at: '2026-11-25T09:00:00.000Z' },
      { company_id: 3, order_id: 7, user_key: 'm', user_name: 'Мария', text: 'Чужая', at: '2026-11-25T09:00:00.000Z' },
    ]).execute();
    const view = { list: 'orders', query: 'status=1', created_at: '2026-11-25T09:00:00.000Z' };
    await old.insertInto('saved_views').values([
      { ...view, company_id: 1, owner_key: null, name: 'Новые', created_by: 'u' },
      { ...view, company_id: 0, owner_key: null, name: 'Админские', created_by: 'a' },
    ]).execute();
    await old.insertInto('user_sessions').values([
      { sid: 's1', user_key: 'u', role: 'chief', company_id: 1, user_agent: '', address: '', signed_in_at: view.created_at, last_seen_at: view.created_at, ended_at: null, expires_at: null },
      { sid: 's2', user_key: 'a', role: 'admin', company_id: null, user_agent: '', address: '', signed_in_at: view.created_at, last_seen_at: view.created_at, ended_at: null, expires_at: null },
    ]).execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    expect((await db.selectFrom('audit_entries').select(['tenant', 'label']).orderBy('at').execute()).map((r) => r.tenant)).toEqual(['company:1', 'company:3', null]);
    expect((await db.selectFrom('order_notes').select('tenant').orderBy('text').execute()).map((r) => r.tenant).sort()).toEqual(['company:1', 'company:3']);
    expect(await db.selectFrom('saved_views').select(['name', 'tenant']).orderBy('name').execute()).toEqual([
      { name: 'Админские', tenant: 'admin' },
      { name: 'Новые', tenant: 'company:1' },
    ]);
    expect(await db.selectFrom('user_sessions').select(['sid', 'tenant']).orderBy('sid').execute()).toEqual([
      { sid: 's1', tenant: 'company:1' },
      { sid: 's2', tenant: null },
    ]);
    for (const table of ['audit_entries', 'order_notes', 'saved_views', 'user_sessions']) {
      const columns = (await db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
      expect(columns).toContain('tenant');
      expect(columns).not.toContain('company_id');
    }

    // Read back by tenant as before by company, apart as before.
    const query = { page: 1, perPage: 20 };
    expect((await listActivity(db, { tenant: 'company:1' }, query)).rows.map((r) => r.label)).toEqual(['Баннер №1']);
    expect((await listActivity(db, { tenant: 'company:3' }, query)).rows.map((r) => r.label)).toEqual(['Баннер №1 (чужой)']);
    expect((await listOrderNotes(db, 'company:1', 7)).map((n) => n.text)).toEqual(['Своя']);
    const actor = (tenant: string | null, role: Actor['role'] = 'chief'): Actor => ({ role, tenant, userKey: 'x', userName: 'x', sid: null });
    expect((await listViews(db, actor('company:1'), 'orders')).map((v) => v.name)).toEqual(['Новые']);
    expect((await listViews(db, actor(null, 'admin'), 'orders')).map((v) => v.name)).toEqual(['Админские']);
    expect(await listViews(db, actor('app:other'), 'orders')).toEqual([]);
  });
});
