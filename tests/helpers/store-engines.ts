/**
 * The store's tests run the same block on both engines the BFF supports: SQLite in a temporary
 * directory and a real PostgreSQL (a throwaway server from ./postgres, started for its block
 * only). Each block opens one store before its tests and closes it after them; a block that
 * wants a clean table per test deletes it in its own `beforeEach`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeStore, getStore, openStore, storeConfig, type Store, type StoreConfig } from '@/lib/server/store/db';
import { startPostgres, type PostgresServer } from './postgres';

export interface StoreEngine {
  readonly name: 'SQLite' | 'PostgreSQL';
  /** Where this block's store lives, as `openStore` takes it (valid once the block has started). */
  config(): StoreConfig;
  /** The block's store, opened and migrated before its first test. */
  readonly store: Store;
}

export interface EngineOptions {
  /**
   * `'config'` (the default): the block opens a store of its own with `openStore`.
   * `'environment'`: the block sets `DATA_DIR` or `DATABASE_URL` and uses the process's store
   * (`getStore`), as the route handlers under test read it.
   */
  open?: 'config' | 'environment';
}

/** A new PostgreSQL cluster takes longer to start than Jest's 5 s default for a hook. */
const START_MS = 60_000;

/** `describe.each` over SQLite and PostgreSQL, each block with its store ready. */
export function describeEachEngine(body: (engine: StoreEngine) => void, { open = 'config' }: EngineOptions = {}): void {
  describe.each(['SQLite', 'PostgreSQL'] as const)('%s', (name) => {
    let config: StoreConfig | undefined;
    let store: Store | undefined;
    let release: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      let env: { DATA_DIR?: string; DATABASE_URL?: string };
      if (name === 'PostgreSQL') {
        const server: PostgresServer = await startPostgres();
        release = () => server.stop();
        env = { DATABASE_URL: server.url };
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'bo-engine-'));
        release = async () => rmSync(dir, { recursive: true, force: true });
        env = { DATA_DIR: dir };
      }
      // The same choice the app makes from its environment, so both ways open the same store.
      config = storeConfig(env);
      if (open === 'config') {
        store = await openStore(config);
        return;
      }
      await closeStore();
      delete process.env.DATA_DIR;
      delete process.env.DATABASE_URL;
      Object.assign(process.env, env);
      store = await getStore();
    }, START_MS);

    afterAll(async () => {
      if (open === 'config') await store?.destroy();
      else {
        await closeStore();
        delete process.env.DATABASE_URL;
        delete process.env.DATA_DIR;
      }
      store = undefined;
      await release();
    });

    body({
      name,
      config() {
        if (!config) throw new Error(`The ${name} block has not started yet`);
        return config;
      },
      get store() {
        if (!store) throw new Error(`The ${name} store is not open: use it inside a test or a hook`);
        return store;
      },
    });
  });
}
