import type { Metadata } from 'next';
import { ProductScreen } from '@/components/catalog/product-screen';
import { catalogPaths, type CategoryOption, type Offer, type Product, type ProductOption } from '@/lib/catalog/api';
import { paths } from '@/lib/paths';
import { loadProperties, loadSectionRows } from '@/lib/catalog/server';
import { loadItemOrBack, loadOptions, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Товар' };

/** §2: the product is loaded before the screen opens; a failure goes back to the list. */
export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.catalogProducts);
  const product = await loadItemOrBack<Product>(catalogPaths.product(id), paths.catalogProducts);
  const [categories, properties, offers, members] = await Promise.all([
    loadOptions<CategoryOption>(catalogPaths.categoriesDropout),
    loadProperties(),
    loadSectionRows<Offer>(catalogPaths.offers(id)),
    product.type === 'kit' ? loadOptions<ProductOption>(catalogPaths.productsList, { type: 'product' }) : Promise.resolve([]),
  ]);
  return <ProductScreen key={product.id} product={product} categories={categories} properties={properties} offers={offers} members={members} />;
}
