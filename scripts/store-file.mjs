// What store-backup.mjs and store-restore.mjs share: where the SQLite store is and how a copy is checked.
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The file the server opens (lib/server/store/db.ts, storeConfig): DATA_DIR/backoffice.sqlite. */
export const liveStorePath = () => resolve(process.env.DATA_DIR || 'data', 'backoffice.sqlite');

/** With DATABASE_URL the store is PostgreSQL, whose own tools do this job. */
export function refuseWithPostgres(command, instead) {
  if (!process.env.DATABASE_URL) return;
  console.error(`${command}: DATABASE_URL is set, so the store is PostgreSQL; use ${instead} instead`);
  process.exit(2);
}

/** Fails unless `file` is an intact store (the app's migrations table included); returns its row counts by table. */
export function checkStoreFile(file) {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const [check] = database.prepare('pragma integrity_check').all();
    if (check?.integrity_check !== 'ok') throw new Error(`${file} is damaged: ${JSON.stringify(check)}`);
    const names = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all()
      .map((row) => String(row.name));
    if (!names.includes('kysely_migration')) throw new Error(`${file} is not the back office's store (no kysely_migration table)`);
    return Object.fromEntries(names.map((name) => [name, Number(database.prepare(`select count(*) as n from "${name}"`).get().n)]));
  } finally {
    database.close();
  }
}
