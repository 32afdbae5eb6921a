/**
 * Sending an import batch by batch: one call at a time, progress after each answer, and a stop
 * between batches when staff cancel or a call fails. Pure (the call is passed in), so the
 * screen only renders what this reports.
 */
import { chunk } from './result';

export type ImportStop = 'done' | 'cancelled' | 'failed';

export interface BatchRun<R> {
  /** Answers of the batches that were sent, in order. */
  results: R[];
  /** How many items went out in answered batches. */
  sent: number;
  stop: ImportStop;
  /** What the failed call threw (only when `stop` is 'failed'). */
  error?: unknown;
}

export interface BatchRunOptions {
  /** Called after every answered batch with the items answered so far. */
  onProgress?: (sent: number, total: number) => void;
  /**
   * Read before each batch. A batch already sent is awaited, not aborted: the upstream may have
   * saved it, and its answer says which rows were refused.
   */
  cancelled?: () => boolean;
}

export async function sendInBatches<T, R>(items: readonly T[], size: number, send: (batch: T[]) => Promise<R>, options: BatchRunOptions = {}): Promise<BatchRun<R>> {
  const results: R[] = [];
  let sent = 0;
  for (const batch of chunk(items, size)) {
    if (options.cancelled?.()) return { results, sent, stop: 'cancelled' };
    try {
      results.push(await send(batch));
    } catch (error) {
      return { results, sent, stop: 'failed', error };
    }
    sent += batch.length;
    options.onProgress?.(sent, items.length);
  }
  // A cancel pressed while the last batch was on its way changes nothing: all was sent.
  return { results, sent, stop: 'done' };
}
