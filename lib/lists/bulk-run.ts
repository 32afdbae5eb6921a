import { errorMessage } from '../api/api-error';

/**
 * Bulk actions: the upstream has no bulk endpoints, so a bulk action is the single
 * call run for every selected row, a few at a time so the upstream and its throttle are not
 * flooded. Pure: no React, no fetch of its own.
 */

/** At most this many single calls are in flight at once. */
export const BULK_CONCURRENCY = 4;

export interface BulkFailure<T> {
  item: T;
  /** The server's message for this row (or the generic one). */
  message: string;
}

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkResult<T> {
  succeeded: T[];
  failed: BulkFailure<T>[];
  /** Rows never started because the run was cancelled. */
  skipped: T[];
  cancelled: boolean;
}

export interface BulkOptions {
  concurrency?: number;
  /** Cancelling stops starting new calls; calls in flight get the signal and finish or abort. */
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Runs `action` for every item with bounded concurrency; never throws for a failed row. */
export async function runBulk<T>(
  items: readonly T[],
  action: (item: T, signal: AbortSignal | undefined) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, signal, onProgress }: BulkOptions = {},
): Promise<BulkResult<T>> {
  const result: BulkResult<T> = { succeeded: [], failed: [], skipped: [], cancelled: false };
  let next = 0;
  let done = 0;
  const total = items.length;

  const worker = async () => {
    while (next < total) {
      if (signal?.aborted) return;
      const item = items[next++] as T;
      try {
        await action(item, signal);
        result.succeeded.push(item);
      } catch (error) {
        // A call cut short by the cancel did not fail on the server's side: it is skipped.
        if (signal?.aborted && isAbort(error)) result.skipped.push(item);
        else result.failed.push({ item, message: errorMessage(error) });
      }
      done += 1;
      onProgress?.({ done, total });
    }
  };

  onProgress?.({ done: 0, total });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, total)) }, worker));
  if (signal?.aborted) {
    result.cancelled = true;
    result.skipped.push(...items.slice(next));
  }
  return result;
}

/** 'Обработано 12 из 40'. */
export const progressText = ({ done, total }: BulkProgress) => `Обработано ${done} из ${total}`;
