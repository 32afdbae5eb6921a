'use client';

import { CardScreen } from '@/components/layout/card-screen';
import { PresenceNote } from '@/components/presence/presence-note';
import { ProductScreenBody } from './product-screen-body';
import { productHeading } from './product-heading';
import type { ProductScreenProps } from './product-screen-body';

// The props' type lives with the body, which imports nothing of this file: no import loop.
export type { ProductScreenProps } from './product-screen-body';

/** A saved product or kit: its title, who else has it open, and its fields and parts (./product-screen-body.tsx). */
export function ProductScreen(props: ProductScreenProps) {
  const { product } = props;
  return (
    <CardScreen {...productHeading(product.type, product)}>
      <PresenceNote card={`product:${product.id}`} />
      <ProductScreenBody {...props} />
    </CardScreen>
  );
}
