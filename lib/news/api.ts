import { api } from '../api/client';
import { uploadWithProgress } from '../catalog/upload-later';
import { readAnswer } from '../schema/read-later';
import type { NewsPayload } from './types';

export type { NewsItem, NewsPayload } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

/** The filter fields of the news list besides the search. */
export const NEWS_FILTER_KEYS = ['published'] as const;

export const NEWS_PATH = 'chief/news';
export const newsPath = (id: number | string) => `${NEWS_PATH}/${encodeURIComponent(String(id))}`;

export const newsApi = {
  create: (payload: NewsPayload) => api.post<unknown>(NEWS_PATH, payload).then((body) => readAnswer(schemas, (s) => s.newsItemSchema, body)),
  update: (id: number, payload: Partial<NewsPayload>) => api.put<unknown>(newsPath(id), payload).then((body) => readAnswer(schemas, (s) => s.newsItemSchema, body, id)),
  setPublished: (id: number, isPublished: boolean) => api.put<unknown>(newsPath(id), { isPublished }).then((body) => readAnswer(schemas, (s) => s.newsItemSchema, body, id)),
  remove: (id: number) => api.delete<unknown>(newsPath(id)),
  uploadImage: (id: number, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('image', file);
    return uploadWithProgress<unknown>(`${newsPath(id)}/image`, form, onProgress).then((body) => readAnswer(schemas, (s) => s.newsItemSchema, body, id));
  },
  removeImage: (id: number) => api.delete<unknown>(`${newsPath(id)}/image`).then((body) => readAnswer(schemas, (s) => s.newsItemSchema, body, id)),
};
