import 'server-only';

/**
 * Browser caching of files served through the BFF, so a page seen before does not download its images again. JSON answers stay
 * `private, no-store`; only GETs under /dashboard/v1/media are cacheable, and only privately
 * (the cookie decides who may see them).
 */

/** A file named by a uuid never changes: a replaced image gets a new uuid. */
const UUID_NAME = /(^|\/)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,5})?$/i;

export const IMMUTABLE_MEDIA = 'private, max-age=31536000, immutable';
/** Kept, but asked about again on each use: the ETag / Last-Modified make that a 304. */
export const REVALIDATED_MEDIA = 'private, no-cache';

export const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'] as const;

export function isMediaGet(method: string, segments: readonly string[]): boolean {
  return (method === 'GET' || method === 'HEAD') && segments[0] === 'media';
}

export function mediaCacheControl(path: string, status: number, headers: Headers, fallback: string): string {
  const type = headers.get('content-type') ?? '';
  // Errors and JSON are never kept.
  if ((status !== 200 && status !== 304) || /[/+]json\b/i.test(type)) return fallback;
  if (/^image\//i.test(type) && UUID_NAME.test(path)) return IMMUTABLE_MEDIA;
  if (headers.has('etag') || headers.has('last-modified')) return REVALIDATED_MEDIA;
  return fallback;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110, section 13.1: If-None-Match (weak comparison) wins over If-Modified-Since. */
export function isNotModified(request: Headers, response: Headers): boolean {
  const etag = response.get('etag');
  const ifNoneMatch = request.get('if-none-match');
  if (ifNoneMatch !== null) {
    if (!etag) return false;
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.get('if-modified-since') ?? '');
  const modified = Date.parse(response.get('last-modified') ?? '');
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}
