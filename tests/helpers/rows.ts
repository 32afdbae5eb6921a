import type { ProductRow } from '@/lib/catalog/api';

/** A catalog list's row: a product (or a kit) of this id and name, active and in stock, priced 100 ₽ per id unless told. */
export const productRow = (id: number, name: string, more: Partial<ProductRow> = {}): ProductRow => ({
  id,
  uuid: `u${id}`,
  type: 'product',
  name,
  article: `A-${id}`,
  categoryId: null,
  category: null,
  basePrice: 100 * id,
  inStock: true,
  isActive: true,
  image: null,
  offersCount: 0,
  createdAt: '2026-11-01T10:00:00Z',
  ...more,
});
