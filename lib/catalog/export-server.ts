import 'server-only';
import { toApiQuery } from '../lists/query';
import { exportList, registerExports, yesNo, type ExportColumn } from '../server/export/registry';
import { catalogPaths, type Category, type ProductRow } from './api';
import { CATEGORY_FILTER_KEYS, PRODUCT_FILTER_KEYS } from './filters';

/** The catalogue's CSV exports: products, kits (the same columns) and categories. */

const productColumns: readonly ExportColumn<ProductRow>[] = [
  { header: 'Наименование', value: (r) => r.name },
  { header: 'Артикул', value: (r) => r.article },
  { header: 'Категория', value: (r) => r.category?.name ?? '' },
  { header: 'Базовая цена', value: (r) => r.basePrice },
  { header: 'Наличие', value: (r) => yesNo(r.inStock, 'В наличии', 'Нет в наличии') },
  { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активен', 'Не активен') },
];

export const catalogExports = {
  products: exportList<ProductRow>({ role: 'chief', path: catalogPaths.products, filterKeys: PRODUCT_FILTER_KEYS, apiQuery: toApiQuery, columns: productColumns }),
  kits: exportList<ProductRow>({ role: 'chief', path: catalogPaths.kits, filterKeys: PRODUCT_FILTER_KEYS, apiQuery: toApiQuery, columns: productColumns }),
  categories: exportList<Category>({
    role: 'chief',
    path: catalogPaths.categories,
    filterKeys: CATEGORY_FILTER_KEYS,
    apiQuery: toApiQuery,
    columns: [
      { header: 'Наименование', value: (r) => r.name },
      { header: 'Родительская категория', value: (r) => r.parent?.name ?? '' },
      { header: 'Товаров', value: (r) => r.productsCount },
      { header: 'Сортировка', value: (r) => r.sort },
      { header: 'Активность', value: (r) => yesNo(r.isActive, 'Активна', 'Не активна') },
    ],
  }),
};

registerExports(catalogExports);
