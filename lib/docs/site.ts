/**
 * Where the documentation is published: the base of canonical URLs, the sitemap and robots.txt.
 * The pages are static, so SITE_URL is read when they are built.
 */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function siteUrl(source: Record<string, string | undefined> = process.env): string {
  const value = source.SITE_URL?.trim();
  if (!value) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_SITE_URL;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return DEFAULT_SITE_URL;
  }
}

/** Date of the last content change: sitemap `lastmod` should move when the text does, not per build. */
export const DOCS_UPDATED = '2025-06-02';
