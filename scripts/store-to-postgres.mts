// `npm run store:to-postgres`: copies the SQLite store (DATA_DIR/backoffice.sqlite, or the file given)
// to the PostgreSQL of DATABASE_URL, then compares the row counts of every table. Stop the server
// first, then start the instances with DATABASE_URL. docs/operations.md, "Moving to PostgreSQL".
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openStore, storeConfig } from '../lib/server/store/db';
import { copyStore } from '../lib/server/store/tools/copy-to-postgres';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('store:to-postgres: set DATABASE_URL to the PostgreSQL to copy the store to');
  process.exit(2);
}
const from = process.argv[2] ? resolve(process.argv[2]) : storeConfig({ DATA_DIR: process.env.DATA_DIR }).location;
if (!existsSync(from)) {
  console.error(`store:to-postgres: no SQLite store at ${from} (set DATA_DIR or give the file)`);
  process.exit(2);
}

const source = await openStore({ engine: 'sqlite', location: from });
const target = await openStore({ engine: 'postgres', location: databaseUrl });
try {
  const counts = await copyStore(source, target);
  const same = JSON.stringify(counts.source) === JSON.stringify(counts.target);
  console.log(JSON.stringify({ event: 'store_to_postgres', from, same, ...counts }));
  process.exitCode = same ? 0 : 1;
} catch (error) {
  console.error(`store:to-postgres: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}
