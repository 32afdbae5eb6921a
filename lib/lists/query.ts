import { toApiDate, type DateInput } from '../format/format';
import { dateFormatMessage, isInvalidDate } from '../format/invalid-date';

/** §9: lists start at page 1 with 15 rows. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 15;
/** A guard against hand-edited URLs asking the server for huge pages. */
export const MAX_PER_PAGE = 100;
/** The page sizes a list offers; the first is the §9 default. */
export const PAGE_SIZES = [DEFAULT_PER_PAGE, 50, MAX_PER_PAGE] as const;

/** Filters whose values are money totals: spaces are removed before sending (§5). */
export const TOTAL_FILTER_KEYS: readonly string[] = ['minTotal', 'maxTotal'];

const RESERVED_KEYS = ['page', 'perPage', 'sort', 'search'] as const;

/** A list's query state (§3): what is in the URL and what the BFF call is made with. */
export interface ListQuery {
  page: number;
  perPage: number;
  sort?: string;
  search?: string;
  /** Every other field (active, parentId, byOrder, basePriceFrom, status, user, minTotal, …), as sent. */
  filters: Record<string, string>;
}

/** What a screen may hand over as a filter value; arrays become comma-joined lists (order status). */
export type FilterInput = string | number | boolean | null | undefined | readonly (string | number)[];
export type FilterPatch = Record<string, FilterInput>;

/** URLSearchParams (also Next's ReadonlyURLSearchParams) or a page's `searchParams` record. */
export type QuerySource = URLSearchParams | Record<string, string | string[] | undefined>;

export interface ParseOptions {
  /** Only these keys are list filters; other parameters (a tab, a hash helper) are left alone. */
  filterKeys?: readonly string[];
}

export const EMPTY_LIST_QUERY: ListQuery = { page: DEFAULT_PAGE, perPage: DEFAULT_PER_PAGE, filters: {} };

/** A numeric-mode input keeps only digits (§5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** '12 000' → '12000': totals are typed grouped and sent bare (§5). */
export function stripSpaces(value: string): string {
  return value.replace(/[\s\u00a0\u202f]/g, '');
}

export function joinList(values: readonly (string | number)[]): string {
  return values.map(String).filter((v) => v.trim() !== '').join(',');
}

export function splitList(value: string | undefined): string[] {
  return value ? value.split(',').filter((v) => v !== '') : [];
}

/**
 * A filter value as it goes to the URL and the API, or undefined when it is empty and must be
 * dropped (§5: empty values other than false or '0' are dropped).
 */
export function filterValue(input: FilterInput, key?: string): string | undefined {
  if (input === null || input === undefined) return undefined;
  let text: string;
  if (typeof input === 'boolean') text = String(input);
  else if (typeof input === 'number') {
    if (!Number.isFinite(input)) return undefined;
    text = String(input);
  } else if (typeof input === 'string') text = input.trim();
  else text = joinList(input);
  if (key && TOTAL_FILTER_KEYS.includes(key)) text = stripSpaces(text);
  return text === '' ? undefined : text;
}

/** A yes/no filter read back from the URL: 'true', 'false', or unset (null) for anything else. */
export function booleanFilter(value: string | undefined): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** The non-empty filters of a patch, normalised. */
export function cleanFilters(patch: FilterPatch): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, input] of Object.entries(patch)) {
    const value = filterValue(input, key);
    if (value !== undefined) filters[key] = value;
  }
  return filters;
}

function positiveInt(raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return value >= 1 ? Math.min(value, max) : fallback;
}

function entriesOf(source: QuerySource): Array<[string, string]> {
  if (source instanceof URLSearchParams) return Array.from(source.entries());
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(source)) {
    if (Array.isArray(value)) value.forEach((v) => entries.push([key, v]));
    else if (typeof value === 'string') entries.push([key, value]);
  }
  return entries;
}

function isListKey(key: string, options: ParseOptions): boolean {
  return (RESERVED_KEYS as readonly string[]).includes(key) || !options.filterKeys || options.filterKeys.includes(key);
}

/** Reads the list state from the URL; anything missing or malformed falls back to the defaults. */
export function parseListQuery(source: QuerySource, options: ParseOptions = {}): ListQuery {
  const raw = new Map<string, string[]>();
  for (const [key, value] of entriesOf(source)) {
    if (!isListKey(key, options)) continue;
    raw.set(key, [...(raw.get(key) ?? []), value]);
  }
  const first = (key: string) => raw.get(key)?.[0];
  const filters: FilterPatch = {};
  for (const [key, values] of raw) {
    if (!(RESERVED_KEYS as readonly string[]).includes(key)) filters[key] = values.length > 1 ? values : values[0];
  }
  const query: ListQuery = {
    page: positiveInt(first('page'), DEFAULT_PAGE),
    perPage: positiveInt(first('perPage'), DEFAULT_PER_PAGE, MAX_PER_PAGE),
    filters: cleanFilters(filters),
  };
  const sort = filterValue(first('sort'));
  const search = filterValue(first('search'));
  if (sort) query.sort = sort;
  if (search) query.search = search;
  return query;
}

