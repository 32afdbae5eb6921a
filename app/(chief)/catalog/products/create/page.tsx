import type { Metadata } from 'next';
import { ProductForm } from '@/components/catalog/product-form';
import { productHeading } from '@/components/catalog/product-heading';
import { CardScreen } from '@/components/layout/card-screen';
import { listCategoryOptions, listProductOptions } from '@/lib/catalog/server';

export const metadata: Metadata = { title: 'Новый товар' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?type=kit creates a kit with the same screen. Pictures, properties and offers follow once it is saved. */
export default async function CreateProductPage({ searchParams }: { searchParams: SearchParams }) {
  const type = (await searchParams).type === 'kit' ? 'kit' : 'product';
  const [categories, members] = await Promise.all([
    listCategoryOptions(),
    type === 'kit' ? listProductOptions({ type: 'product' }) : Promise.resolve([]),
  ]);
  return (
    <CardScreen {...productHeading(type)}>
      <ProductForm type={type} categories={categories} members={members} />
    </CardScreen>
  );
}
