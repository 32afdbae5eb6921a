import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Панель управления', template: '%s · Панель управления' },
  description: 'Панель управления мобильным приложением и интернет-магазином компании',
  // A private back office: only the API documentation (its own layout) is for search engines.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page carries a per-request CSP nonce (middleware.ts), so none can be prerendered once.
  await connection();
  return (
    <html lang="ru">
      <body>
        {children}
      </body>
    </html>
  );
}
