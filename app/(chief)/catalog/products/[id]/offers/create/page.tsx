import type { Metadata } from 'next';
import { OfferScreen } from '@/components/catalog/offer-screen';
import { getProduct, loadProperties } from '@/lib/catalog/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новое торговое предложение' };

export default async function CreateOfferPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const product = await getProduct(id);
  const properties = await loadProperties();
  return <OfferScreen product={product} properties={properties} />;
}
