/** The platform's income from companies: payments and their totals (§7 Admin finance). */
import { http } from 'msw';
import type { PlatformPaymentRecord } from '../admin-types';
import { foldText } from '../commerce';
import { authenticate, fail, list, ok, pageParams } from '../http';
import { getDb } from '../store';
import { dayRange, inRange, optionalId } from './admin-query';
import { api } from './paths';

const companyNames = () => new Map(getDb().companies.map((c) => [c.id, c.name]));


/** The payments of a `date_from`/`date_to`/`company_id` filter and a company-name `search`, newest first. */
function filtered(url: URL): PlatformPaymentRecord[] {
  const range = dayRange(url);
  const companyId = optionalId(url, 'company_id');
  const search = foldText(url.searchParams.get('search')?.trim() ?? '');
  const names = companyNames();
  return getDb()
    .platform_payments.filter((p) => inRange(p.paid_at, range) && (companyId === null || p.company_id === companyId))
    .filter((p) => !search || foldText(names.get(p.company_id) ?? '').includes(search))
    .sort((a, b) => b.paid_at.localeCompare(a.paid_at) || b.id - a.id);
}

const payments = http.get(api('admin', 'finance/payments'), ({ request }) => {
  authenticate(request, 'admin');
  const url = new URL(request.url);
  const { page, perPage } = pageParams(url);
  const names = companyNames();
  const rows = filtered(url).map((p) => ({ ...p, company_name: names.get(p.company_id) ?? '' }));
  return list(rows, page, perPage);
});

/**
 * Sum and count of the filter, plus the sums by day or by month (`group`, month by default),
 * oldest first, for the revenue chart.
 */
const total = http.get(api('admin', 'finance/payments/total'), ({ request }) => {
  authenticate(request, 'admin');
  const url = new URL(request.url);
  const group = url.searchParams.get('group') || 'month';
  if (group !== 'day' && group !== 'month') {
    return fail(422, 'Ошибка валидации', { group: ['Группировка должна быть day или month'] });
  }
  const rows = filtered(url);
  const buckets = new Map<string, { sum: number; count: number }>();
  for (const payment of rows) {
    const key = group === 'day' ? payment.paid_at.slice(0, 10) : `${payment.paid_at.slice(0, 7)}-01`;
    const bucket = buckets.get(key) ?? { sum: 0, count: 0 };
    bucket.sum += payment.amount;
    bucket.count += 1;
    buckets.set(key, bucket);
  }
  const series = [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, bucket]) => ({ date, ...bucket }));
  return ok({ sum: rows.reduce((sum, p) => sum + p.amount, 0), count: rows.length, group, series });
});

export const adminFinanceHandlers = [total, payments];
