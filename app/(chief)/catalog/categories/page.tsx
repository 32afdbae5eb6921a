import type { Metadata } from 'next';
import { CategoriesList } from '@/components/catalog/categories-list';
import { catalogPaths, type Category, type CategoryOption } from '@/lib/catalog/api';
import { CATEGORY_FILTER_KEYS } from '@/lib/catalog/filters';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadList, loadOptions } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Категории' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 catalogCategories: the first page of rows is in the HTML; filters and page come from the URL. */
export default async function CategoriesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: CATEGORY_FILTER_KEYS });
  const [{ rows, pagination, error }, parents] = await Promise.all([
    loadList<Category>(catalogPaths.categories, toApiQuery(query)),
    loadOptions<CategoryOption>(catalogPaths.categoriesDropout),
  ]);
  return <CategoriesList rows={rows} pagination={pagination} error={error} parents={parents} />;
}
