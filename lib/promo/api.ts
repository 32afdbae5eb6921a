import { api } from '../api/client';
import { promoPath, type PromoPage } from '../home/types';

/** The text fields of a promo page (§7 PUT promos/{id}). */
export interface PromoFields {
  title: string;
  description: string;
  categoryId: number;
  isActive: boolean;
}

/** Multipart field names are camelCase here; the BFF renames them to snake_case (§7). */
function promoForm(fields: PromoFields | null, images: readonly File[]): FormData {
  const form = new FormData();
  if (fields) {
    form.append('title', fields.title);
    form.append('description', fields.description);
    form.append('categoryId', String(fields.categoryId));
    form.append('isActive', fields.isActive ? '1' : '0');
  }
  for (const image of images) form.append('images[]', image);
  return form;
}

export const promoApi = {
  get: (blockId: number, promoId: number) =>
    api.get<{ data: PromoPage }>(promoPath(blockId, promoId)).then((body) => body.data),
  create: (blockId: number, fields: PromoFields, images: readonly File[]) =>
    api.post<{ data: PromoPage }>(promoPath(blockId), promoForm(fields, images)).then((body) => body.data),
  /** §7: title, description, category_id, is_active (a JSON boolean here; '1'/'0' only in forms). */
  update: (blockId: number, promoId: number, { title, description, categoryId, isActive }: PromoFields) =>
    api
      .put<{ data: PromoPage }>(promoPath(blockId, promoId), { title, description, categoryId, isActive })
      .then((body) => body.data),
  /** The images sent replace the page's images. */
  uploadImages: (blockId: number, promoId: number, images: readonly File[]) =>
    api.post<{ data: PromoPage }>(promoPath(blockId, promoId), promoForm(null, images)).then((body) => body.data),
  remove: (blockId: number, promoId: number) => api.delete<unknown>(promoPath(blockId, promoId)),
};
