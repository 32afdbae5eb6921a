'use client';

import listStyles from '@/components/list/list-page.module.css';
import { PresenceNote } from '@/components/presence/presence-note';
import type { CategoryOption, Offer, Product, ProductOption, Property } from '@/lib/catalog/api';
import { isMissing } from '@/lib/schema/missing';
import { ProductForm } from './product-form';
import { ProductImages } from './product-images';
import { ProductOffers } from './product-offers';
import { ProductProperties } from './product-properties';
import { ProductSimilar } from './product-similar';
import { ProductStock } from './product-stock';

export interface ProductScreenProps {
  product: Product;
  categories: CategoryOption[];
  properties: Property[];
  offers: Offer[];
  members: ProductOption[];
}

/** A saved product or kit: its fields, pictures, property values, similar products, offers and stock. */
export function ProductScreen({ product, categories, properties, offers, members }: ProductScreenProps) {
  return (
    <section className={listStyles.page} aria-labelledby="product-title">
      <ProductForm product={product} type={product.type} categories={categories} members={members} presence={<PresenceNote card={`product:${product.id}`} />} />
      <ProductImages productId={product.id} images={product.images} missing={isMissing(product, 'images')} />
      <ProductProperties productId={product.id} properties={properties} initial={product.properties} missing={isMissing(product, 'properties')} />
      <ProductSimilar productId={product.id} similar={product.similar} missing={isMissing(product, 'similar')} />
      {product.type === 'product' && <ProductOffers productId={product.id} offers={offers} />}
      <ProductStock productId={product.id} basePrice={product.basePrice} />
    </section>
  );
}
