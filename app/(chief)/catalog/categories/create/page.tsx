import type { Metadata } from 'next';
import { CategoryForm } from '@/components/catalog/category-form';
import { catalogPaths, type CategoryOption } from '@/lib/catalog/api';
import { loadOptions } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новая категория' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?parentId= preselects the parent (the "add a subcategory" link of a category). */
export default async function CreateCategoryPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).parentId;
  const parentId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  const parents = await loadOptions<CategoryOption>(catalogPaths.categoriesDropout);
  return <CategoryForm parents={parents} parentId={parents.some((p) => p.id === parentId) ? parentId : null} />;
}
