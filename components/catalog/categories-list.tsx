'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { activityActions } from '@/components/list/bulk-actions';
import { BulkBar } from '@/components/list/lazy-bulk-bar';
import { ExportButton } from '@/components/list/export-button';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterChips } from '@/components/list/filter-chips';
import listStyles from '@/components/list/list-page.module.css';
import { ListRows } from '@/components/list/list-rows';
import { useListSelection } from '@/components/list/use-list-selection';
import { useListTransition } from '@/components/list/use-list-transition';
import type { Category, CategoryOption } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { catalogPaths } from '@/lib/catalog/paths';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { CATEGORY_FILTER_KEYS, categoryChips, categoryFilterOf, categoryFilterPatch, EMPTY_CATEGORY_FILTER, type CategoryFilter } from '@/lib/catalog/filters';
import { formatNumber } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { CatalogTabs } from './catalog-tabs';
import { CategoriesTable } from './categories-table';
import type { CatalogItemRef } from './delete-catalog-popup';
import styles from './catalog.module.css';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTabs } from '@/lib/views/types';

// The filter fields show only in the panel 'Фильтры' opens: they load when the pointer or focus
// reaches that button, out of the list's first-load JS.
const CategoryFilterFields = dynamic(() => import('./category-filter-fields').then((m) => m.CategoryFilterFields), { ssr: false });
// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteCatalogPopup = dynamic(() => import('./delete-catalog-popup').then((m) => m.DeleteCatalogPopup), { ssr: false });

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
  const transition = useListTransition({ filterKeys: CATEGORY_FILTER_KEYS });
  const { list, run, refresh, afterDelete, afterBulk } = transition;
  const [deleting, setDeleting] = useState<CatalogItemRef | null>(null);
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const chips = categoryChips(list.query, parents);
  const selection = useListSelection({ query: list.query, rows, path: catalogPaths.categories, nameOf: (row) => row.name });
  const bulkActions = activityActions({
    setActive: (id, isActive) => catalogApiLater().then((api) => api.updateCategory(id, { isActive })),
    remove: (id) => catalogApiLater().then((api) => api.remove('categories', id)),
    forms: ['категорию', 'категории', 'категорий'],
  });

  const onDeleted = () => {
    setDeleting(null);
    afterDelete(rows.length);
  };

  return (
    <section className={listStyles.page} aria-labelledby="catalog-title">
      <header className={listStyles.header}>
        <h1 id="catalog-title">Каталог</h1>
        <div className={styles.headerLinks}>
          <ExportButton list="categories" />
          <IntentLink href={paths.catalogProperties} className={listStyles.secondaryLink}>
            Свойства товаров
          </IntentLink>
          <IntentLink href={paths.categoryCreate} className={listStyles.linkButton}>
            Добавить категорию
          </IntentLink>
        </div>
      </header>
      <CatalogTabs active="categories" />
      {views && <SavedViews tabs={views} />}
      <FilterBar<CategoryFilter>
        search={list.query.search}
        filters={categoryFilterOf(list.query)}
        emptyFilters={EMPTY_CATEGORY_FILTER}
        placeholder="Поиск по названию"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: categoryFilterPatch(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('./category-filter-fields')}
      >
        {(draft) => <CategoryFilterFields draft={draft} parents={parents} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && <p className={listStyles.total}>Найдено категорий: {formatNumber(pagination.total)}</p>}
      <ListRows
        transition={transition}
        error={error}
        empty={rows.length === 0}
        emptyText={filtered ? 'Категории не найдены' : 'Категорий пока нет'}
        emptyAction={filtered ? undefined : { href: paths.categoryCreate, label: 'Создать первую категорию' }}
        totalPages={pagination.totalPages}
      >
        <CategoriesTable rows={rows} selection={selection} onChanged={refresh} onDelete={(row) => setDeleting({ type: 'categories', id: row.id, name: row.name })} />
      </ListRows>
      <BulkBar selection={selection} total={pagination.total} actions={bulkActions} onDone={(removed) => afterBulk(removed, pagination.total)} />
      {deleting && <DeleteCatalogPopup item={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </section>
  );
}
