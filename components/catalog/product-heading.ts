import type { Product, ProductType } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';

/** A product's or kit's screen heading (CardScreen's props): its name, or «Новый товар» / «Новый комплект», and the way back to its list. */
export function productHeading(type: ProductType, product?: Product) {
  const isKit = type === 'kit';
  return {
    titleId: 'product-title',
    title: product ? product.name : isKit ? 'Новый комплект' : 'Новый товар',
    back: isKit ? { href: paths.catalogKits, text: '← Ко всем комплектам' } : { href: paths.catalogProducts, text: '← Ко всем товарам' },
  };
}
