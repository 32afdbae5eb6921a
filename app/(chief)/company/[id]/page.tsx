import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SectionGallery } from '@/components/company/section-gallery';
import { SectionHeader } from '@/components/company/section-header';
import { TextSectionEditor } from '@/components/company/text-section-editor';
import styles from '@/components/company/company.module.css';
import { getSection } from '@/lib/company/server';
import { hasImages, type SectionDetails } from '@/lib/company/types';
import { paths } from '@/lib/paths';
import { sanitizeSectionHtml } from '@/lib/rich-text/sanitize-cache';

export const metadata: Metadata = { title: 'Раздел компании' };

export default async function CompanySectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) redirect(paths.home);
  const loaded = await getSection(Number(id));
  // Sanitised here, so the upstream's HTML never reaches the browser, not even in the page data;
  // in a worker thread and once per distinct text, so a large section never holds the server up.
  const section: SectionDetails = { ...loaded, content: await sanitizeSectionHtml(loaded.content) };
  return (
    <div className={styles.stack}>
      <SectionHeader key={section.id} section={section} />
      {hasImages(section.type) ? (
        <SectionGallery section={section} />
      ) : (
        <TextSectionEditor sectionId={section.id} content={section.content ?? ''} />
      )}
    </div>
  );
}
