import type { Metadata } from 'next';
import { siteUrl } from '@/lib/docs/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Документация API', template: '%s · Документация API' },
  description: 'Документация REST API платформы для компаний с мобильным приложением и интернет-магазином.',
  robots: { index: true, follow: true },
};

/**
 * The API docs: public for everyone, rendered statically with their pages. Each page renders the
 * docs shell itself (components/docs/docs-shell.tsx), so the menu can mark the open page.
 */
export default function DocsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
