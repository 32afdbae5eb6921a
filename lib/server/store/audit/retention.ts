import 'server-only';
import { logLine } from '../../runtime/log';
import { getStore, type Store } from '../db';

/**
 * How long the audit trail is kept: `AUDIT_RETENTION_DAYS` (default 365). A job removes older
 * entries when the process starts and every 24 hours after; it deletes in batches so a large
 * backlog never holds a long lock over the table the recorder writes to. With several
 * instances each runs the job; deleting what another already deleted costs nothing.
 */

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
export const RETENTION_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.AUDIT_RETENTION_DAYS);
  return env.AUDIT_RETENTION_DAYS && Number.isFinite(days) && days > 0 ? days : DEFAULT_AUDIT_RETENTION_DAYS;
}

/** Deletes the entries older than `days` before `now`, `batch` at a time; returns how many. */
export async function purgeAudit(store: Store, days: number, now = new Date(), batch = RETENTION_BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  let removed = 0;
  for (;;) {
    const ids = store.selectFrom('audit_entries').select('id').where('at', '<', cutoff).orderBy('id').limit(batch);
    const result = await store.deleteFrom('audit_entries').where('id', 'in', ids).executeTakeFirst();
    const count = Number(result.numDeletedRows ?? 0);
    removed += count;
    if (count < batch) return removed;
  }
}

const SLOT = Symbol.for('backoffice.auditRetention');

/** Starts the job once per process (at start, then daily; the timer does not keep the process up). */
export function startAuditRetention(): void {
  const holder = globalThis as { [SLOT]?: NodeJS.Timeout };
  if (holder[SLOT]) return;
  const run = async () => {
    try {
      const days = retentionDays();
      const removed = await purgeAudit(await getStore(), days);
      if (removed > 0) logLine('info', 'audit_retention', { removed, days });
    } catch (error) {
      logLine('warn', 'audit_retention_failed', { message: error instanceof Error ? error.message : String(error) });
    }
  };
  holder[SLOT] = setInterval(() => void run(), DAY_MS);
  holder[SLOT].unref();
  void run();
}
