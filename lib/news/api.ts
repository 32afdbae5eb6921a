import { api } from '../api/client';
import { uploadWithProgress } from '../catalog/upload';
import type { StoredImage } from '../home/types';

/** A news article as the BFF returns it; published ones feed the home 'Новости' blocks. */
export interface NewsItem {
  id: number;
  title: string;
  shortText: string;
  /** Plain text; a blank line separates paragraphs. */
  text: string;
  image: StoredImage | null;
  isPublished: boolean;
  /** yyyy-MM-dd. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

export type NewsPayload = Pick<NewsItem, 'title' | 'shortText' | 'text' | 'isPublished' | 'publishedAt'>;

/** The filter fields of the news list besides the search. */
export const NEWS_FILTER_KEYS = ['published'] as const;

export const NEWS_PATH = 'chief/news';
export const newsPath = (id: number | string) => `${NEWS_PATH}/${encodeURIComponent(String(id))}`;

type One = { data: NewsItem };

export const newsApi = {
  create: (payload: NewsPayload) => api.post<One>(NEWS_PATH, payload).then((body) => body.data),
  update: (id: number, payload: Partial<NewsPayload>) => api.put<One>(newsPath(id), payload).then((body) => body.data),
  setPublished: (id: number, isPublished: boolean) => api.put<One>(newsPath(id), { isPublished }).then((body) => body.data),
  remove: (id: number) => api.delete<unknown>(newsPath(id)),
  uploadImage: (id: number, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('image', file);
    return uploadWithProgress<One>(`${newsPath(id)}/image`, form, onProgress).then((body) => body.data);
  },
  removeImage: (id: number) => api.delete<One>(`${newsPath(id)}/image`).then((body) => body.data),
};
