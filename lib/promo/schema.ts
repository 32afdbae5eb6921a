import { storedImageSchema } from '../home/schema';
import type { PromoPage } from '../home/types';
import { field, record } from '../schema/record';

/** §3 "Promo page: id, title, description, categoryId, isActive, images". */
export const promoPageSchema = record<PromoPage>('promo-page', {
  id: field.number(),
  title: field.text(),
  description: field.text(),
  categoryId: field.numberOrNull(),
  isActive: field.boolean(),
  images: field.list(storedImageSchema),
});
