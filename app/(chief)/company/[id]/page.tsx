import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SectionGallery } from '@/components/company/section-gallery';
import { SectionHeader } from '@/components/company/section-header';
import { TextSectionEditor } from '@/components/company/text-section-editor';
import styles from '@/components/company/company.module.css';
import { ApiError } from '@/lib/api/api-error';
import { hasImages, SECTION_IMAGES_PER_PAGE, type SectionDetails } from '@/lib/company/types';
import { paths } from '@/lib/paths';
import { sanitizeSectionHtml } from '@/lib/rich-text/sanitize-cache';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Раздел компании' };

/** §2: the section is loaded first, and on failure the user goes home. */
async function loadSection(id: string): Promise<SectionDetails> {
  try {
    const query = { page: 1, perPage: SECTION_IMAGES_PER_PAGE };
    return (await loadUpstream<{ data: SectionDetails }>(`chief/about/${encodeURIComponent(id)}`, query)).data;
  } catch (error) {
    if (error instanceof ApiError) redirect(paths.home);
    throw error;
  }
}

export default async function CompanySectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) redirect(paths.home);
  const loaded = await loadSection(id);
  // Sanitised here, so the upstream's HTML never reaches the browser, not even in the page data;
  // once per distinct text, so a large section does not hold the server up on every view.
  const section: SectionDetails = { ...loaded, content: sanitizeSectionHtml(loaded.content) };
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
