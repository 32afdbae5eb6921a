import type { Pagination } from '../lists/types';

/** Company sections' types and names, safe to import from server components (no SWR). */
export type SectionType = 'html_text' | 'photo' | 'license';

/** A company information section as the side menu lists it (§3 "Company section"). */
export interface SectionSummary {
  id: number;
  title: string;
  type: SectionType;
  isActive: boolean;
  sort: number;
  /** Its menu icon's name (chosen on /profile); null or absent: none. */
  icon?: string | null;
}

/** §3: how each section type is shown. */
export const SECTION_TYPE_NAMES: Record<SectionType, string> = {
  html_text: 'Текст',
  photo: 'Фотогалерея',
  license: 'Сертификаты',
};

/** An image of a photo or license section. */
export interface SectionImage {
  id: number;
  uuid: string;
  previewUrl: string;
}

/** GET about/{id}: a text section has `content`, a photo or license section one page of `images`. */
export interface SectionDetails extends SectionSummary {
  content?: string;
  images?: { data: SectionImage[]; pagination: Pagination };
}

/** §9: photo and license pages hold 15 images. */
export const SECTION_IMAGES_PER_PAGE = 15;

export const hasImages = (type: SectionType) => type === 'photo' || type === 'license';
