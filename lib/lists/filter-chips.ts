/**
 * Active-filter chips: one per applied filter and one for the search, each with a
 * Russian label and value, removable one by one. Each screen describes its own filters; the
 * search chip and the removal are shared here.
 */
import { formatDate } from '../format/format';
import { booleanFilter, DEFAULT_PAGE, type ListQuery } from './query';

export interface FilterChip {
  /** Stable React key; 'search' for the search chip. */
  id: string;
  label: string;
  value: string;
  /** The URL filter keys the chip stands for (a removal clears them all); empty for the search. */
  keys: readonly string[];
}

export const SEARCH_CHIP_ID = 'search';

/** 'Статус: Новый' — also the chip's accessible name. */
export const chipText = (chip: Pick<FilterChip, 'label' | 'value'>) => `${chip.label}: ${chip.value}`;

/** The search as a chip: 'Поиск: «мок»'. */
export function searchChip(query: ListQuery): FilterChip | null {
  return query.search ? { id: SEARCH_CHIP_ID, label: 'Поиск', value: `«${query.search}»`, keys: [] } : null;
}

/** The query without the chip's filter (or search), from page 1 like any filter change (§4). */
export function withoutChip(query: ListQuery, chip: FilterChip): ListQuery {
  if (chip.id === SEARCH_CHIP_ID) {
    const { search: _search, ...rest } = query;
    return { ...rest, page: DEFAULT_PAGE };
  }
  const filters = { ...query.filters };
  for (const key of chip.keys) delete filters[key];
  return { ...query, page: DEFAULT_PAGE, filters };
}

/** A yes/no filter ('true'/'false' in the URL) as 'Активность: Да'; nothing when unset. */
export function yesNoChip(query: ListQuery, key: string, label: string): FilterChip | null {
  const value = booleanFilter(query.filters[key]);
  return value === null ? null : { id: key, label, value: value ? 'Да' : 'Нет', keys: [key] };
}

/** A day filter (yyyy-MM-dd) as 'Период с: 01.11.2026'; nothing when unset or unreadable. */
export function dateChip(query: ListQuery, key: string, label: string): FilterChip | null {
  const value = formatDate(query.filters[key]);
  return value ? { id: key, label, value, keys: [key] } : null;
}

/** A filter whose value is an option id, shown by the option's name (the id when it is not among them). */
export function optionChip(
  query: ListQuery,
  key: string,
  label: string,
  options: readonly { id: string | number; name: string }[],
): FilterChip | null {
  const raw = query.filters[key];
  if (!raw) return null;
  const option = options.find((o) => String(o.id) === raw);
  return { id: key, label, value: option?.name ?? raw, keys: [key] };
}

/** The chips of the applied filters without the empty ones. */
export const chipsOf = (...chips: (FilterChip | null)[]): FilterChip[] => chips.filter((c): c is FilterChip => c !== null);
