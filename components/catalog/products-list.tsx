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
import type { CategoryOption, ProductRow, ProductType } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { catalogPaths } from '@/lib/catalog/paths';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { EMPTY_PRODUCT_FILTER, PRODUCT_FILTER_KEYS, productChips, productFilterOf, productFilterPatch, type ProductFilter } from '@/lib/catalog/filters';
import { formatNumber } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { CatalogTabs } from './catalog-tabs';
import type { CatalogItemRef } from './delete-catalog-popup';
import { ProductsTable } from './products-table';
import styles from './catalog.module.css';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTabs } from '@/lib/views/types';

// The filter fields show only in the panel 'Фильтры' opens: they load when the pointer or focus
// reaches that button, out of the list's first-load JS.
const ProductFilterFields = dynamic(() => import('./product-filter-fields').then((m) => m.ProductFilterFields), { ssr: false });
// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteCatalogPopup = dynamic(() => import('./delete-catalog-popup').then((m) => m.DeleteCatalogPopup), { ssr: false });

export interface ProductsListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  type: ProductType;
  rows: ProductRow[];
  pagination: PaginationData;
  error: string | null;
  /** The category choices of the filter (categories dropout). */
  categories: CategoryOption[];
}

const TEXTS = {
  product: { title: 'Товары', add: 'Добавить товар', found: 'Найдено товаров', none: 'Товары не найдены', empty: 'Товаров пока нет', forms: ['товар', 'товара', 'товаров'] },
  kit: { title: 'Комплекты', add: 'Добавить комплект', found: 'Найдено комплектов', none: 'Комплекты не найдены', empty: 'Комплектов пока нет', forms: ['комплект', 'комплекта', 'комплектов'] },
} as const;

/** §2 catalogProducts and catalogKits: search, the products filter, rows and pagination in the URL. */
export function ProductsList({ type, rows, pagination, error, categories, views }: ProductsListProps) {
  const transition = useListTransition({ filterKeys: PRODUCT_FILTER_KEYS });
  const { list, run, refresh, afterDelete, afterBulk } = transition;
  const [deleting, setDeleting] = useState<CatalogItemRef | null>(null);
  const applied = productFilterOf(list.query);
  const chips = productChips(list.query, categories);
  const texts = TEXTS[type];
  const filtered = Boolean(list.query.search) || Object.keys(list.query.filters).length > 0;
  const catalogType = type === 'kit' ? 'kits' : 'products';
  const selection = useListSelection({ query: list.query, rows, path: catalogPaths[catalogType], nameOf: (row) => row.name });
  const bulkActions = activityActions({
    setActive: (id, isActive) => catalogApiLater().then((api) => api.updateProduct(id, { isActive })),
    remove: (id) => catalogApiLater().then((api) => api.remove(catalogType, id)),
    forms: texts.forms,
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
          <ExportButton list={catalogType} />
          <IntentLink href={paths.catalogProperties} className={listStyles.secondaryLink}>
            Свойства товаров
          </IntentLink>
          <IntentLink href={type === 'kit' ? `${paths.productCreate}?type=kit` : paths.productCreate} className={listStyles.linkButton}>
            {texts.add}
          </IntentLink>
        </div>
      </header>
      <CatalogTabs active={type === 'kit' ? 'kits' : 'products'} />
      {views && <SavedViews tabs={views} />}
      <FilterBar<ProductFilter>
        search={list.query.search}
        filters={applied}
        emptyFilters={EMPTY_PRODUCT_FILTER}
        placeholder="Поиск по названию или артикулу"
        activeCount={chips.length}
        onApply={({ search, filters, history }) => run(() => list.apply({ search, filters: productFilterPatch(filters) }, { history }))}
        onReset={() => run(() => list.clear())}
        onPrepare={() => void import('./product-filter-fields')}
      >
        {(draft) => <ProductFilterFields draft={draft} categories={categories} />}
      </FilterBar>
      <FilterChips transition={transition} chips={chips} />
      {!error && (
        <p className={listStyles.total}>
          {texts.found}: {formatNumber(pagination.total)}
        </p>
      )}
      <ListRows
        transition={transition}
        error={error}
        empty={rows.length === 0}
        emptyText={filtered ? texts.none : texts.empty}
        emptyAction={filtered ? undefined : { href: type === 'kit' ? `${paths.productCreate}?type=kit` : paths.productCreate, label: texts.add }}
        totalPages={pagination.totalPages}
      >
        <ProductsTable
          rows={rows}
          selection={selection}
          onChanged={refresh}
          onDelete={(row) => setDeleting({ type: catalogType, id: row.id, name: row.name })}
        />
      </ListRows>
      <BulkBar selection={selection} total={pagination.total} actions={bulkActions} onDone={(removed) => afterBulk(removed, pagination.total)} />
      {deleting && <DeleteCatalogPopup item={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </section>
  );
}
