// `npm run store:restore -- <backup file>`: puts a backup made by store:backup back as the SQLite
// store (DATA_DIR/backoffice.sqlite). Stop the server(s) first: what they keep in memory (the audit
// queue) would be written on top of the restored data. docs/operations.md, "Backup and restore".
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { checkStoreFile, liveStorePath, refuseWithPostgres } from './store-file.mjs';

refuseWithPostgres('store:restore', 'pg_restore or psql');
const [file] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.error('Usage: npm run store:restore -- <backup file> (made by npm run store:backup)');
  process.exit(2);
}
const from = resolve(file);
// A damaged or foreign file is refused before the store is touched.
checkStoreFile(from);
const target = liveStorePath();
const source = new DatabaseSync(from, { readOnly: true });
try {
  // SQLite's backup API, into the store: page by page under the store's own locks, committed at
  // once, so the WAL and the shared-memory files stay consistent with the new content (copying the
  // file over them would not).
  // All pages in one step (the API takes no "all"), so the store is replaced in one transaction.
  await backup(source, target, { rate: 2_147_483_647 });
} finally {
  source.close();
}
const tables = checkStoreFile(target);
console.log(JSON.stringify({ event: 'store_restore', from, file: target, tables }));
