import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocArticle } from '@/components/docs/doc-article';
import { docPages, findDocPage, neighbours, outline } from '@/lib/docs/pages';

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
  return <DocArticle page={page} outline={outline(page)} prev={prev} next={next} />;
}
