import { chipsOf, dateChip, optionChip, type FilterChip } from '../lists/filter-chips';
import { formatMoney, toApiDate, toDate, type DateInput } from '../format/format';
import { moneyFieldText, moneyQueryText, parseMoneyKopecks, type Parsed } from '../format/input-parsers';
import { cleanFilters, joinList, splitList, validateDateRange, type ListQuery } from '../lists/query';

/** The fields of the §3 order filter besides the search, as they are named in the URL and the API. */
export const ORDER_FILTER_KEYS = ['status', 'user', 'minTotal', 'maxTotal', 'dateFrom', 'dateTo'] as const;

/** What the filter panel edits. */
export interface OrderFilterDraft {
  /** Chosen status ids. */
  status: readonly (string | number)[];
  /** The chosen client's id, or null. */
  user: string | number | null;
  /** Totals as typed, read by the forms' money layer ('12 000', '1 990,50'). */
  minTotal: string;
  maxTotal: string;
  dateFrom: DateInput;
  dateTo: DateInput;
}

export interface OrderFilterValues extends OrderFilterDraft {
  search?: string | null;
}

export const EMPTY_ORDER_FILTER: OrderFilterDraft = {
  status: [],
  user: null,
  minTotal: '',
  maxTotal: '',
  dateFrom: null,
  dateTo: null,
};

/** The labels of the total fields, as the panel shows them and its messages name them. */
export const MIN_TOTAL_LABEL = 'Сумма от';
export const MAX_TOTAL_LABEL = 'Сумма до';

/**
 * A typed total through the forms' money layer (lib/format/input-parsers): kopecks, null when the
 * field is empty, or the message for under the field ('-5' is refused, '1 990,50' is 199050
 * kopecks, never 199 050 roubles). Zero is a valid lower bound.
 */
export function parseTotal(text: string, label: string): Parsed<number | null> {
  if (!text.trim()) return { ok: true, value: null };
  return parseMoneyKopecks(text, label, { allowZero: true });
}

/** A total as it goes to the URL and upstream: roubles, no spaces, a point before kopecks ('1990.50'). */
const totalQuery = (text: string | undefined, label: string): string | undefined => {
  const parsed = parseTotal(text ?? '', label);
  return parsed.ok && parsed.value !== null ? moneyQueryText(parsed.value) : undefined;
};

/**
 * The query of the §3 order filter: search, status (comma-joined ids), user (client id),
 * minTotal and maxTotal (roubles, spaces removed, '1990.50'), dateFrom and dateTo (yyyy-MM-dd).
 * Empty values, and totals the money layer cannot read, are dropped; names are camelCase (the
 * BFF sends them upstream in snake_case).
 */
export function buildOrderFilterQuery(values: Partial<OrderFilterValues>): Record<string, string> {
  return cleanFilters({
    search: values.search,
    status: joinList(values.status ?? []),
    user: values.user,
    minTotal: totalQuery(values.minTotal, MIN_TOTAL_LABEL),
    maxTotal: totalQuery(values.maxTotal, MAX_TOTAL_LABEL),
    dateFrom: toApiDate(values.dateFrom),
    dateTo: toApiDate(values.dateTo),
  });
}

/** A total from the URL as the field shows it ('1990.50' → '1 990,50'); unreadable → ''. */
const totalText = (value: string | undefined): string => {
  const parsed = parseTotal(value ?? '', MIN_TOTAL_LABEL);
  return parsed.ok && parsed.value !== null ? moneyFieldText(parsed.value / 100) : '';
};

/** The applied total bounds in roubles (null: none), for checks made in the browser (a live order). */
export function orderTotalBounds(query: ListQuery): { min: number | null; max: number | null } {
  const bound = (value: string | undefined) => {
    const parsed = parseTotal(value ?? '', MIN_TOTAL_LABEL);
    return parsed.ok && parsed.value !== null ? parsed.value / 100 : null;
  };
  return { min: bound(query.filters.minTotal), max: bound(query.filters.maxTotal) };
}

/** The panel's values from the list state in the URL; unreadable dates and totals count as empty. */
export function orderFilterFromQuery(query: ListQuery): OrderFilterDraft {
  const { filters } = query;
  return {
    status: splitList(filters.status).filter((id) => /^\d+$/.test(id)),
    user: filters.user && /^\d+$/.test(filters.user) ? filters.user : null,
    minTotal: totalText(filters.minTotal),
    maxTotal: totalText(filters.maxTotal),
    dateFrom: toDate(filters.dateFrom),
    dateTo: toDate(filters.dateTo),
  };
}

/** The list call of the orders screen: page, perPage and sort, then the normalised filter. */
export function orderListApiQuery(query: ListQuery): Record<string, string> {
  const base: Record<string, string> = { page: String(query.page), perPage: String(query.perPage) };
  if (query.sort) base.sort = query.sort;
  return { ...base, ...buildOrderFilterQuery({ ...orderFilterFromQuery(query), search: query.search }) };
}

/** A typed total as the field shows it after the focus leaves: '1990,5' → '1 990,50'; text the money layer cannot read stays as typed. */
export function totalFieldText(text: string): string {
  const parsed = parseTotal(text, MIN_TOTAL_LABEL);
  return parsed.ok && parsed.value !== null ? moneyFieldText(parsed.value / 100) : text;
}

/** Not in the specification's catalogue; worded after its style. */
export const totalRangeMessage = 'Сумма «до» не может быть меньше суммы «от»';

export interface OrderFilterErrors {
  dateFrom?: string;
  dateTo?: string;
  minTotal?: string;
  maxTotal?: string;
}

/**
 * §5: the from-date cannot be later than the to-date and vice versa. Totals are read as the forms
 * read money: a negative or unreadable amount is refused with the money layer's message, and a
 * reversed total range is refused too.
 */
export function validateOrderFilter(draft: OrderFilterDraft): OrderFilterErrors {
  const errors: OrderFilterErrors = { ...validateDateRange(draft.dateFrom, draft.dateTo) };
  const min = parseTotal(draft.minTotal, MIN_TOTAL_LABEL);
  const max = parseTotal(draft.maxTotal, MAX_TOTAL_LABEL);
  if (!min.ok) errors.minTotal = min.message;
  if (!max.ok) errors.maxTotal = max.message;
  else if (min.ok && min.value !== null && max.value !== null && max.value < min.value) errors.maxTotal = totalRangeMessage;
  return errors;
}

export const isOrderFilterValid = (draft: OrderFilterDraft) => Object.keys(validateOrderFilter(draft)).length === 0;

type Options = readonly { id: string | number; name: string }[];

/** The applied order filter as chips: 'Статус: Новый, Принят', 'Клиент: …', 'Сумма от: 1 000 ₽', 'Период с: …'. */
export function orderChips(query: ListQuery, statuses: Options, customers: Options): FilterChip[] {
  const { status } = orderFilterFromQuery(query);
  const names = status.map((id) => statuses.find((s) => String(s.id) === String(id))?.name ?? String(id));
  const { min, max } = orderTotalBounds(query);
  const total = (key: string, label: string, value: number | null): FilterChip | null =>
    value !== null ? { id: key, label, value: formatMoney(value), keys: [key] } : null;
  return chipsOf(
    names.length > 0 ? { id: 'status', label: 'Статус', value: names.join(', '), keys: ['status'] } : null,
    optionChip(query, 'user', 'Клиент', customers),
    total('minTotal', MIN_TOTAL_LABEL, min),
    total('maxTotal', MAX_TOTAL_LABEL, max),
    dateChip(query, 'dateFrom', 'Период с'),
    dateChip(query, 'dateTo', 'Период по'),
  );
}
