import { api } from '../api/client';
import { uploadWithProgress } from '../catalog/upload';
import { SECTION_IMAGES_PER_PAGE, type SectionDetails, type SectionImage, type SectionSummary, type SectionType } from './types';

export { SECTION_TYPE_NAMES, type SectionSummary, type SectionType } from './types';

/** The fields PUT about/{id} takes; `sort` is the new position among the sections. */
export interface SectionChanges {
  title?: string;
  isActive?: boolean;
  content?: string;
  sort?: number;
}

export const SECTIONS_KEY = 'chief/about';

export const sectionsApi = {
  list: () => api.get<{ data: SectionSummary[] }>(SECTIONS_KEY).then((body) => body.data),
  /** §7: POST about (title, type). */
  create: ({ title, type }: { title: string; type: SectionType }) =>
    api.post<{ data: SectionSummary }>(SECTIONS_KEY, { title, type }).then((body) => body.data),
  remove: (id: number) => api.delete<unknown>(`${SECTIONS_KEY}/${id}`),
  /** One section; photo and license sections with the given page of images. */
  get: (id: number, page = 1) =>
    api
      .get<{ data: SectionDetails }>(`${SECTIONS_KEY}/${id}`, { query: { page, perPage: SECTION_IMAGES_PER_PAGE } })
      .then((body) => body.data),
  update: (id: number, changes: SectionChanges) =>
    api.put<{ data: SectionDetails }>(`${SECTIONS_KEY}/${id}`, changes).then((body) => body.data),
  /** POST-form about/{id} with images[]; `onProgress` gets 0–100 for the whole batch. */
  uploadImages: (id: number, files: File[], onProgress?: (percent: number) => void) => {
    const form = new FormData();
    for (const file of files) form.append('images[]', file);
    return uploadWithProgress<{ data: SectionImage[] }>(`${SECTIONS_KEY}/${id}`, form, onProgress).then((body) => body.data);
  },
  removeImage: (id: number, imageId: number) => api.delete<unknown>(`${SECTIONS_KEY}/${id}/images/${imageId}`),
};
