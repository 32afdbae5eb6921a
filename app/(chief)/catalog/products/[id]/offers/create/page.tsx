import type { Metadata } from 'next';
import { OfferForm } from '@/components/catalog/offer-form';
import { catalogPaths, type Product } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';
import { loadProperties } from '@/lib/catalog/server';
import { loadItemOrBack, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новое торговое предложение' };

export default async function CreateOfferPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.catalogProducts);
  const product = await loadItemOrBack<Product>(catalogPaths.product(id), paths.catalogProducts);
  const properties = await loadProperties();
  return <OfferForm product={product} properties={properties} />;
}
