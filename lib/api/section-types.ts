/** Company sections' types and names, safe to import from server components (no SWR). */
export type SectionType = 'html_text' | 'photo' | 'license';

/** A company information section as the side menu lists it (§3 "Company section"). */
export interface SectionSummary {
  id: number;
  title: string;
  type: SectionType;
  isActive: boolean;
  sort: number;
}

/** §3: how each section type is shown. */
export const SECTION_TYPE_NAMES: Record<SectionType, string> = {
  html_text: 'Текст',
  photo: 'Фотогалерея',
  license: 'Сертификаты',
};
