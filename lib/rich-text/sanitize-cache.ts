import 'server-only';
import { createHash } from 'node:crypto';
import { sectionSanitizer } from '../server/security/sanitize-thread';

/**
 * Section HTML sanitised once per distinct text, on the server, off the event loop. DOMPurify on
 * jsdom is slow per element: a 250 KB section with 2 000 tags (within the limits) takes 0.2–1.4 s.
 * It runs in a worker thread (lib/server/security/sanitize-thread.ts), so a page that shows a new
 * section waits for it while the server answers everyone else; the result is kept under the
 * SHA-256 of the input (hashing 250 KB takes about a millisecond), in a least-recently-used map
 * bounded by the bytes it holds, so every view after the first costs a hash and a lookup. Views
 * of one new text at once share one run; a run that fails is not kept (the next view tries again).
 */

/** Room for a few hundred typical sections (~50 KB) or 30 of the largest; the oldest go first. */
export const SANITIZE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export interface SanitizeCache {
  get(html: string | null | undefined): Promise<string>;
  /** What the map holds now (UTF-16 bytes of the kept results, plus their keys). */
  readonly bytes: number;
  readonly size: number;
}

const KEY_BYTES = 64;

export function createSanitizeCache({
  maxBytes = SANITIZE_CACHE_MAX_BYTES,
  sanitize,
}: {
  maxBytes?: number;
  sanitize: (html: string) => Promise<string>;
}): SanitizeCache {
  // A Map iterates in insertion order: re-inserting on a hit makes the first entry the least recent.
  const entries = new Map<string, string>();
  const running = new Map<string, Promise<string>>();
  let bytes = 0;
  const cost = (value: string) => KEY_BYTES + value.length * 2;

  const keep = (key: string, clean: string) => {
    const size = cost(clean);
    // A result larger than the whole budget is returned, never kept.
    if (size > maxBytes) return;
    entries.set(key, clean);
    bytes += size;
    for (const [oldKey, oldValue] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= cost(oldValue);
    }
  };

  return {
    async get(html) {
      if (!html) return '';
      const key = createHash('sha256').update(html).digest('base64');
      const kept = entries.get(key);
      if (kept !== undefined) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      let run = running.get(key);
      if (!run) {
        run = sanitize(html)
          .then((clean) => (keep(key, clean), clean))
          .finally(() => running.delete(key));
        running.set(key, run);
      }
      return run;
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
export function sanitizeSectionHtml(html: string | null | undefined): Promise<string> {
  const holder = globalThis as unknown as Record<symbol, SanitizeCache | undefined>;
  holder[SLOT] ??= createSanitizeCache({ sanitize: (text) => sectionSanitizer().sanitize(text) });
  return holder[SLOT].get(html);
}
