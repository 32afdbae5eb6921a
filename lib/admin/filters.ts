import { APP_STATE_LABELS, isAppState, type AppState } from './types';
import { chipsOf, dateChip, yesNoChip, type FilterChip } from '../lists/filter-chips';
import { formatDate, toApiDate, toDate, type DateInput } from '../format/format';
import { booleanFilter, cleanFilters, validateDateRange, type DateRangeErrors, type ListQuery } from '../lists/query';

/** The filters of the admin companies list besides the search, as named in the URL and the API. */
export const COMPANY_FILTER_KEYS = ['appState', 'active', 'dateFrom', 'dateTo'] as const;

export interface CompanyFilterDraft {
  appState: AppState | null;
  /** Unset until chosen. */
  active: boolean | null;
  /** Registration period. */
  dateFrom: DateInput;
  dateTo: DateInput;
}

export const EMPTY_COMPANY_FILTER: CompanyFilterDraft = { appState: null, active: null, dateFrom: null, dateTo: null };

/** The panel's values from the URL; unknown states and unreadable dates count as unset. */
export function companyFilterFromQuery(query: ListQuery): CompanyFilterDraft {
  const { appState, active, dateFrom, dateTo } = query.filters;
  return {
    appState: isAppState(appState) ? appState : null,
    active: booleanFilter(active),
    dateFrom: toDate(dateFrom),
    dateTo: toDate(dateTo),
  };
}

/** The filter as query values: dates as yyyy-MM-dd (§9), empty values dropped (§5). */
export function buildCompanyFilterQuery(draft: CompanyFilterDraft): Record<string, string> {
  return cleanFilters({
    appState: draft.appState,
    active: draft.active,
    dateFrom: toApiDate(draft.dateFrom),
    dateTo: toApiDate(draft.dateTo),
  });
}

/** The list call: page and size, the search and the normalised filter (a hand-edited URL cannot smuggle junk). */
export function companyListApiQuery(query: ListQuery): Record<string, string> {
  const base: Record<string, string> = { page: String(query.page), perPage: String(query.perPage) };
  if (query.sort) base.sort = query.sort;
  if (query.search) base.search = query.search;
  return { ...base, ...buildCompanyFilterQuery(companyFilterFromQuery(query)) };
}

/** The applied companies filter as chips: app state, activity and the registration period. */
export function companyChips(query: ListQuery): FilterChip[] {
  const { appState } = companyFilterFromQuery(query);
  return chipsOf(
    appState === null ? null : { id: 'appState', label: 'Статус приложения', value: APP_STATE_LABELS[appState], keys: ['appState'] },
    yesNoChip(query, 'active', 'Активность'),
    dateChip(query, 'dateFrom', 'Регистрация с'),
    dateChip(query, 'dateTo', 'Регистрация по'),
  );
}

export const validateCompanyFilter = (draft: CompanyFilterDraft): DateRangeErrors =>
  validateDateRange(draft.dateFrom, draft.dateTo);

export const isCompanyFilterValid = (draft: CompanyFilterDraft) =>
  Object.keys(validateCompanyFilter(draft)).length === 0;

/** The filters of the finance screen: a payment period and a company. */
export const FINANCE_FILTER_KEYS = ['dateFrom', 'dateTo', 'companyId'] as const;

export interface FinanceFilterDraft {
  dateFrom: DateInput;
  dateTo: DateInput;
  companyId: number | null;
}

export const EMPTY_FINANCE_FILTER: FinanceFilterDraft = { dateFrom: null, dateTo: null, companyId: null };

export function financeFilterFromQuery(query: ListQuery): FinanceFilterDraft {
  const { dateFrom, dateTo, companyId } = query.filters;
  return {
    dateFrom: toDate(dateFrom),
    dateTo: toDate(dateTo),
    companyId: companyId && /^\d+$/.test(companyId) ? Number(companyId) : null,
  };
}

export function buildFinanceFilterQuery(draft: FinanceFilterDraft): Record<string, string> {
  return cleanFilters({ dateFrom: toApiDate(draft.dateFrom), dateTo: toApiDate(draft.dateTo), companyId: draft.companyId });
}

/** The period the totals and payments cover, in words: the filter's dates, or all time. */
export function financePeriodText(draft: FinanceFilterDraft): string {
  const from = toDate(draft.dateFrom);
  const to = toDate(draft.dateTo);
  if (from && to) return `с ${formatDate(from)} по ${formatDate(to)}`;
  if (from) return `с ${formatDate(from)}`;
  if (to) return `по ${formatDate(to)}`;
  return 'за всё время';
}

export const isFinanceFilterValid = (draft: FinanceFilterDraft) =>
  Object.keys(validateDateRange(draft.dateFrom, draft.dateTo)).length === 0;

/** Up to two months are drawn by day; a longer or open period by month. */
const DAILY_LIMIT_DAYS = 62;

export function revenueGrouping(draft: FinanceFilterDraft): 'day' | 'month' {
  const from = toDate(draft.dateFrom);
  const to = toDate(draft.dateTo);
  if (!from || !to) return 'month';
  return (to.getTime() - from.getTime()) / 86_400_000 <= DAILY_LIMIT_DAYS ? 'day' : 'month';
}

/** The finance calls: the payments page, and the totals of the same filter with the chart grouping. */
export function financeApiQueries(query: ListQuery) {
  const draft = financeFilterFromQuery(query);
  const filter = { ...buildFinanceFilterQuery(draft), ...(query.search ? { search: query.search } : {}) };
  return {
    payments: { page: String(query.page), perPage: String(query.perPage), ...filter },
    total: { ...filter, group: revenueGrouping(draft) },
  };
}
