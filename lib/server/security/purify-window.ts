import 'server-only';
import { JSDOM } from 'jsdom';
import { PURIFY_WINDOW_KEY } from '../../rich-text/sanitize-html';

/** The server's DOM for DOMPurify (browsers use their own window). Called once at start-up. */
export function installPurifyWindow(): void {
  const holder = globalThis as unknown as Record<symbol, unknown>;
  holder[PURIFY_WINDOW_KEY] ??= new JSDOM('').window;
}
