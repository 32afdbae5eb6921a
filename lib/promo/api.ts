import { api } from '../api/client';
import { promoPath } from '../home/types';
import { readAnswer } from '../schema/read-later';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

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
    api.get<unknown>(promoPath(blockId, promoId)).then((body) => readAnswer(schemas, (s) => s.promoPageSchema, body, promoId)),
  create: (blockId: number, fields: PromoFields, images: readonly File[]) =>
    api.post<unknown>(promoPath(blockId), promoForm(fields, images)).then((body) => readAnswer(schemas, (s) => s.promoPageSchema, body)),
  /** §7: title, description, category_id, is_active (a JSON boolean here; '1'/'0' only in forms). */
  update: (blockId: number, promoId: number, { title, description, categoryId, isActive }: PromoFields) =>
    api
      .put<unknown>(promoPath(blockId, promoId), { title, description, categoryId, isActive })
      .then((body) => readAnswer(schemas, (s) => s.promoPageSchema, body, promoId)),
  /** The images sent replace the page's images. */
  uploadImages: (blockId: number, promoId: number, images: readonly File[]) =>
    api.post<unknown>(promoPath(blockId, promoId), promoForm(null, images)).then((body) => readAnswer(schemas, (s) => s.promoPageSchema, body, promoId)),
  remove: (blockId: number, promoId: number) => api.delete<unknown>(promoPath(blockId, promoId)),
};
