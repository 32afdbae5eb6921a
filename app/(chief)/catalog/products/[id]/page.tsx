import type { Metadata } from 'next';
import { quoted } from '@/lib/format/quote';
import { ProductScreen } from '@/components/catalog/product-screen';
import { getProduct, listCategoryOptions, listOffers, listProductOptions, loadProperties } from '@/lib/catalog/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

/** The record in the tab's title, so open tabs can be told apart; the read is shared with the page. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const record = await getProduct(requireNumericId((await params).id));
  return { title: `Товар ${quoted(record.name)}` };
}

/** §2: the product is loaded before the screen opens; a failure goes back to the list. */
export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const product = await getProduct(id);
  const [categories, properties, offers, members] = await Promise.all([
    listCategoryOptions(),
    loadProperties(),
    listOffers(id),
    product.type === 'kit' ? listProductOptions({ type: 'product' }) : Promise.resolve([]),
  ]);
  return <ProductScreen key={product.id} product={product} categories={categories} properties={properties} offers={offers} members={members} />;
}
