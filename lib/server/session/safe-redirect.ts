const BASE = 'http://bo.invalid';

/**
 * A `next` target from the query, kept on our own origin: a path starting with a single '/'.
 * Anything else ('//evil', 'https://evil', '/\\evil') falls back. The result is what the URL
 * parser makes of it, so characters outside ASCII ('/ё', '/。/…') come back percent-encoded:
 * a Location header takes bytes only, and a raw 'ё' there was a 500 after the token rotated.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse '/.//evil' into '//evil', which a browser reads as another host.
  if (url.origin !== BASE || !path.startsWith('/') || path.startsWith('//') || /[^\x21-\x7e]/.test(path)) return fallback;
  return path;
}
