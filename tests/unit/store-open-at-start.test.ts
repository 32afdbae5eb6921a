/**
 * @jest-environment node
 *
 * The store is opened and migrated when the server starts (instrumentation.ts), and a SQLite
 * store that cannot be opened stops the server there instead of failing the first write.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeStore, getStore } from '@/lib/server/store/db';
import { openStoreAtStart } from '@/lib/server/store/open-at-start';

jest.mock('server-only', () => ({}));

let dir: string;
const saved = process.env.DATA_DIR;
let exit: jest.SpyInstance;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bo-open-'));
  exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await closeStore();
  process.env.DATA_DIR = saved;
  delete process.env.DATABASE_URL;
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

it('migrates SQLite before the first request', async () => {
  process.env.DATA_DIR = dir;
  await openStoreAtStart();
  const tables = (await (await getStore()).introspection.getTables()).map((table) => table.name);
  expect(tables).toEqual(expect.arrayContaining(['audit_entries', 'order_notes', 'saved_views', 'user_sessions']));
  expect(exit).not.toHaveBeenCalled();
});

it('stops the server when the SQLite store cannot be opened', async () => {
  // A file where the data directory should be: nothing can be created under it, even as root.
  const blocked = join(dir, 'not-a-directory');
  writeFileSync(blocked, '');
  process.env.DATA_DIR = blocked;
  await openStoreAtStart();
  expect(exit).toHaveBeenCalledWith(1);
  expect(String((console.error as jest.Mock).mock.calls.flat().join('\n'))).toContain('store_unavailable');
});

it('goes on without PostgreSQL, which may still be starting: logged, tried again on the next use', async () => {
  process.env.DATABASE_URL = 'postgres://bo@127.0.0.1:9/none';
  await openStoreAtStart();
  await expect(getStore()).rejects.toThrow();
  expect(exit).not.toHaveBeenCalled();
});
