/**
 * The finance screen's period (§2 /finance, §7 payments/success and payments/sum): what the URL
 * holds, what the calls are made with, and how daily takings become the chart's bars.
 */
import { addDays, differenceInCalendarDays, startOfMonth, startOfWeek, subDays } from 'date-fns';
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../format/dates';
import { formatDateInput, toApiDate, toDate } from '../format/format';
import { DEFAULT_PER_PAGE, type ListQuery } from '../lists/query';
import { displayToday } from '../format/time-zone';

export const FINANCE_FILTER_KEYS = ['dateFrom', 'dateTo'] as const;

/** Without a period in the URL the screen shows the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

export interface Period {
  /** yyyy-MM-dd, both inclusive. */
  dateFrom: string;
  dateTo: string;
}

export type PresetKey = 'week' | 'month' | 'quarter' | 'halfYear';

export const PERIOD_PRESETS: ReadonlyArray<{ key: PresetKey; label: string; days: number }> = [
  { key: 'week', label: '7 дней', days: 7 },
  { key: 'month', label: '30 дней', days: 30 },
  { key: 'quarter', label: '90 дней', days: 90 },
  { key: 'halfYear', label: '180 дней', days: 180 },
];

function dayOf(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = toDate(value);
  return date && toApiDate(date) === value ? date : null;
}

/** The last `days` days up to `today`, inclusive. */
export function lastDays(days: number, today: Date): Period {
  return { dateFrom: toApiDate(subDays(today, Math.max(1, days) - 1)), dateTo: toApiDate(today) };
}

/**
 * The period of a list state: unreadable or missing dates fall back (no start: 30 days before
 * the end; no end: today), and a reversed hand-typed range is put the right way round.
 */
export function periodOf(query: Pick<ListQuery, 'filters'>, today: Date = displayToday()): Period {
  const from = dayOf(query.filters.dateFrom);
  const to = dayOf(query.filters.dateTo);
  const end = to ?? today;
  const start = from ?? subDays(end, DEFAULT_PERIOD_DAYS - 1);
  const [a, b] = start <= end ? [start, end] : [end, start];
  return { dateFrom: toApiDate(a), dateTo: toApiDate(b) };
}

/** The preset a period matches (ending today), for marking its button; null for a custom one. */
export function presetOf(period: Period, today: Date = displayToday()): PresetKey | null {
  const match = PERIOD_PRESETS.find((p) => {
    const preset = lastDays(p.days, today);
    return preset.dateFrom === period.dateFrom && preset.dateTo === period.dateTo;
  });
  return match?.key ?? null;
}

/** The payments call: page and page size of the list state, and the period. */
export function paymentsApiQuery(query: ListQuery, today: Date = displayToday()): Record<string, string> {
  return { page: String(query.page), perPage: String(query.perPage || DEFAULT_PER_PAGE), ...periodOf(query, today) };
}

/** The totals call: the same period, no paging. */
export function sumApiQuery(query: ListQuery, today: Date = displayToday()): Record<string, string> {
  return { ...periodOf(query, today) };
}

export interface DayTakings {
  /** yyyy-MM-dd. */
  date: string;
  sum: number;
  count: number;
}

export type BucketSize = 'day' | 'week' | 'month';

export interface ChartBar {
  /** The first day of the bar, yyyy-MM-dd. */
  start: string;
  /** The last day of the bar inside the period, yyyy-MM-dd. */
  end: string;
  /** What is written under the bar. */
  label: string;
  /** The full name of the bar for the text alternative ('12.05–18.05.2025'). */
  title: string;
  sum: number;
  count: number;
}

/** Days for up to a month, weeks (from Monday) for up to half a year, months beyond. */
export function bucketSizeFor(period: Period): BucketSize {
  const days = differenceInCalendarDays(toDate(period.dateTo)!, toDate(period.dateFrom)!) + 1;
  if (days <= 31) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

function bucketStart(day: Date, size: BucketSize): Date {
  if (size === 'week') return startOfWeek(day, { weekStartsOn: 1 });
  if (size === 'month') return startOfMonth(day);
  return day;
}

/**
 * The chart's bars: every day, week or month of the period in order, empty ones included (a
 * gap in takings is information too), each with the takings of its days inside the period.
 */
export function chartBars(period: Period, days: readonly DayTakings[]): ChartBar[] {
  const from = toDate(period.dateFrom);
  const to = toDate(period.dateTo);
  if (!from || !to || from > to) return [];
  const size = bucketSizeFor(period);
  const bars = new Map<string, ChartBar>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketStart(day, size);
    const key = toApiDate(start);
    const first = start < from ? from : start;
    const existing = bars.get(key);
    if (existing) existing.end = toApiDate(day);
    else bars.set(key, { start: toApiDate(first), end: toApiDate(day), label: '', title: '', sum: 0, count: 0 });
  }
  const ordered = [...bars.entries()];
  for (const entry of days) {
    if (entry.date < period.dateFrom || entry.date > period.dateTo) continue;
    const day = toDate(entry.date);
    if (!day) continue;
    const bar = bars.get(toApiDate(bucketStart(day, size)));
    if (!bar) continue;
    bar.sum += entry.sum;
    bar.count += entry.count;
  }
  // The bars' texts without date-fns's format and its Russian locale, which were most of what
  // this function added to the finance screen's first load.
  const dayMonth = (day: Date) => formatDateInput(day, 'dd.MM');
  return ordered.map(([key, bar]) => {
    const start = toDate(bar.start)!;
    const end = toDate(bar.end)!;
    if (size === 'day') return { ...bar, label: dayMonth(start), title: formatDateInput(start, 'dd.MM.yyyy') };
    if (size === 'month') {
      const month = toDate(key)!;
      return { ...bar, label: MONTH_SHORT_NAMES[start.getMonth()]!, title: `${MONTH_NAMES[month.getMonth()]} ${formatDateInput(month, 'yyyy')}` };
    }
    return { ...bar, label: dayMonth(start), title: `${dayMonth(start)}–${formatDateInput(end, 'dd.MM.yyyy')}` };
  });
}
