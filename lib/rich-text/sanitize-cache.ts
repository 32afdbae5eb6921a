import 'server-only';
import { createHash } from 'node:crypto';
import { canSanitize, sanitizeHtml } from './sanitize-html';

/**
 * Section HTML sanitised once per distinct text, on the server. DOMPurify on jsdom is slow per
 * element: a 250 KB section with 2 000 tags (within the limits) took 0.23–0.72 s of event loop on
 * every view of the page. The result is kept under the SHA-256 of the input (hashing 250 KB takes
 * about a millisecond), in a least-recently-used map bounded by the bytes it holds, so every
 * view after the first costs a hash and a lookup.
 */

/** Room for a few hundred typical sections (~50 KB) or 30 of the largest; the oldest go first. */
export const SANITIZE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export interface SanitizeCache {
  get(html: string | null | undefined): string;
  /** What the map holds now (UTF-16 bytes of the kept results, plus their keys). */
  readonly bytes: number;
  readonly size: number;
}

const KEY_BYTES = 64;

export function createSanitizeCache(
  {
    maxBytes = SANITIZE_CACHE_MAX_BYTES,
    sanitize = (html: string) => sanitizeHtml(html),
    ready = canSanitize,
  }: { maxBytes?: number; sanitize?: (html: string) => string; ready?: () => boolean } = {},
): SanitizeCache {
  // A Map iterates in insertion order: re-inserting on a hit makes the first entry the least recent.
  const entries = new Map<string, string>();
  let bytes = 0;
  const cost = (value: string) => KEY_BYTES + value.length * 2;

  return {
    get(html) {
      if (!html) return '';
      const key = createHash('sha256').update(html).digest('base64');
      const kept = entries.get(key);
      if (kept !== undefined) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const clean = sanitize(html);
      const size = cost(clean);
      // Not kept: a result larger than the whole budget, or the nothing a server without its DOM returns.
      if (size > maxBytes || (clean === '' && !ready())) return clean;
      entries.set(key, clean);
      bytes += size;
      for (const [oldKey, oldValue] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= cost(oldValue);
      }
      return clean;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

const SLOT = Symbol.for('merchant-backoffice.sanitize-cache');

/** The process's cache, shared by every bundle that renders a section. */
export function sanitizeSectionHtml(html: string | null | undefined): string {
  const holder = globalThis as unknown as Record<symbol, SanitizeCache | undefined>;
  holder[SLOT] ??= createSanitizeCache();
  return holder[SLOT].get(html);
}
