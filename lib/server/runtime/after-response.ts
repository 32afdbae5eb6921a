import 'server-only';
import { currentRequestId, logLine, runWithRequestId } from './log';

/**
 * Work that follows an answer but is not part of it (the change clock, the sessions list's
 * "seen", the audit trail, the access log and its metric): queued when the answer is ready and
 * run together on one microtask, each in the request-id context of its call. It never delays the
 * answer's own code path and never fails it: a hook that throws is logged (`after_response_failed`)
 * and the next one runs.
 *
 * A microtask, not a timer: it still runs before the server's code that awaited the handler
 * resumes, so the answer's body is untouched when a hook clones it (the audit trail reads a
 * failed answer's text) and a test that awaited the handler sees the hooks' effects.
 */

export interface Hook<T> {
  /** For the log line of a failure. */
  name: string;
  run: (facts: T) => void;
}

interface Queued {
  requestId: string | undefined;
  run: () => void;
}

// One queue per process: the route handlers and the instrumentation hook are bundled apart.
const SLOT = Symbol.for('bo.after-response');
type Queue = { items: Queued[]; scheduled: boolean };
const queue = ((globalThis as unknown as Record<symbol, Queue | undefined>)[SLOT] ??= { items: [], scheduled: false });

function runOne(item: Queued): void {
  try {
    item.run();
  } catch {
    // Only the failure's own log line can throw here (a broken destination): nothing is left to tell it to.
  }
}

function flush(): void {
  queue.scheduled = false;
  const items = queue.items;
  queue.items = [];
  for (const item of items) {
    if (item.requestId === undefined || item.requestId === currentRequestId()) runOne(item);
    else runWithRequestId(item.requestId, () => runOne(item));
  }
}

/**
 * Queues `hooks`, in their order, for one answered call. A hook that throws is logged and the
 * ones after it still run.
 */
export function afterResponse<T>(hooks: readonly Hook<T>[], facts: T): void {
  const requestId = currentRequestId();
  const run = () => {
    for (const hook of hooks) {
      try {
        hook.run(facts);
      } catch (error) {
        logLine('error', 'after_response_failed', { hook: hook.name, err: error });
      }
    }
  };
  queue.items.push({ requestId, run });
  if (!queue.scheduled) {
    queue.scheduled = true;
    queueMicrotask(flush);
  }
}
