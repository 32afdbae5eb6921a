import 'server-only';
import { redisConfigured, withRedis } from '../runtime/redis';

/**
 * Imports in progress, per company: while the BFF proxies a company's order import
 * (`POST chief/integration/order/import`, the import screen sends its rows in batches) and for
 * a grace after its last batch answered, the order watcher marks the company's new orders
 * `quiet`, and the screens do not announce them one by one (no toast, no notification, no
 * chime): the import screen shows its own progress. The BFF knows this itself because it
 * proxies the call; the upstream's orders carry nothing the contract promises to tell an
 * imported order from a placed one.
 *
 * The proxy that passed the import and the watcher that polls the company may be different
 * instances, so with REDIS_URL the mark is a key (`bo:live:importing:<tenant>`) that expires
 * with the grace; a Redis failure falls back to what this instance knows.
 */

export interface ImportMarks {
  /** The company is importing until at least `ms` from now (a later mark is never shortened). */
  mark(tenant: string, ms: number): Promise<void>;
  /** Whether the company is importing now (or was within the grace). */
  active(tenant: string): Promise<boolean>;
}

/** The grace after an import's last batch: the watcher's next poll or two read what it created. */
export function importGraceMs(pollMs: number): number {
  return Math.max(5_000, 2 * pollMs + 5_000);
}

/** The proxied call that starts or continues an import (role chief, path below /dashboard/v1/chief/). */
export function isOrderImport(method: string, tail: string): boolean {
  return method === 'POST' && tail.toLowerCase().replace(/\/+$/, '') === 'integration/order/import';
}

export function memoryImportMarks(now: () => number = Date.now): ImportMarks {
  const until = new Map<string, number>();
  return {
    mark: async (tenant, ms) => {
      const at = now();
      for (const [key, end] of until) if (end <= at) until.delete(key);
      until.set(tenant, Math.max(until.get(tenant) ?? 0, at + ms));
    },
    active: async (tenant) => (until.get(tenant) ?? 0) > now(),
  };
}

const importKey = (tenant: string) => `bo:live:importing:${tenant}`;
// Extends the key's life to ARGV[1] ms unless it already lives longer.
const EXTEND = `
local left = redis.call('pttl', KEYS[1])
if left < tonumber(ARGV[1]) then redis.call('set', KEYS[1], '1', 'PX', ARGV[1]) end
return 1`;

export function redisImportMarks(local: ImportMarks = memoryImportMarks()): ImportMarks {
  return {
    mark: async (tenant, ms) => {
      await local.mark(tenant, ms);
      await withRedis('live_imports', async (redis) => void (await redis.eval(EXTEND, 1, importKey(tenant), String(Math.ceil(ms)))), () => undefined);
    },
    active: (tenant) =>
      withRedis(
        'live_imports',
        async (redis) => (await redis.exists(importKey(tenant))) === 1 || (await local.active(tenant)),
        () => local.active(tenant),
      ),
  };
}

/**
 * Runs one proxied import batch with the company marked: at its start, every half grace while it
 * is on its way (an upstream may create the orders as it goes), and once more when it answered,
 * so the mark lasts the grace after the last batch, whatever the batch's length.
 */
export async function whileImporting<T>(marks: ImportMarks, tenant: string, graceMs: number, run: () => Promise<T>): Promise<T> {
  const renew = () => marks.mark(tenant, graceMs).catch(() => undefined);
  await renew();
  const timer = setInterval(() => void renew(), Math.max(500, graceMs / 2));
  timer.unref?.();
  try {
    return await run();
  } finally {
    clearInterval(timer);
    await renew();
  }
}

const SLOT = Symbol.for('bo.live.imports');
const holder = globalThis as unknown as Record<symbol, ImportMarks | undefined>;

/** The process's marks (shared by the proxy's bundle and the live stream's, like the hub). */
export function importMarks(): ImportMarks {
  return (holder[SLOT] ??= redisConfigured() ? redisImportMarks() : memoryImportMarks());
}

/** Tests: fresh marks next time. */
export function resetImportMarksForTests(): void {
  holder[SLOT] = undefined;
}
