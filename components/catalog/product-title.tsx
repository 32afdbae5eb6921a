import type { ReactNode } from 'react';
import listStyles from '@/components/list/list-page.module.css';
import { IntentLink } from '@/components/ui/intent-link';
import type { Product, ProductType } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';

/**
 * The top of a product's or kit's screen: the way back to its list, its name (or «Новый товар»,
 * «Новый комплект») and who else has it open. Apart from the form, so that a saved product's
 * screen paints it with the page while the form's code is still on the way (./deferred.tsx).
 */
export function ProductTitle({ product, type, presence }: { product?: Product; type: ProductType; presence?: ReactNode }) {
  const isKit = type === 'kit';
  return (
    <>
      <IntentLink href={isKit ? paths.catalogKits : paths.catalogProducts} className={listStyles.back}>
        {isKit ? '← Ко всем комплектам' : '← Ко всем товарам'}
      </IntentLink>
      <h1 id="product-title">{product ? product.name : isKit ? 'Новый комплект' : 'Новый товар'}</h1>
      {presence}
    </>
  );
}
