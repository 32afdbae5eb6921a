'use client';

import { Suspense } from 'react';
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

/** Everything of a saved product's screen under its title. */
export function ProductScreenBody({ product, categories, properties, offers, members }: ProductScreenProps) {
  return (
    <>
      <ProductForm product={product} type={product.type} categories={categories} members={members} />
      <ProductImages productId={product.id} images={product.images} missing={isMissing(product, 'images')} />
      {/*
        A boundary of its own, never suspending: on a first load React sends what passes the first
        12.8 kB of HTML apart and reveals it 300 ms after the first frame (docs/performance.md,
        "Pages"). So the fields and pictures come with the heading, and these sections under them
        a moment later, instead of the whole card that moment later.
      */}
      <Suspense>
        <ProductProperties productId={product.id} properties={properties} initial={product.properties} missing={isMissing(product, 'properties')} />
        <ProductSimilar productId={product.id} similar={product.similar} missing={isMissing(product, 'similar')} />
        {product.type === 'product' && <ProductOffers productId={product.id} offers={offers} />}
        <ProductStock productId={product.id} basePrice={product.basePrice} />
      </Suspense>
    </>
  );
}
