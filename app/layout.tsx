import type { Metadata, Viewport } from 'next';
import { INLINED_STYLES_BOOT_HTML } from '@/lib/ui/inlined-styles-boot';
import './globals.css';
// Here, in every page's graph, so that the bundler puts them into the stylesheet every page links
// (imported lower, they became a third stylesheet on most pages).

export const metadata: Metadata = {
  title: { default: 'Панель управления', template: '%s · Панель управления' },
  description: 'Панель управления мобильным приложением и интернет-магазином компании',
  // A private back office: only the API documentation (its own layout) is for search engines.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The API docs (app/(docs)) are prerendered at build time and served with a hash-based CSP
 * (lib/server/security/docs-csp.ts); every other area's layout awaits connection(), because its pages carry a
 * per-request CSP nonce (middleware.ts) and so cannot be rendered once for everyone.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ru">
      <body>
        {/* First in the body, after the head's inlined stylesheets, before any script of the page. */}
        <div hidden dangerouslySetInnerHTML={{ __html: INLINED_STYLES_BOOT_HTML }} />
        {children}
      </body>
    </html>
  );
}
