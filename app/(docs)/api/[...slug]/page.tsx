import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocArticle } from '@/components/docs/doc-article';
import { DocsMenu } from '@/components/docs/docs-menu';
import { DocsShell } from '@/components/docs/docs-shell';
import { docPages, docsMenu, findDocPage, neighbours, outline } from '@/lib/docs/pages';
import { buildSearchIndex } from '@/lib/docs/search';

interface Props {
  params: Promise<{ slug: string[] }>;
}

// Every page is known at build time; any other /api/* path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return docPages.map((page) => ({ slug: page.segments.slice() }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findDocPage((await params).slug);
  if (!page) return {};
  return {
    title: `${page.title} — ${page.section.title}`,
    description: page.description,
    alternates: { canonical: page.href },
    openGraph: { type: 'article', title: page.title, description: page.description, url: page.href, siteName: 'Документация API', locale: 'ru_RU' },
  };
}

export default async function DocsPage({ params }: Props) {
  const page = findDocPage((await params).slug);
  if (!page) notFound();
  const { prev, next } = neighbours(page);
  // The shell is rendered here rather than in the layout: only the page knows which menu entry
  // is the open page, and marks it in the prerendered HTML.
  return (
    <DocsShell menu={<DocsMenu sections={docsMenu()} current={page.href} />} searchIndex={buildSearchIndex(docPages)}>
      <DocArticle page={page} outline={outline(page)} prev={prev} next={next} />
    </DocsShell>
  );
}
