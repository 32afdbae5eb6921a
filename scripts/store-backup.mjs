// `npm run store:backup [-- <file>]`: a consistent copy of the SQLite store (DATA_DIR/backoffice.sqlite)
// while the server runs. Plain Node (node:sqlite), so the container image runs it as well:
// `docker exec <container> node scripts/store-backup.mjs`. docs/operations.md, "Backup and restore".
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { checkStoreFile, liveStorePath, refuseWithPostgres } from './store-file.mjs';

refuseWithPostgres('store:backup', 'pg_dump');
const source = liveStorePath();
if (!existsSync(source)) {
  console.error(`store:backup: no store at ${source} (set DATA_DIR to the server's)`);
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? resolve(dirname(source), 'backups', `backoffice-${stamp}.sqlite`));
const partial = `${target}.partial`;

mkdirSync(dirname(target), { recursive: true });
rmSync(partial, { force: true });
const database = new DatabaseSync(source, { readOnly: true });
try {
  // The server's writer is waited for, not failed.
  database.exec('pragma busy_timeout = 10000');
  // One read transaction: the copy is the store as of one moment, whatever is written meanwhile
  // (the online backup API would restart on every write of the server instead), and compacted.
  database.prepare('vacuum into ?').run(partial);
} finally {
  database.close();
}
const tables = checkStoreFile(partial);
// Under its name only once complete: a half-written copy is never taken for a backup.
renameSync(partial, target);
console.log(JSON.stringify({ event: 'store_backup', from: source, file: target, bytes: statSync(target).size, tables }));
