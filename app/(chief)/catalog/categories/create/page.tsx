import type { Metadata } from 'next';
import { CategoryScreen } from '@/components/catalog/category-screen';
import { listCategoryOptions } from '@/lib/catalog/server';

export const metadata: Metadata = { title: 'Новая категория' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?parentId= preselects the parent (the "add a subcategory" link of a category). */
export default async function CreateCategoryPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).parentId;
  const parentId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  const parents = await listCategoryOptions();
  return <CategoryScreen parents={parents} parentId={parents.some((p) => p.id === parentId) ? parentId : null} />;
}
