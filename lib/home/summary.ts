/**
 * The home screen's summary strip: four figures built from calls the product
 * already makes (§7 market/orders, payments/sum, customers, market/statuses). One definition
 * serves the server render and the browser's retry: only the `get` differs (the upstream
 * client on the server, the BFF in the browser).
 */
import { ApiError } from '../api/api-error';
import { paymentsSumSchema } from '../finance/schema';
import { parseAnswer, parsePagination, parseRows, UNREADABLE_ANSWER, type PaginationShape, type Parsed, type RecordSchema } from '../schema/record';
import { storeStatusSchema } from '../settings/schema';
import { summaryClientSchema, summaryOrderSchema } from './schema';
import { formatMoney, formatNumber } from '../format/format';
import { wallClock, type WallClock } from '../format/time-zone';
import { needsAction, type SummaryFigure, type SummaryGet, type SummaryKey } from './summary-keys';

/**
 * A page of a list answer read with `schema`. An answer holding no list fails like a call (the
 * figure's error state with its retry), rather than being counted as nothing.
 */
async function listPage<T extends object>(get: SummaryGet, schema: RecordSchema<T>, path: string, query: Record<string, string>): Promise<{ rows: Parsed<T>[]; pagination: PaginationShape }> {
  const body = await get(path, query);
  const rows = parseRows(schema, body);
  if (rows === null) throw new ApiError(502, UNREADABLE_ANSWER, null);
  return { rows, pagination: parsePagination(body, rows.length, query) };
}

/** The most rows one call asks for (the demo upstream's and a usual upstream's cap). */
const PAGE = 100;
/** New clients are read newest first in short pages: most days a first page reaches yesterday. */
const CLIENTS_PAGE = 20;
/** Orders of one day are summed over at most this many pages. */
const MAX_PAGES = 5;

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of the local calendar day (§9: filter dates). */
export const localDay = (date: Date | WallClock) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysBefore = (date: Date | WallClock, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

async function ordersToday(get: SummaryGet, now: WallClock): Promise<SummaryFigure> {
  const day = localDay(now);
  let sum = 0;
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await listPage(get, summaryOrderSchema, 'chief/market/orders', {
      dateFrom: day,
      dateTo: day,
      page: String(page),
      perPage: String(PAGE),
    });
    total = data.pagination.total;
    sum += data.rows.reduce((acc, order) => acc + order.total, 0);
    if (page >= data.pagination.totalPages) break;
  }
  return { value: formatNumber(total, 0), note: `на ${formatMoney(sum)}`, href: `/orders?${query({ dateFrom: day, dateTo: day })}` };
}

async function revenueWeek(get: SummaryGet, now: WallClock): Promise<SummaryFigure> {
  const current = { dateFrom: localDay(daysBefore(now, 6)), dateTo: localDay(now) };
  const previous = { dateFrom: localDay(daysBefore(now, 13)), dateTo: localDay(daysBefore(now, 7)) };
  const [a, b] = await Promise.all([
    get('chief/payments/sum', current).then((body) => parseAnswer(paymentsSumSchema, body)),
    get('chief/payments/sum', previous).then((body) => parseAnswer(paymentsSumSchema, body)),
  ]);
  const sum = a.sum;
  const before = b.sum;
  let note = `прошлые 7 дней: ${formatMoney(before)}`;
  if (before > 0) {
    const change = Math.round(((sum - before) / before) * 100);
    note = `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change)} % к прошлым 7 дням`;
  }
  return { value: formatMoney(sum), note, href: `/finance?${query(current)}` };
}

async function clientsToday(get: SummaryGet, now: WallClock): Promise<SummaryFigure> {
  const day = localDay(now);
  let count = 0;
  // Newest first: stop at the first page that reaches back before today.
  for (let page = 1; page <= MAX_PAGES * 5; page += 1) {
    const data = await listPage(get, summaryClientSchema, 'chief/customers', {
      sort: '-created_at',
      page: String(page),
      perPage: String(CLIENTS_PAGE),
    });
    const today = data.rows.filter((c) => localDay(wallClock(new Date(c.createdAt))) === day).length;
    count += today;
    if (today < data.rows.length || page >= data.pagination.totalPages) break;
  }
  return { value: formatNumber(count, 0), note: null, href: `/clients?${query({ sort: '-created_at' })}` };
}

async function waitingOrders(get: SummaryGet): Promise<SummaryFigure> {
  const statuses = await listPage(get, storeStatusSchema, 'chief/market/statuses', { page: '1', perPage: String(PAGE) });
  const ids = statuses.rows.filter(needsAction).map((s) => s.id);
  if (ids.length === 0) return { value: '0', note: 'нет статусов «ждёт действия»', href: '/settings/store' };
  const status = ids.join(',');
  const orders = await listPage(get, summaryOrderSchema, 'chief/market/orders', { status, perPage: '1' });
  return { value: formatNumber(orders.pagination.total, 0), note: null, href: `/orders?${query({ status })}` };
}

export function loadFigure(key: SummaryKey, get: SummaryGet, instant: Date = new Date()): Promise<SummaryFigure> {
  // Days are the display zone's (lib/format/time-zone.ts), as the finance presets the links open.
  const now = wallClock(instant);
  switch (key) {
    case 'ordersToday':
      return ordersToday(get, now);
    case 'revenueWeek':
      return revenueWeek(get, now);
    case 'clientsToday':
      return clientsToday(get, now);
    case 'needsAction':
      return waitingOrders(get);
  }
}
