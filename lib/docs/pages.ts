import { buildArticle } from './article';
import { acquiringSection } from './content/acquiring';
import { bonusSection } from './content/bonus';
import { feedSection } from './content/feed';
import { integrationSection } from './content/integration';
import { ioSection } from './content/io';
import { webhookSection } from './content/webhook';
import type { DocLink, DocPage, DocSectionSource, OutlineItem } from './types';

/** §2 "API documentation under /api": the sections and their pages in this fixed order. */
export const docSections: DocSectionSource[] = [webhookSection, acquiringSection, integrationSection, bonusSection, ioSection, feedSection];

export const DOCS_ROOT = '/api';

/** Every page in reading order: the menu, the prev/next chain, the sitemap and the static params. */
export const docPages: DocPage[] = docSections.flatMap((section) =>
  section.pages.map((source) => {
    const segments = [section.id, ...source.slug.split('/')];
    return {
      section: { id: section.id, title: section.title },
      segments,
      href: `${DOCS_ROOT}/${segments.join('/')}`,
      title: source.title,
      description: source.description,
      sections: buildArticle(source),
      source,
    };
  }),
);

export function findDocPage(segments: readonly string[]): DocPage | undefined {
  const href = `${DOCS_ROOT}/${segments.join('/')}`;
  return docPages.find((page) => page.href === href);
}

export function neighbours(page: DocPage): { prev: DocLink | null; next: DocLink | null } {
  const index = docPages.findIndex((p) => p.href === page.href);
  const link = (p: DocPage | undefined): DocLink | null => (p ? { href: p.href, title: p.title } : null);
  return { prev: index > 0 ? link(docPages[index - 1]) : null, next: link(docPages[index + 1]) };
}

export function outline(page: DocPage): OutlineItem[] {
  return page.sections.map(({ id, level, title }) => ({ id, level, title }));
}

export interface MenuSection {
  id: string;
  title: string;
  pages: DocLink[];
}

export function docsMenu(): MenuSection[] {
  return docSections.map((section) => ({
    id: section.id,
    title: section.title,
    pages: docPages.filter((page) => page.section.id === section.id).map(({ href, title }) => ({ href, title })),
  }));
}
