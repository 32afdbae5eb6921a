import { api } from './client';
import type { NamedOption } from './mainpage-types';

/**
 * The catalogue rows the home screen chooses from (§7 "Catalogue"): categories for banners and
 * promo pages, products for product pages.
 */
export const CATEGORY_OPTIONS_PATH = 'chief/market/categories/dropout';
export const PRODUCT_OPTIONS_PATH = 'chief/market/products/list';

export const catalogueOptionsApi = {
  categories: () => api.get<{ data: NamedOption[] }>(CATEGORY_OPTIONS_PATH).then((body) => body.data),
  products: () => api.get<{ data: NamedOption[] }>(PRODUCT_OPTIONS_PATH).then((body) => body.data),
};
