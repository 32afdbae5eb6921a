import type { MetadataRoute } from 'next';
import { docPages } from '@/lib/docs/pages';
import { DOCS_UPDATED, siteUrl } from '@/lib/docs/site';

/** Only the public API documentation is listed: the rest of the app is a private back office. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return docPages.map((page, index) => ({
    url: `${base}${page.href}`,
    lastModified: DOCS_UPDATED,
    changeFrequency: 'monthly',
    priority: index === 0 ? 1 : 0.8,
  }));
}
