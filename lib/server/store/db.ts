import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { Pool } from 'pg';
import { logLine } from '../runtime/log';
import { migrationProvider, type Engine } from './migrations';
import type { StoreSchema } from './schema';
import { nodeSqliteDialect } from './sqlite-dialect';

/**
 * The BFF's own database: PostgreSQL when `DATABASE_URL` is set (several instances share it),
 * otherwise SQLite in the data directory (`DATA_DIR`, default `./data`; one process, nothing to
 * install). Opened and migrated once per process, when the server starts (open-at-start.ts).
 */
export type Store = Kysely<StoreSchema>;

export interface StoreConfig {
  engine: Engine;
  /** PostgreSQL: the connection URL; SQLite: the file path (or `:memory:`). */
  location: string;
}

export function storeConfig(env: Record<string, string | undefined> = process.env): StoreConfig {
  if (env.DATABASE_URL) return { engine: 'postgres', location: env.DATABASE_URL };
  return { engine: 'sqlite', location: resolve(env.DATA_DIR || 'data', 'backoffice.sqlite') };
}

/** Opens a store and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<Store> {
  const db = new Kysely<StoreSchema>({ dialect: dialectOf(config) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider(config.engine) }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`The store's migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return db;
}

function dialectOf({ engine, location }: StoreConfig) {
  if (engine === 'postgres') {
    // A server that does not answer fails a query after 5 s instead of holding it (and /readyz) forever.
    const pool = new Pool({ connectionString: location, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server closed (a restart, a failover) is an 'error' event: without
    // a listener it would end the process; the pool opens a new connection on the next query.
    pool.on('error', (error) => logLine('warn', 'store_connection_lost', { message: error.message }));
    return new PostgresDialect({ pool });
  }
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const database = new DatabaseSync(location);
  // WAL: readers do not wait for the batched writer; a busy database is waited for, not failed.
  database.exec('pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = 5000;');
  return nodeSqliteDialect(database);
}

// One per process: the pages and the route handlers are bundled apart, so a module-level
// variable could hold two stores.
const SLOT = Symbol.for('backoffice.store');
type Slot = { store?: Promise<Store> };
const slot = ((globalThis as { [SLOT]?: Slot })[SLOT] ??= {});

/** This process's store: opened at start, or by the first use after a failed opening. */
export function getStore(): Promise<Store> {
  slot.store ??= openStore(storeConfig()).catch((error: unknown) => {
    // The next call tries again (a database that was still starting).
    slot.store = undefined;
    throw error;
  });
  return slot.store;
}

/** Closes the store (graceful shutdown, tests). */
export async function closeStore(): Promise<void> {
  const open = slot.store;
  slot.store = undefined;
  if (open) await (await open).destroy();
}
