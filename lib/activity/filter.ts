import { chipsOf, dateChip, optionChip, type FilterChip } from '../lists/filter-chips';
import { toApiDate, toDate, type DateInput } from '../format/format';
import { zonedMidnight } from '../format/zoned-midnight';
import { cleanFilters, validateDateRange, type ListQuery } from '../lists/query';
import { RESOURCE_KINDS } from '../audit/resources';
import type { ActivityQuery, Outcome } from '../audit/entry';

export type { ActivityQuery, Outcome };

/**
 * The /activity filter: who (a user name seen in the trail), the resource type, the period
 * (days in the display zone, as the other lists' periods) and the outcome; /admin/activity adds
 * the company: a tenant key (`company:7`, `app:<uuid>`, `user:<uid>`; a bare number, as links
 * made before tenants say, is `company:<number>`). It lives in the URL like every list's filter.
 */
export const ACTIVITY_FILTER_KEYS = ['user', 'resource', 'dateFrom', 'dateTo', 'outcome', 'company'] as const;

/** Not the §9 default of 15: the trail is read in pages of 20. */
export const ACTIVITY_PER_PAGE = 20;

export const OUTCOME_OPTIONS: readonly { id: Outcome; name: string }[] = [
  { id: 'ok', name: 'Успешно' },
  { id: 'error', name: 'Ошибка' },
];

export interface ActivityFilterDraft {
  user: string | null;
  resource: string | null;
  dateFrom: DateInput;
  dateTo: DateInput;
  outcome: Outcome | null;
  company: string | null;
}

export const EMPTY_ACTIVITY_FILTER: ActivityFilterDraft = { user: null, resource: null, dateFrom: null, dateTo: null, outcome: null, company: null };

const FILTER_TENANT = /^(?:company:[1-9]\d{0,15}|app:[A-Za-z0-9._-]{1,128}|user:[A-Za-z0-9_-]{1,128})$/;

/** The company filter's tenant key, or null when the URL's value is none. */
function companyFilter(value: string | undefined): string | null {
  if (!value) return null;
  if (/^[1-9]\d{0,15}$/.test(value)) return `company:${value}`;
  return FILTER_TENANT.test(value) ? value : null;
}

export function activityFilterFromQuery({ filters }: ListQuery): ActivityFilterDraft {
  return {
    user: filters.user || null,
    resource: filters.resource && RESOURCE_KINDS.some((kind) => kind.type === filters.resource) ? filters.resource : null,
    dateFrom: toDate(filters.dateFrom),
    dateTo: toDate(filters.dateTo),
    outcome: filters.outcome === 'ok' || filters.outcome === 'error' ? filters.outcome : null,
    company: companyFilter(filters.company),
  };
}

export function buildActivityFilterQuery(draft: ActivityFilterDraft): Record<string, string> {
  return cleanFilters({
    user: draft.user,
    resource: draft.resource,
    dateFrom: toApiDate(draft.dateFrom),
    dateTo: toApiDate(draft.dateTo),
    outcome: draft.outcome,
    company: draft.company,
  });
}

/** Midnight of a yyyy-MM-dd day in the display zone, as a UTC instant; `days` later with an offset. */
function dayStart(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(zonedMidnight(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days)).toISOString();
}

export function activityStoreQuery(query: ListQuery): ActivityQuery {
  const draft = activityFilterFromQuery(query);
  const from = toApiDate(draft.dateFrom);
  const to = toApiDate(draft.dateTo);
  return {
    ...(query.search && { search: query.search }),
    ...(draft.user && { user: draft.user }),
    ...(draft.resource && { resource: draft.resource }),
    ...(from && { from: dayStart(from) }),
    ...(to && { before: dayStart(to, 1) }),
    ...(draft.outcome && { outcome: draft.outcome }),
    ...(draft.company && { tenant: draft.company }),
    page: query.page,
    perPage: ACTIVITY_PER_PAGE,
  };
}

export const validateActivityFilter = (draft: ActivityFilterDraft) => validateDateRange(draft.dateFrom, draft.dateTo);
export const isActivityFilterValid = (draft: ActivityFilterDraft) => Object.keys(validateActivityFilter(draft)).length === 0;

type Options = readonly { id: string | number; name: string }[];

export function activityChips(query: ListQuery, users: Options, companies: Options): FilterChip[] {
  const resources = RESOURCE_KINDS.map((kind) => ({ id: kind.type, name: kind.name }));
  return chipsOf(
    optionChip(query, 'user', 'Пользователь', users),
    optionChip(query, 'resource', 'Объект', resources),
    dateChip(query, 'dateFrom', 'Период с'),
    dateChip(query, 'dateTo', 'Период по'),
    optionChip(query, 'outcome', 'Результат', OUTCOME_OPTIONS),
    optionChip(query, 'company', 'Компания', companies),
  );
}
