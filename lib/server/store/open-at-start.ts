import 'server-only';
import { logLine } from '../runtime/log';
import { getStore, storeConfig } from './db';

/**
 * Opens the store and runs its migrations when the server starts (instrumentation.ts), not on
 * the first request that needs it, so a store that cannot be written shows at start instead of
 * as a failed note or a lost audit entry later.
 *
 * SQLite is a file of this process: a failure there (a data directory the user cannot write,
 * a full disk) does not mend itself, so the server refuses to start. PostgreSQL may still be
 * starting beside it: the failure is logged, `/readyz` answers 503, and the next use tries again.
 * The server does not wait for PostgreSQL to answer before it listens.
 */
export async function openStoreAtStart(): Promise<void> {
  const { engine } = storeConfig();
  const opening = getStore().then(
    () => logLine('info', 'store_ready', { engine }),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (engine === 'postgres') return logLine('error', 'store_unavailable', { engine, message });
      logLine('fatal', 'store_unavailable', { engine, message });
      process.exit(1);
    },
  );
  if (engine === 'sqlite') await opening;
}
