import { CardScreen } from '@/components/layout/card-screen';
import type { Offer, Product, Property } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';
import { OfferForm } from './offer-form';

/** §2 /catalog/products/{id}/offers/create and /offers/{offerId}: a product's variant, under the way back to the product. */
export function OfferScreen({ product, offer, properties }: { product: Product; offer?: Offer; properties: Property[] }) {
  return (
    <CardScreen
      titleId="offer-title"
      title={offer ? offer.name : 'Новое торговое предложение'}
      back={{ href: paths.product(product.id), text: `← ${product.name}` }}
    >
      <OfferForm product={product} offer={offer} properties={properties} />
    </CardScreen>
  );
}
