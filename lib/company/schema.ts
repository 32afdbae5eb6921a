import { field, record } from '../schema/record';
import type { Pagination } from '../lists/types';
import type { SectionDetails, SectionImage, SectionSummary } from './types';

/** Company sections as read from the upstream (§3 "Company section": id, title, type; the list: name, isActive). */

const SECTION_TYPES = ['html_text', 'photo', 'license'] as const;

const summaryShape = {
  id: field.number(),
  title: field.text(),
  // §4: the type is fixed at creation, html_text by default.
  type: field.oneOf(SECTION_TYPES, 'html_text'),
  isActive: field.boolean(),
  sort: field.number(),
  icon: field.optional(field.textOrNull()),
};

export const sectionSummarySchema = record<SectionSummary>('company-section', summaryShape);

export const sectionImageSchema = record<SectionImage>('company-section-image', { id: field.number(), uuid: field.text(), previewUrl: field.text() });

const paginationSchema = record<Pagination>(
  'pagination',
  { total: field.number(), totalPages: field.number(), currentPage: field.number(), perPage: field.number() },
  { idKey: null },
);

const EMPTY_PAGINATION: Pagination = { total: 0, totalPages: 1, currentPage: 1, perPage: 15 };

const sectionImagesSchema = record<NonNullable<SectionDetails['images']>>(
  'company-section-images',
  { data: field.list(sectionImageSchema), pagination: field.recordOr(paginationSchema, EMPTY_PAGINATION) },
  { idKey: null },
);

/** A text section holds `content`, a gallery one page of `images`; each only when sent. */
export const sectionDetailsSchema = record<SectionDetails>('company-section', {
  ...summaryShape,
  content: field.optional(field.text()),
  images: field.optional(field.recordOr(sectionImagesSchema, { data: [], pagination: EMPTY_PAGINATION })),
});