/**
 * The list state as URL parameters, without the defaults (page 1, 15 per page) so the plain
 * list keeps a plain address.
 */
export function serializeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== DEFAULT_PAGE) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PER_PAGE) params.set('perPage', String(query.perPage));
  if (query.sort) params.set('sort', query.sort);
  if (query.search) params.set('search', query.search);
  for (const [key, value] of Object.entries(cleanFilters(query.filters))) params.set(key, value);
  return params;
}

/**
 * The address of a list state. With `current` and `filterKeys`, parameters that are not part
 * of the list (a tab, say) are kept as they are.
 */
export function listQueryHref(
  pathname: string,
  query: ListQuery,
  options: ParseOptions & { current?: URLSearchParams } = {},
): string {
  const params = new URLSearchParams();
  if (options.current && options.filterKeys) {
    for (const [key, value] of options.current.entries()) {
      if (!isListKey(key, options)) params.append(key, value);
    }
  }
  for (const [key, value] of serializeListQuery(query).entries()) params.set(key, value);
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The query of the BFF list call: page and perPage always, empty values dropped, totals bare. */
export function toApiQuery(query: ListQuery): Record<string, string> {
  const api: Record<string, string> = { page: String(query.page), perPage: String(query.perPage) };
  if (query.sort) api.sort = query.sort;
  if (query.search) api.search = query.search;
  return { ...api, ...cleanFilters(query.filters) };
}

export function withPage(query: ListQuery, page: number): ListQuery {
  return { ...query, page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE };
}

/** A new page size starts again from page 1. */
export function withPerPage(query: ListQuery, perPage: number): ListQuery {
  return { ...query, page: DEFAULT_PAGE, perPage: positiveInt(String(perPage), DEFAULT_PER_PAGE, MAX_PER_PAGE) };
}

/** A new order starts again from page 1. */
export function withSort(query: ListQuery, sort: string | null | undefined): ListQuery {
  const { sort: _previous, ...rest } = query;
  const value = filterValue(sort);
  return { ...rest, page: DEFAULT_PAGE, ...(value ? { sort: value } : {}) };
}

/** A new search starts again from page 1. */
export function withSearch(query: ListQuery, search: string | null | undefined): ListQuery {
  const { search: _previous, ...rest } = query;
  const value = filterValue(search);
  return { ...rest, page: DEFAULT_PAGE, ...(value ? { search: value } : {}) };
}

/** Changes some filters (an empty value removes one); page goes back to 1 (§4). */
export function withFilters(query: ListQuery, patch: FilterPatch): ListQuery {
  const filters = { ...query.filters };
  for (const [key, input] of Object.entries(patch)) {
    const value = filterValue(input, key);
    if (value === undefined) delete filters[key];
    else filters[key] = value;
  }
  return { ...query, page: DEFAULT_PAGE, filters };
}

/** What a filter panel applies: the search and the complete filter set, from page 1 (§4). */
export function applyFilters(query: ListQuery, applied: { search?: string | null; filters: FilterPatch }): ListQuery {
  const next = { ...query, filters: cleanFilters(applied.filters) };
  return 'search' in applied ? withSearch(next, applied.search) : { ...next, page: DEFAULT_PAGE };
}

/**
 * Clearing the filter (§4): page 1, 15 per page, no filters and no search (the search is part
 * of the filter, as in the orders filter of §3); the sort order is kept.
 */
export function clearListQuery(query: ListQuery, options: { keepSearch?: boolean } = {}): ListQuery {
  const cleared: ListQuery = { page: DEFAULT_PAGE, perPage: DEFAULT_PER_PAGE, filters: {} };
  if (query.sort) cleared.sort = query.sort;
  if (options.keepSearch && query.search) cleared.search = query.search;
  return cleared;
}

/** Not in the specification's catalogue; worded after its style. */
export const dateRangeMessages = {
  invalid: dateFormatMessage(),
  fromAfterTo: 'Дата начала не может быть позже даты окончания',
  toBeforeFrom: 'Дата окончания не может быть раньше даты начала',
} as const;

export interface DateRangeErrors {
  dateFrom?: string;
  dateTo?: string;
}

/**
 * §5: the from-date cannot be later than the to-date and vice versa. Compared by calendar day;
 * a missing end is never an error. Both fields get their message, so whichever one the user
 * is looking at explains the conflict.
 */
export function validateDateRange(from: DateInput, to: DateInput): DateRangeErrors {
  // A date field whose text is not a date (see DatePicker) stops the filter instead of dropping out of it.
  if (isInvalidDate(from) || isInvalidDate(to)) {
    return {
      ...(isInvalidDate(from) && { dateFrom: dateRangeMessages.invalid }),
      ...(isInvalidDate(to) && { dateTo: dateRangeMessages.invalid }),
    };
  }
  const fromDay = toApiDate(from);
  const toDay = toApiDate(to);
  if (!fromDay || !toDay || fromDay <= toDay) return {};
  return { dateFrom: dateRangeMessages.fromAfterTo, dateTo: dateRangeMessages.toBeforeFrom };
}
