/**
 * @jest-environment node
 *
 * `npm run store:backup` and `store:restore` (scripts/store-backup.mjs, store-restore.mjs), run as
 * the commands they are against a SQLite store that stays open, as a running server's does.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openStore, type Store } from '@/lib/server/store/db';

jest.mock('server-only', () => ({}));

const run = promisify(execFile);
let dir: string;
let store: Store;

const command = (script: string, ...args: string[]) =>
  run(process.execPath, [join('scripts', script), ...args], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });

const note = (text: string) => ({ tenant: 'company:1', order_id: 7, user_key: 'u1', user_name: 'Анна', text, at: new Date().toISOString() });
const texts = async () => (await store.selectFrom('order_notes').select('text').orderBy('id').execute()).map((row) => row.text);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bo-backup-'));
  store = await openStore({ engine: 'sqlite', location: join(dir, 'backoffice.sqlite') });
});

afterEach(async () => {
  await store.destroy();
  rmSync(dir, { recursive: true, force: true });
});

it('backs the open store up and restores it: what was written after the backup is gone, what was before is back', async () => {
  await store.insertInto('order_notes').values([note('Позвонить клиенту'), note('Собран')]).execute();
  const backup = join(dir, 'copy.sqlite');

  const made = await command('store-backup.mjs', backup);
  expect(JSON.parse(made.stdout)).toMatchObject({ event: 'store_backup', file: backup, tables: { order_notes: 2 } });
  expect(existsSync(`${backup}.partial`)).toBe(false);

  await store.deleteFrom('order_notes').where('text', '=', 'Собран').execute();
  await store.insertInto('order_notes').values(note('После копии')).execute();
  expect(await texts()).toEqual(['Позвонить клиенту', 'После копии']);

  const restored = await command('store-restore.mjs', backup);
  expect(JSON.parse(restored.stdout)).toMatchObject({ event: 'store_restore', tables: { order_notes: 2 } });
  // Read through the connection that was open all along, as a server's would be.
  expect(await texts()).toEqual(['Позвонить клиенту', 'Собран']);
  // And the store still takes writes, numbered after the restored rows.
  const { id } = await store.insertInto('order_notes').values(note('Дальше')).returning('id').executeTakeFirstOrThrow();
  expect(id).toBe(3);
});

it('a backup lands in DATA_DIR/backups under a time stamp when no file is given', async () => {
  const made = JSON.parse((await command('store-backup.mjs')).stdout) as { file: string };
  expect(made.file.startsWith(join(dir, 'backups', 'backoffice-'))).toBe(true);
  expect(existsSync(made.file)).toBe(true);
});

it('refuses to restore a file that is not a store, and leaves the store as it was', async () => {
  await store.insertInto('order_notes').values(note('Остаётся')).execute();
  const junk = join(dir, 'junk.sqlite');
  writeFileSync(junk, 'not a database at all');
  await expect(command('store-restore.mjs', junk)).rejects.toMatchObject({ code: 1 });
  expect(await texts()).toEqual(['Остаётся']);
});
