import type { Metadata } from 'next';
import { ProductForm } from '@/components/catalog/deferred';
import styles from '@/components/catalog/catalog.module.css';
import { ProductTitle } from '@/components/catalog/product-title';
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
    // The title with the page, the form after it (a deferred part: see components/layout/card-screen.tsx).
    <section className={styles.page} aria-labelledby="product-title">
      <ProductTitle type={type} />
      <ProductForm type={type} categories={categories} members={members} />
    </section>
  );
}
