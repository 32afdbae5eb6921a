import 'server-only';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { logLine } from '../runtime/log';
import type { SanitizeJob, SanitizeReply } from './sanitize-worker';

/**
 * Section HTML sanitised off the event loop: one worker thread (sanitize-worker.ts) takes the
 * jobs in turn while the server goes on answering other requests. It starts with the first job,
 * does not keep the process alive when idle, and a thread that fails or stops answering is
 * replaced by the next job (the jobs it held fail: the page shows its error, never unsanitised
 * HTML). Each job is bounded by the sanitiser's own limits (256 KB, 2 000 tags, depth 64).
 */
export interface SanitizeThread {
  sanitize(html: string): Promise<string>;
  /** Ends the thread (tests, bench); the next job starts a new one. */
  close(): Promise<void>;
}

/** No answer for this long while jobs wait: the thread is stuck (a job at the limits takes ~1.4 s). */
const STUCK_MS = 30_000;

export function createSanitizeThread(spawn: () => Worker): SanitizeThread {
  let worker: Worker | null = null;
  /** The thread has its window and takes jobs (sanitize-worker.ts says so). */
  let online = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  let watchdog: NodeJS.Timeout | undefined;

  const stop = (thread: Worker, reason: Error) => {
    if (worker !== thread) return;
    worker = null;
    clearTimeout(watchdog);
    for (const job of waiting.values()) job.reject(reason);
    waiting.clear();
    void thread.terminate();
  };
  /** Kept alive while jobs wait; watched once ready (loading jsdom, seconds on a loaded machine, is not counted). */
  const watch = (thread: Worker) => {
    clearTimeout(watchdog);
    if (waiting.size === 0) return thread.unref();
    thread.ref();
    if (!online) return;
    watchdog = setTimeout(() => {
      logLine('error', 'sanitize_thread_stuck', { waiting: waiting.size });
      stop(thread, new Error('the sanitiser thread stopped answering'));
    }, STUCK_MS);
    watchdog.unref();
  };
  const start = (): Worker => {
    const thread = spawn();
    online = false;
    thread.on('message', (reply: SanitizeReply) => {
      if ('ready' in reply) {
        online = true;
        return watch(thread);
      }
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.html);
      watch(thread);
    });
    thread.on('error', (error) => {
      logLine('error', 'sanitize_thread_failed', { err: error });
      stop(thread, error);
    });
    thread.on('exit', (code) => stop(thread, new Error(`the sanitiser thread exited with code ${code}`)));
    return thread;
  };

  return {
    sanitize(html) {
      const thread = (worker ??= start());
      const id = (nextId += 1);
      const done = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }));
      thread.postMessage({ id, html } satisfies SanitizeJob);
      watch(thread);
      return done;
    },
    async close() {
      const thread = worker;
      if (thread) {
        stop(thread, new Error('the sanitiser thread was closed'));
        await thread.terminate();
      }
    },
  };
}

/**
 * The worker's code. Under Next (`next start`, the standalone server) it is a chunk Next bundled
 * from this very form, `new Worker(join(__dirname, …))` with no options (given options, or
 * `new URL(…, import.meta.url)`, Next copies the source file unbundled). Anywhere else (jest, a
 * script under tsx) this module runs from source, and the thread loads the worker's TypeScript
 * through tsx. `NEXT_RUNTIME` tells them apart: Next sets it for its server code, nothing else does.
 */
function spawnWorker(): Worker {
  if (process.env.NEXT_RUNTIME) return new Worker(join(__dirname, 'sanitize-worker.ts'));
  return new Worker(fileURLToPath(import.meta.url).replace(/[^/\\]+$/, 'sanitize-worker.ts'), { execArgv: ['--import', 'tsx'] });
}

const SLOT = Symbol.for('merchant-backoffice.sanitize-thread');

/** The process's sanitiser thread, shared by every bundle that renders a section. */
export function sectionSanitizer(): SanitizeThread {
  const holder = globalThis as unknown as Record<symbol, SanitizeThread | undefined>;
  holder[SLOT] ??= createSanitizeThread(spawnWorker);
  return holder[SLOT];
}
