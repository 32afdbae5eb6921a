import { JSDOM } from 'jsdom';
import { PURIFY_WINDOW_KEY } from '../../rich-text/sanitize-html';

/**
 * The server's DOM for DOMPurify (browsers use their own window), installed once by the thread
 * that sanitises section HTML (sanitize-worker.ts). No `server-only` here: a worker's bundle is
 * resolved without the react-server condition, under which that guard throws.
 */
export function installPurifyWindow(): void {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  holder[PURIFY_WINDOW_KEY] ??= new JSDOM('').window;
}
