/**
 * @jest-environment node
 *
 * `npm run store:to-postgres` (lib/server/store/tools/copy-to-postgres.ts): a SQLite store with
 * rows in every table is copied to a real PostgreSQL, and the counts of both are compared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '@/lib/server/store/db';
import { STORE_TABLES, TargetNotEmptyError, copyStore, countRows } from '@/lib/server/store/tools/copy-to-postgres';
import { startPostgres, type PostgresServer } from '../helpers/postgres';

jest.mock('server-only', () => ({}));

let server: PostgresServer;
let dir: string;
let sqlite: Store;
let postgres: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bo-to-pg-'));
  server = await startPostgres('to_postgres');
  sqlite = await openStore({ engine: 'sqlite', location: join(dir, 'backoffice.sqlite') });
  postgres = await openStore({ engine: 'postgres', location: server.url });
}, 60_000);

afterAll(async () => {
  await sqlite?.destroy();
  await postgres?.destroy();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const at = (minute: number) => `2026-11-25T09:${String(minute).padStart(2, '0')}:00.000Z`;

async function fill(store: Store): Promise<void> {
  await store
    .insertInto('audit_entries')
    .values(
      Array.from({ length: 1205 }, (_, i) => ({
        at: at(i % 60),
        tenant: i % 2 ? 'company:1' : null,
        user_key: 'u1',
        user_name: 'Анна',
        role: 'chief' as const,
        session_id: 's1',
        method: 'PUT',
        path: `banners/${i}`,
        resource_type: 'banners',
        resource_id: String(i),
        label: `Баннер «${i}»`,
        fields: JSON.stringify({ title: 'Осень' }),
        status: 200,
        error: null,
        instance: 'a',
        request_id: null,
      })),
    )
    .execute();
  await store.insertInto('order_notes').values({ tenant: 'company:1', order_id: 7, user_key: 'u1', user_name: 'Анна', text: 'Позвонить', at: at(1) }).execute();
  await store.insertInto('saved_views').values({ tenant: 'company:1', owner_key: null, list: 'orders', name: 'Новые', query: 'status=1', created_at: at(2), created_by: 'Анна' }).execute();
  await store
    .insertInto('user_sessions')
    .values({ sid: 's1', user_key: 'u1', role: 'chief', tenant: 'company:1', user_agent: 'Firefox', address: '127.0.0.1', signed_in_at: at(3), last_seen_at: at(4), ended_at: null, expires_at: at(59) })
    .execute();
}

it('names every table of the store', async () => {
  const tables = (await sqlite.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  expect(Object.keys(STORE_TABLES).sort()).toEqual(tables.sort());
});

it('copies every table to PostgreSQL with the same counts and ids; new rows there are numbered after them; a second run is refused', async () => {
  await fill(sqlite);
  const counts = await copyStore(sqlite, postgres);
  expect(counts.source).toEqual({ audit_entries: 1205, order_notes: 1, saved_views: 1, user_sessions: 1 });
  expect(counts.target).toEqual(counts.source);

  const last = await postgres.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(last).toEqual(await sqlite.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow());
  expect(await postgres.selectFrom('user_sessions').selectAll().execute()).toEqual(await sqlite.selectFrom('user_sessions').selectAll().execute());

  const { id } = await postgres.insertInto('order_notes').values({ tenant: 'company:1', order_id: 7, user_key: 'u1', user_name: 'Анна', text: 'Новая', at: at(5) }).returning('id').executeTakeFirstOrThrow();
  expect(id).toBe(2);

  await expect(copyStore(sqlite, postgres)).rejects.toBeInstanceOf(TargetNotEmptyError);
  expect((await countRows(postgres)).audit_entries).toBe(1205);
});
