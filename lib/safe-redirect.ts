/**
 * A `next` target from the query, kept on our own origin: a path starting with a single '/'.
 * Anything else ('//evil', 'https://evil', '/\\evil') falls back.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
