'use client';

import listStyles from '@/components/list/list-page.module.css';
import { PresenceNote } from '@/components/presence/presence-note';
import type { CategoryOption, Offer, Product, ProductOption, Property } from '@/lib/catalog/api';
import { ProductScreenBody } from './deferred';
import { ProductTitle } from './product-title';

export interface ProductScreenProps {
  product: Product;
  categories: CategoryOption[];
  properties: Property[];
  offers: Offer[];
  members: ProductOption[];
}

/**
 * A saved product or kit: its title (with the page) and the rest — fields, pictures, property
 * values, similar products, offers and stock — hydrated after the page (./deferred.tsx).
 */
export function ProductScreen(props: ProductScreenProps) {
  const { product } = props;
  return (
    <section className={listStyles.page} aria-labelledby="product-title">
      <ProductTitle product={product} type={product.type} presence={<PresenceNote card={`product:${product.id}`} />} />
      <ProductScreenBody {...props} />
    </section>
  );
}
