import { api } from '../api/client';
import { listRows } from '../lists/envelope';
import type { NamedOption } from './types';

/**
 * The catalogue rows the home screen chooses from (§7 "Catalogue"): categories for banners,
 * parent categories for promo pages, products for product pages.
 */
export const CATEGORY_OPTIONS_PATH = 'chief/categories/dropout';
export const PRODUCT_OPTIONS_PATH = 'chief/products/list';
/** Top-level categories only (the dropout's parent filter; 0 means "no parent"). */
export const PARENT_CATEGORIES_QUERY = { parentId: 0 } as const;

export const catalogueOptionsApi = {
  products: () =>
    api.get<unknown>(PRODUCT_OPTIONS_PATH, { query: { type: 'product' } }).then((body) => listRows<NamedOption>(body) ?? []),
};
