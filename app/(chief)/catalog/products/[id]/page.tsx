import type { Metadata } from 'next';
import { ProductScreen } from '@/components/catalog/product-screen';
import { paths } from '@/lib/paths';
import { getProduct, listCategoryOptions, listOffers, listProductOptions, loadProperties } from '@/lib/catalog/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Товар' };

/** §2: the product is loaded before the screen opens; a failure goes back to the list. */
export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.catalogProducts);
  const product = await getProduct(id);
  const [categories, properties, offers, members] = await Promise.all([
    listCategoryOptions(),
    loadProperties(),
    listOffers(id),
    product.type === 'kit' ? listProductOptions({ type: 'product' }) : Promise.resolve([]),
  ]);
  return <ProductScreen key={product.id} product={product} categories={categories} properties={properties} offers={offers} members={members} />;
}
