'use client';

import dynamic from 'next/dynamic';
import { activityActions } from '@/components/list/bulk-actions';
import { ResourceList } from '@/components/list/resource-list';
import type { CategoryOption, ProductRow, ProductType } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { catalogPaths } from '@/lib/catalog/paths';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { EMPTY_PRODUCT_FILTER, PRODUCT_FILTER_KEYS, productChips, productFilterOf, productFilterPatch, type ProductFilter } from '@/lib/catalog/filters';
import { paths } from '@/lib/paths';
import { CatalogTabs } from './catalog-tabs';
import { CatalogHeaderLinks, catalogRowActions, PRODUCT_COLUMNS } from './catalog-columns';
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

/** The bulk actions of products or kits. */
function bulkActions(catalogType: 'products' | 'kits', forms: readonly [string, string, string]) {
  return activityActions({
    setActive: (id, isActive) => catalogApiLater().then((api) => api.updateProduct(id, { isActive })),
    remove: (id) => catalogApiLater().then((api) => api.remove(catalogType, id)),
    forms,
  });
}
const ROW_ACTIONS = catalogRowActions<ProductRow>(paths.product);

/** §2 catalogProducts and catalogKits: search, the products filter, rows and pagination in the URL. */
export function ProductsList({ type, rows, pagination, error, categories, views }: ProductsListProps) {
  const texts = TEXTS[type];
  const catalogType = type === 'kit' ? 'kits' : 'products';
  const addHref = type === 'kit' ? `${paths.productCreate}?type=kit` : paths.productCreate;
  return (
    <ResourceList<ProductRow, ProductFilter>
      titleId="catalog-title"
      title="Каталог"
      actions={<CatalogHeaderLinks list={catalogType} addHref={addHref} addLabel={texts.add} />}
      nav={<CatalogTabs active={catalogType} />}
      views={views}
      rows={rows}
      pagination={pagination}
      error={error}
      path={catalogPaths[catalogType]}
      nameOf={(row) => row.name}
      filter={{
        keys: PRODUCT_FILTER_KEYS,
        of: productFilterOf,
        empty: EMPTY_PRODUCT_FILTER,
        patch: productFilterPatch,
        placeholder: 'Поиск по названию или артикулу',
        prepare: () => void import('./product-filter-fields'),
        fields: (draft) => <ProductFilterFields draft={draft} categories={categories} />,
        chips: (query) => productChips(query, categories),
      }}
      found={texts.found}
      empty={{ text: texts.empty, filtered: texts.none, action: { href: addHref, label: texts.add } }}
      columns={PRODUCT_COLUMNS}
      rowActions={ROW_ACTIONS}
      bulkActions={bulkActions(catalogType, texts.forms)}
      deletePopup={(row, done) => <DeleteCatalogPopup item={{ type: catalogType, id: row.id, name: row.name }} {...done} />}
    />
  );
}
