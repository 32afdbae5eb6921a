import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/docs/site';

/**
 * Crawlers may read the API documentation and nothing else. `/_next/static/` stays open so a
 * crawler that renders pages can load their styles and scripts.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/api/', '/_next/static/'], disallow: '/' },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
