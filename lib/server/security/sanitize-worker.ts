import { parentPort } from 'node:worker_threads';
import { sanitizeHtml } from '../../rich-text/sanitize-html';
import { installPurifyWindow } from './purify-window';

/**
 * The thread that sanitises company text sections on the server (started by sanitize-thread.ts):
 * DOMPurify on jsdom takes up to about 1.4 s for a section at the limits, which on the main
 * thread would hold up every other request of the instance. It has its own jsdom window, says
 * `{ ready }` once it has, and answers each `{ id, html }` with `{ id, html }` (sanitised) or
 * `{ id, error }`, in order.
 */
export interface SanitizeJob {
  id: number;
  html: string;
}
export type SanitizeReply = { id: number; html: string } | { id: number; error: string } | { ready: true };

installPurifyWindow();
parentPort?.postMessage({ ready: true } satisfies SanitizeReply);
parentPort?.on('message', ({ id, html }: SanitizeJob) => {
  let reply: SanitizeReply;
  try {
    reply = { id, html: sanitizeHtml(html) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
