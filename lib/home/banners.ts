import { api } from '../api/client';
import { readAnswer, readRows } from '../schema/read-later';
import type { BannerTextFields } from './types';

export type { Banner, BannerTextFields } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export const BANNERS_PATH = 'chief/banners';
const bannerPath = (id: number) => `${BANNERS_PATH}/${id}`;

export const bannersApi = {
  list: () => api.get<unknown>(BANNERS_PATH).then(async (body) => (await readRows(schemas, (s) => s.bannerSchema, body)) ?? []),
  /** §7: multipart, is_active as '1' or '0' (the BFF renames the fields to snake_case). */
  create: (fields: { title: string; categoryId: number; isActive: boolean }, image: File | null) => {
    const form = new FormData();
    form.append('title', fields.title);
    form.append('categoryId', String(fields.categoryId));
    form.append('isActive', fields.isActive ? '1' : '0');
    if (image) form.append('image', image);
    return api.post<unknown>(BANNERS_PATH, form).then((body) => readAnswer(schemas, (s) => s.bannerSchema, body));
  },
  update: (id: number, fields: BannerTextFields) =>
    api
      .put<unknown>(bannerPath(id), { title: fields.title, categoryId: fields.categoryId, isActive: fields.isActive })
      .then((body) => readAnswer(schemas, (s) => s.bannerSchema, body, id)),
  replaceImage: (id: number, image: File) => {
    const form = new FormData();
    form.append('image', image);
    return api.post<unknown>(bannerPath(id), form).then((body) => readAnswer(schemas, (s) => s.bannerSchema, body, id));
  },
  remove: (id: number) => api.delete<unknown>(bannerPath(id)),
};
