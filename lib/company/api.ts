import { api } from '../api/client';
import { uploadWithProgress } from '../catalog/upload-later';
import { readAnswer, readRows } from '../schema/read-later';
import { SECTION_IMAGES_PER_PAGE, type SectionType } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export { SECTION_TYPE_NAMES, type SectionSummary, type SectionType } from './types';

/** The fields PUT about/{id} takes; `sort` is the new position among the sections. */
export interface SectionChanges {
  title?: string;
  isActive?: boolean;
  content?: string;
  sort?: number;
}

export const SECTIONS_KEY = 'chief/about';

/** Answers are read with the schemas of the server's loaders (lib/company/schema.ts). */
export const sectionsApi = {
  list: () => api.get<unknown>(SECTIONS_KEY).then(async (body) => (await readRows(schemas, (s) => s.sectionSummarySchema, body)) ?? []),
  /** §7: POST about (title, type). */
  create: ({ title, type }: { title: string; type: SectionType }) =>
    api.post<unknown>(SECTIONS_KEY, { title, type }).then((body) => readAnswer(schemas, (s) => s.sectionSummarySchema, body)),
  remove: (id: number) => api.delete<unknown>(`${SECTIONS_KEY}/${id}`),
  /** One section; photo and license sections with the given page of images. */
  get: (id: number, page = 1) =>
    api
      .get<unknown>(`${SECTIONS_KEY}/${id}`, { query: { page, perPage: SECTION_IMAGES_PER_PAGE } })
      .then((body) => readAnswer(schemas, (s) => s.sectionDetailsSchema, body, id)),
  update: (id: number, changes: SectionChanges) =>
    api.put<unknown>(`${SECTIONS_KEY}/${id}`, changes).then((body) => readAnswer(schemas, (s) => s.sectionDetailsSchema, body, id)),
  /** POST-form about/{id} with images[]; `onProgress` gets 0–100 for the whole batch. */
  uploadImages: (id: number, files: File[], onProgress?: (percent: number) => void) => {
    const form = new FormData();
    for (const file of files) form.append('images[]', file);
    return uploadWithProgress<unknown>(`${SECTIONS_KEY}/${id}`, form, onProgress).then(async (body) => (await readRows(schemas, (s) => s.sectionImageSchema, body)) ?? []);
  },
  removeImage: (id: number, imageId: number) => api.delete<unknown>(`${SECTIONS_KEY}/${id}/images/${imageId}`),
};
