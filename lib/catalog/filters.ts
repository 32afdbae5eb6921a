/**
 * The catalogue list filters (§2 "Catalogue and list filters", §3 list query fields, §9 base
 * price options): what each panel holds, what it puts into the list query, and back.
 */
import { formatNumber } from '../format/format';
import { chipsOf, optionChip, yesNoChip, type FilterChip } from '../lists/filter-chips';
import { booleanFilter, type FilterPatch, type ListQuery } from '../lists/query';

export const CATEGORY_FILTER_KEYS = ['parentId', 'active'] as const;
/** parentId on a product list is its category (with the subcategories), as the §3 list query names it. */
export const PRODUCT_FILTER_KEYS = ['parentId', 'active', 'byOrder', 'basePriceFrom'] as const;

/** §9: minimum base price options, shown 'От N' with grouped thousands. */
export const BASE_PRICE_OPTIONS = [1000, 3000, 5000, 10000, 12000] as const;

export const basePriceLabel = (value: number) => `От ${formatNumber(value, 3)}`;

export interface CategoryFilter {
  parentId: number | null;
  active: boolean | null;
}

/** Availability: in stock, or not in stock (sold to order, `byOrder`). */
export type Availability = 'inStock' | 'byOrder';

export interface ProductFilter {
  categoryId: number | null;
  active: boolean | null;
  availability: Availability | null;
  basePriceFrom: number | null;
}

export const EMPTY_CATEGORY_FILTER: CategoryFilter = { parentId: null, active: null };
export const EMPTY_PRODUCT_FILTER: ProductFilter = { categoryId: null, active: null, availability: null, basePriceFrom: null };

const positive = (value: string | undefined): number | null => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** What the categories panel sends: parentId and active; unset values are dropped (§5). */
export function categoryFilterPatch(filter: CategoryFilter): FilterPatch {
  return { parentId: filter.parentId, active: filter.active };
}

export function categoryFilterOf(query: ListQuery): CategoryFilter {
  return { parentId: positive(query.filters.parentId), active: booleanFilter(query.filters.active) };
}

/** What the products panel sends: parentId (the category), active, byOrder (false: in stock, true: not in stock), basePriceFrom. */
export function productFilterPatch(filter: ProductFilter): FilterPatch {
  return {
    parentId: filter.categoryId,
    active: filter.active,
    byOrder: filter.availability === null ? null : filter.availability === 'byOrder',
    basePriceFrom: filter.basePriceFrom,
  };
}

export function productFilterOf(query: ListQuery): ProductFilter {
  const byOrder = booleanFilter(query.filters.byOrder);
  return {
    categoryId: positive(query.filters.parentId),
    active: booleanFilter(query.filters.active),
    availability: byOrder === null ? null : byOrder ? 'byOrder' : 'inStock',
    basePriceFrom: positive(query.filters.basePriceFrom),
  };
}

type Options = readonly { id: number; name: string }[];

/** The applied categories filter as chips: 'Родительская категория: Кофе', 'Активность: Да'. */
export function categoryChips(query: ListQuery, parents: Options): FilterChip[] {
  return chipsOf(optionChip(query, 'parentId', 'Родительская категория', parents), yesNoChip(query, 'active', 'Активность'));
}

/** The applied products filter as chips: category, activity, availability and 'Базовая цена: От 1 000'. */
export function productChips(query: ListQuery, categories: Options): FilterChip[] {
  const { availability, basePriceFrom } = productFilterOf(query);
  return chipsOf(
    optionChip(query, 'parentId', 'Категория', categories),
    yesNoChip(query, 'active', 'Активность'),
    availability === null ? null : { id: 'byOrder', label: 'Наличие', value: availability === 'inStock' ? 'В наличии' : 'Нет в наличии', keys: ['byOrder'] },
    basePriceFrom === null ? null : { id: 'basePriceFrom', label: 'Базовая цена', value: basePriceLabel(basePriceFrom), keys: ['basePriceFrom'] },
  );
}
