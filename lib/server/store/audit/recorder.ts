import 'server-only';
import { logLine } from '../../runtime/log';
import { onShutdown } from '../../runtime/shutdown';
import { getStore } from '../db';
import type { AuditEntryTable } from '../schema';

/**
 * The audit trail's writer. A change is handed over without waiting for the database: the
 * entry (or the promise of it, while the actor is still being looked up) joins a queue in
 * memory, and one writer stores the queue in batches — one multi-row insert every ~100 ms, or at
 * once when 200 entries wait. Nothing is lost in silence: a failed write is logged and retried
 * with a growing pause (the batch keeps its place at the head of the queue); a queue that
 * reached its bound drops new entries and logs, as an error, how many; a shutdown waits for
 * the queue to be written and logs what it could not write.
 */

export type AuditRow = Omit<AuditEntryTable, 'id'>;

export interface RecorderOptions<T> {
  /** Stores one batch; a rejection is a failed write (logged, retried). */
  write: (rows: T[]) => Promise<void>;
  batchSize?: number;
  intervalMs?: number;
  maxQueue?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  log?: typeof logLine;
}

export interface RecorderStats {
  queued: number;
  /** The longest the queue has been. */
  peak: number;
  written: number;
  dropped: number;
  failedWrites: number;
}

export const AUDIT_BATCH_SIZE = 200;
export const AUDIT_INTERVAL_MS = 100;
export const AUDIT_MAX_QUEUE = 50_000;

export interface Recorder<T> {
  /** Queues an entry; never waits for the database and never throws. */
  add(entry: T | Promise<T>): void;
  /** Resolves when everything queued so far is written (or `timeoutMs` passed: then logged). */
  flush(timeoutMs?: number): Promise<void>;
  stats(): RecorderStats;
}

export function createRecorder<T>(options: RecorderOptions<T>): Recorder<T> {
  const batchSize = options.batchSize ?? AUDIT_BATCH_SIZE;
  const intervalMs = options.intervalMs ?? AUDIT_INTERVAL_MS;
  const maxQueue = options.maxQueue ?? AUDIT_MAX_QUEUE;
  const retryBaseMs = options.retryBaseMs ?? 100;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const log = options.log ?? logLine;

  const queue: Array<T | Promise<T>> = [];
  const stats: RecorderStats = { queued: 0, peak: 0, written: 0, dropped: 0, failedWrites: 0 };
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;
  let droppedUnreported = 0;
  let overflowTimer: NodeJS.Timeout | null = null;
  // Set by flush(): a writer pausing after a failure tries again at once.
  let wake: (() => void) | null = null;

  const reportOverflow = () => {
    overflowTimer = null;
    if (droppedUnreported === 0) return;
    log('error', 'audit_queue_overflow', { dropped: droppedUnreported, maxQueue, note: 'audit entries were not recorded' });
    droppedUnreported = 0;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      t.unref();
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function drain(): Promise<void> {
    let attempt = 0;
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      const settled = await Promise.allSettled(batch);
      const rows: T[] = [];
      for (const result of settled) {
        if (result.status === 'fulfilled') rows.push(result.value);
        else log('error', 'audit_entry_failed', { message: String((result.reason as Error)?.message ?? result.reason) });
      }
      try {
        if (rows.length > 0) await options.write(rows);
        queue.splice(0, batch.length);
        stats.queued = queue.length;
        stats.written += rows.length;
        attempt = 0;
      } catch (error) {
        attempt += 1;
        stats.failedWrites += 1;
        const waitMs = Math.min(retryMaxMs, retryBaseMs * 2 ** (attempt - 1));
        log('warn', 'audit_write_failed', { entries: rows.length, queued: queue.length, attempt, retryInMs: waitMs, message: error instanceof Error ? error.message : String(error) });
        // The settled values replace the promises, so a retry does not look the actors up again.
        queue.splice(0, batch.length, ...rows);
        await pause(waitMs);
      }
    }
  }

  const startDrain = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    draining ??= drain().finally(() => {
      draining = null;
      // Entries that came while the last batch was written.
      if (queue.length > 0) schedule();
    });
  };

  function schedule() {
    if (draining || timer) return;
    timer = setTimeout(startDrain, intervalMs);
    timer.unref();
  }

  return {
    add(entry) {
      if (queue.length >= maxQueue) {
        stats.dropped += 1;
        droppedUnreported += 1;
        if (!overflowTimer) {
          overflowTimer = setTimeout(reportOverflow, 1_000);
          overflowTimer.unref();
        }
        return;
      }
      // A rejection is reported by the writer; until then it must not count as unhandled.
      if (entry instanceof Promise) entry.catch(() => undefined);
      queue.push(entry);
      stats.queued = queue.length;
      if (queue.length > stats.peak) stats.peak = queue.length;
      if (queue.length >= batchSize && !draining) startDrain();
      else schedule();
    },
    async flush(timeoutMs = 10_000) {
      const started = Date.now();
      while (queue.length > 0 || draining) {
        if (Date.now() - started > timeoutMs) {
          log('error', 'audit_unwritten', { entries: queue.length, note: 'the audit trail could not be written before the deadline' });
          return;
        }
        if (!draining) startDrain();
        wake?.();
        await Promise.race([draining, new Promise((resolve) => setTimeout(resolve, 50).unref())]);
      }
      reportOverflow();
    },
    stats: () => ({ ...stats }),
  };
}

/** Inserts a batch of audit entries with one statement. */
export async function writeAuditRows(rows: AuditRow[]): Promise<void> {
  const store = await getStore();
  await store.insertInto('audit_entries').values(rows).execute();
}

// One per process: the pages and the route handlers are bundled apart.
const SLOT = Symbol.for('backoffice.auditRecorder');

/** This process's audit recorder; its queue is written out on a graceful shutdown. */
export function auditRecorder(): Recorder<AuditRow> {
  const holder = globalThis as { [SLOT]?: Recorder<AuditRow> };
  if (!holder[SLOT]) {
    const recorder = createRecorder<AuditRow>({ write: writeAuditRows });
    holder[SLOT] = recorder;
    onShutdown(() => recorder.flush());
  }
  return holder[SLOT];
}

/** Records a change: the row (or its promise) is written in the background. */
export function recordChange(entry: AuditRow | Promise<AuditRow>): void {
  auditRecorder().add(entry);
}
