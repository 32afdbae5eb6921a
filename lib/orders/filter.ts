import { chipsOf, dateChip, optionChip, type FilterChip } from '../lists/filter-chips';
import { formatMoney, toApiDate, toDate, type DateInput } from '../format/format';
import {
  cleanFilters,
  digitsOnly,
  joinList,
  splitList,
  stripSpaces,
  validateDateRange,
  type ListQuery,
} from '../lists/query';

/** The fields of the §3 order filter besides the search, as they are named in the URL and the API. */
export const ORDER_FILTER_KEYS = ['status', 'user', 'minTotal', 'maxTotal', 'dateFrom', 'dateTo'] as const;

/** What the filter panel edits. */
export interface OrderFilterDraft {
  /** Chosen status ids. */
  status: readonly (string | number)[];
  /** The chosen client's id, or null. */
  user: string | number | null;
  /** Totals as typed, possibly grouped ('12 000'). */
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

/**
 * The query of the §3 order filter: search, status (comma-joined ids), user (client id),
 * minTotal and maxTotal (spaces removed), dateFrom and dateTo (yyyy-MM-dd). Empty values are
 * dropped; names are camelCase (the BFF sends them upstream in snake_case).
 */
export function buildOrderFilterQuery(values: Partial<OrderFilterValues>): Record<string, string> {
  return cleanFilters({
    search: values.search,
    status: joinList(values.status ?? []),
    user: values.user,
    minTotal: stripSpaces(values.minTotal ?? ''),
    maxTotal: stripSpaces(values.maxTotal ?? ''),
    dateFrom: toApiDate(values.dateFrom),
    dateTo: toApiDate(values.dateTo),
  });
}

/** The panel's values from the list state in the URL; unreadable dates and totals count as empty. */
export function orderFilterFromQuery(query: ListQuery): OrderFilterDraft {
  const { filters } = query;
  const total = (value: string | undefined) => groupDigits(digitsOnly(value ?? ''));
  return {
    status: splitList(filters.status).filter((id) => /^\d+$/.test(id)),
    user: filters.user && /^\d+$/.test(filters.user) ? filters.user : null,
    minTotal: total(filters.minTotal),
    maxTotal: total(filters.maxTotal),
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

/** '12000' → '12 000' while typing a total; only digits are kept (§5). */
export function groupDigits(value: string): string {
  return digitsOnly(value).replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Not in the specification's catalogue; worded after its style. */
export const totalRangeMessage = 'Сумма «до» не может быть меньше суммы «от»';

export interface OrderFilterErrors {
  dateFrom?: string;
  dateTo?: string;
  maxTotal?: string;
}

/** §5: the from-date cannot be later than the to-date and vice versa; a reversed total range is refused too. */
export function validateOrderFilter(draft: OrderFilterDraft): OrderFilterErrors {
  const errors: OrderFilterErrors = { ...validateDateRange(draft.dateFrom, draft.dateTo) };
  const min = stripSpaces(draft.minTotal);
  const max = stripSpaces(draft.maxTotal);
  if (min && max && Number(max) < Number(min)) errors.maxTotal = totalRangeMessage;
  return errors;
}

export const isOrderFilterValid = (draft: OrderFilterDraft) => Object.keys(validateOrderFilter(draft)).length === 0;

type Options = readonly { id: string | number; name: string }[];

/** The applied order filter as chips: 'Статус: Новый, Принят', 'Клиент: …', 'Сумма от: 1 000 ₽', 'Период с: …'. */
export function orderChips(query: ListQuery, statuses: Options, customers: Options): FilterChip[] {
  const { status, minTotal, maxTotal } = orderFilterFromQuery(query);
  const names = status.map((id) => statuses.find((s) => String(s.id) === String(id))?.name ?? String(id));
  const total = (key: string, label: string, value: string): FilterChip | null =>
    value ? { id: key, label, value: formatMoney(stripSpaces(value)), keys: [key] } : null;
  return chipsOf(
    names.length > 0 ? { id: 'status', label: 'Статус', value: names.join(', '), keys: ['status'] } : null,
    optionChip(query, 'user', 'Клиент', customers),
    total('minTotal', 'Сумма от', minTotal),
    total('maxTotal', 'Сумма до', maxTotal),
    dateChip(query, 'dateFrom', 'Период с'),
    dateChip(query, 'dateTo', 'Период по'),
  );
}
