'use client';

import { CardScreen } from '@/components/layout/card-screen';
import { PresenceNote } from '@/components/presence/presence-note';
import { ProductScreenBody } from './deferred';
import { productHeading } from './product-heading';
import type { ProductScreenProps } from './product-screen-body';

// The props' type lives with the body, which ./deferred loads lazily: no import loop.
export type { ProductScreenProps } from './product-screen-body';

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
