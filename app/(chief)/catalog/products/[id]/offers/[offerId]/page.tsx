import type { Metadata } from 'next';
import { OfferScreen } from '@/components/catalog/offer-screen';
import { getOffer, getProduct, loadProperties } from '@/lib/catalog/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Торговое предложение' };

/** The product and the offer are loaded first; a failure goes back to the product (or the list). */
export default async function OfferPage({ params }: { params: Promise<{ id: string; offerId: string }> }) {
  const route = await params;
  const id = requireNumericId(route.id);
  const product = await getProduct(id);
  const offerId = requireNumericId(route.offerId);
  const [offer, properties] = await Promise.all([getOffer(id, offerId), loadProperties()]);
  return <OfferScreen key={offer.id} product={product} offer={offer} properties={properties} />;
}
