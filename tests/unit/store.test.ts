/**
 * @jest-environment node
 *
 * The BFF's own store on both engines it supports: SQLite through node:sqlite (the default) and
 * a real PostgreSQL server. The same migrations and the same queries must behave the same.
 */
import { openStore, storeConfig } from '@/lib/server/store/db';
import { describeEachEngine } from '../helpers/store-engines';

jest.mock('server-only', () => ({}));

it('chooses PostgreSQL with DATABASE_URL and SQLite in the data directory otherwise', () => {
  expect(storeConfig({ DATABASE_URL: 'postgres://x@h/db' })).toEqual({ engine: 'postgres', location: 'postgres://x@h/db' });
  expect(storeConfig({ DATA_DIR: '/srv/bo' })).toEqual({ engine: 'sqlite', location: '/srv/bo/backoffice.sqlite' });
  expect(storeConfig({}).location).toMatch(/\/data\/backoffice\.sqlite$/);
});

describeEachEngine((engine) => {

  it('migrates at start, and a second start finds nothing to do', async () => {
    const again = await openStore(engine.config());
    await again.destroy();
    const tables = await engine.store.introspection.getTables();
    expect(tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'))).toEqual(
      expect.arrayContaining(['audit_entries', 'order_notes', 'saved_views', 'user_sessions']),
    );
  });

  it('numbers rows itself and reads them back by company, in time order', async () => {
    const note = (tenant: string, text: string, at: string) => ({ tenant, order_id: 7, user_key: 'u1', user_name: 'Анна', text, at });
    const first = await engine.store.insertInto('order_notes').values(note('company:1', 'Позвонить клиенту', '2026-11-25T09:00:00.000Z')).returning('id').executeTakeFirstOrThrow();
    const second = await engine.store.insertInto('order_notes').values(note('company:1', 'Собран', '2026-11-25T10:00:00.000Z')).returning('id').executeTakeFirstOrThrow();
    await engine.store.insertInto('order_notes').values(note('company:2', 'Чужая компания', '2026-11-25T09:30:00.000Z')).execute();
    expect(second.id).toBeGreaterThan(first.id);
    const rows = await engine.store.selectFrom('order_notes').select(['text']).where('tenant', '=', 'company:1').where('order_id', '=', 7).orderBy('at', 'desc').execute();
    expect(rows.map((row) => row.text)).toEqual(['Собран', 'Позвонить клиенту']);
  });

  it('keeps Russian text, nulls and JSON text as written', async () => {
    await engine.store
      .insertInto('audit_entries')
      .values({
        at: '2026-11-25T09:00:00.000Z',
        tenant: null,
        user_key: null,
        user_name: 'Admin',
        role: 'admin',
        session_id: null,
        method: 'PUT',
        path: 'settings',
        resource_type: 'settings',
        resource_id: null,
        label: 'Настройки платформы «Главные»',
        fields: JSON.stringify({ commission: 5 }),
        status: 200,
        error: null,
        instance: 'test',
        request_id: null,
      })
      .execute();
    const row = await engine.store.selectFrom('audit_entries').selectAll().where('label', 'like', 'Настройки%').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant: null, label: 'Настройки платформы «Главные»', status: 200 });
    expect(JSON.parse(row.fields!)).toEqual({ commission: 5 });
  });
});
