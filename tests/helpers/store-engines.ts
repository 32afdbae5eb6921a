/**
 * The store's tests run the same block on both engines the BFF supports: SQLite in a temporary
 * directory and a real PostgreSQL (a throwaway server from ./postgres, one for the file). Each
 * block opens one store before its tests and closes it after them; a block that wants a clean
 * table per test deletes it in its own `beforeEach`.
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
  let server: PostgresServer | undefined;
  let dir: string | undefined;
  // Both live until the file's last test: a closed pool's connections end a moment after
  // `destroy` resolves, and a server stopped right then warns of them into the next test.
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bo-engine-'));
    server = await startPostgres();
  }, START_MS);
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe.each(['SQLite', 'PostgreSQL'] as const)('%s', (name) => {
    let config: StoreConfig | undefined;
    let store: Store | undefined;

    beforeAll(async () => {
      if (!server || !dir) throw new Error('The engines did not start');
      const env = name === 'PostgreSQL' ? { DATABASE_URL: server.url } : { DATA_DIR: dir };
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
    });

    afterAll(async () => {
      if (open === 'config') await store?.destroy();
      else {
        await closeStore();
        delete process.env.DATABASE_URL;
        delete process.env.DATA_DIR;
      }
      store = undefined;
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
