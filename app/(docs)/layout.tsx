import type { Metadata } from 'next';
import { DocsMenu } from '@/components/docs/docs-menu';
import { DocsSearch } from '@/components/docs/docs-search';
import { DocsShell } from '@/components/docs/docs-shell';
import { docPages, docsMenu } from '@/lib/docs/pages';
import { buildSearchIndex } from '@/lib/docs/search';
import { siteUrl } from '@/lib/docs/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Документация API', template: '%s · Документация API' },
  description: 'Документация REST API платформы для компаний с мобильным приложением и интернет-магазином.',
  robots: { index: true, follow: true },
};

/** The API-docs layout (§2): public for everyone, rendered statically with its pages. */
export default function DocsLayout({ children }: { children: React.ReactNode }) {
  return (
    <DocsShell menu={<DocsMenu sections={docsMenu()} />} search={<DocsSearch index={buildSearchIndex(docPages)} />}>
      {children}
    </DocsShell>
  );
}
