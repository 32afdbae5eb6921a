import type { ListQuery } from '../lists/query';
import { splitList } from '../lists/query';
import { orderTotalBounds } from './filter';
import type { OrderCreatedData } from '../live/events';

/** Sorts under which a new order comes first: the default (none) and newest first. */
const NEWEST_FIRST = new Set(['-created_at', '-createdAt']);

const pad = (n: number) => String(n).padStart(2, '0');
/** The order's day in this browser's time zone, as the date filter is typed (yyyy-MM-dd). */
const dayOf = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * Whether a new order belongs on the orders list as it is shown now, so the list re-renders
 * instead of offering «Новых заказов: N — показать». Checked: the first page; no sort or newest
 * first; no search (the event has no customer to search in); the status, total and date filters
 * against the event's fields. Any other filter (the client) cannot be checked from the event,
 * so the answer is no and the bar is shown.
 */
export function belongsOnPage(query: ListQuery, order: OrderCreatedData): boolean {
  if (query.page !== 1) return false;
  if (query.sort && !NEWEST_FIRST.has(query.sort)) return false;
  if (query.search) return false;
  const bounds = orderTotalBounds(query);
  for (const [key, value] of Object.entries(query.filters)) {
    if (key === 'status') {
      if (!order.status || !splitList(value).includes(String(order.status.id))) return false;
    } else if (key === 'minTotal') {
      if (bounds.min !== null && order.total < bounds.min) return false;
    } else if (key === 'maxTotal') {
      if (bounds.max !== null && order.total > bounds.max) return false;
    } else if (key === 'dateFrom') {
      if (dayOf(order.createdAt) < value) return false;
    } else if (key === 'dateTo') {
      if (dayOf(order.createdAt) > value) return false;
    } else {
      return false;
    }
  }
  return true;
}
