'use client';

import { CardScreen } from '@/components/layout/card-screen';
import { PresenceNote } from '@/components/presence/presence-note';
import type { CategoryOption, Offer, Product, ProductOption, Property } from '@/lib/catalog/api';
import { ProductScreenBody } from './product-screen-body';
import { productHeading } from './product-heading';

export interface ProductScreenProps {
  product: Product;
  categories: CategoryOption[];
  properties: Property[];
  offers: Offer[];
  members: ProductOption[];
}

/**
 * A saved product or kit: its title and who else has it open, with the page; the rest (fields,
 * pictures, property values, similar products, offers and stock) hydrated after it (./deferred.tsx).
 */
export function ProductScreen(props: ProductScreenProps) {
  const { product } = props;
  return (
    <CardScreen {...productHeading(product.type, product)}>
      <PresenceNote card={`product:${product.id}`} />
      <ProductScreenBody {...props} />
    </CardScreen>
  );
}
