import type { Metadata } from 'next';
import { CategoriesList } from '@/components/catalog/categories-list';
import { CATEGORY_FILTER_KEYS } from '@/lib/catalog/filters';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { listCategories, listCategoryOptions } from '@/lib/catalog/server';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Категории' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 catalogCategories: the first page of rows is in the HTML; filters and page come from the URL. */
export default async function CategoriesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: CATEGORY_FILTER_KEYS });
  const [{ rows, pagination, error }, parents, views] = await Promise.all([
    listCategories(toApiQuery(query)),
    listCategoryOptions(),
    loadViewTabs('categories', CATEGORY_FILTER_KEYS, (view) => listCategories(toApiQuery(view))),
  ]);
  return <CategoriesList rows={rows} pagination={pagination} error={error} parents={parents} views={views} />;
}
