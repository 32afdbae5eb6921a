'use client';

import dynamic from 'next/dynamic';
import { activityActions } from '@/components/list/bulk-actions';
import { ResourceList } from '@/components/list/resource-list';
import type { Category, CategoryOption } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { catalogPaths } from '@/lib/catalog/paths';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { CATEGORY_FILTER_KEYS, categoryChips, categoryFilterOf, categoryFilterPatch, EMPTY_CATEGORY_FILTER, type CategoryFilter } from '@/lib/catalog/filters';
import { paths } from '@/lib/paths';
import { CatalogTabs } from './catalog-tabs';
import { CATEGORY_COLUMNS, CatalogHeaderLinks, catalogRowActions } from './catalog-columns';
import type { ViewTabs } from '@/lib/views/types';

// The filter fields show only in the panel 'Фильтры' opens: they load when the pointer or focus
// reaches that button, out of the list's first-load JS.
const CategoryFilterFields = dynamic(() => import('./category-filter-fields').then((m) => m.CategoryFilterFields), { ssr: false });
// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteCatalogPopup = dynamic(() => import('./delete-catalog-popup').then((m) => m.DeleteCatalogPopup), { ssr: false });

const BULK_ACTIONS = activityActions({
  setActive: (id, isActive) => catalogApiLater().then((api) => api.updateCategory(id, { isActive })),
  remove: (id) => catalogApiLater().then((api) => api.remove('categories', id)),
  forms: ['категорию', 'категории', 'категорий'],
});
const ROW_ACTIONS = catalogRowActions<Category>(paths.category);

export interface CategoriesListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  rows: Category[];
  pagination: PaginationData;
  error: string | null;
  /** The parent-category choices of the filter (categories dropout). */
  parents: CategoryOption[];
}

/** §2 catalogCategories: search, parent category and activity filter, rows and pagination in the URL. */
export function CategoriesList({ rows, pagination, error, parents, views }: CategoriesListProps) {
  return (
    <ResourceList<Category, CategoryFilter>
      titleId="catalog-title"
      title="Каталог"
      actions={<CatalogHeaderLinks list="categories" addHref={paths.categoryCreate} addLabel="Добавить категорию" />}
      nav={<CatalogTabs active="categories" />}
      views={views}
      rows={rows}
      pagination={pagination}
      error={error}
      path={catalogPaths.categories}
      nameOf={(row) => row.name}
      filter={{
        keys: CATEGORY_FILTER_KEYS,
        of: categoryFilterOf,
        empty: EMPTY_CATEGORY_FILTER,
        patch: categoryFilterPatch,
        placeholder: 'Поиск по названию',
        prepare: () => void import('./category-filter-fields'),
        fields: (draft) => <CategoryFilterFields draft={draft} parents={parents} />,
        chips: (query) => categoryChips(query, parents),
      }}
      found="Найдено категорий"
      empty={{ text: 'Категорий пока нет', filtered: 'Категории не найдены', action: { href: paths.categoryCreate, label: 'Создать первую категорию' } }}
      columns={CATEGORY_COLUMNS}
      rowActions={ROW_ACTIONS}
      bulkActions={BULK_ACTIONS}
      deletePopup={(row, done) => <DeleteCatalogPopup item={{ type: 'categories', id: row.id, name: row.name }} {...done} />}
    />
  );
}
