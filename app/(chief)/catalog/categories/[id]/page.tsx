import type { Metadata } from 'next';
import { CategoryForm } from '@/components/catalog/category-form';
import { paths } from '@/lib/paths';
import { getCategory, listCategoryOptions } from '@/lib/catalog/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Категория' };

/** §2: the category is loaded before the screen opens; a failure goes back to the list. */
export default async function CategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.catalogCategories);
  const [category, parents] = await Promise.all([
    getCategory(id),
    listCategoryOptions(),
  ]);
  return <CategoryForm key={`${category.id}-${category.image?.uuid ?? ''}`} category={category} parents={parents} />;
}
