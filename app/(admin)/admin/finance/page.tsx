import type { Metadata } from 'next';
import { FinanceScreen } from '@/components/admin/finance-screen';
import { FinanceSummary } from '@/components/admin/finance-summary';
import { FINANCE_FILTER_KEYS, financeApiQueries } from '@/lib/admin/filters';
import { getPaymentsTotal, listCompanyOptions, listPlatformPayments } from '@/lib/admin/server';
import { parseListQuery } from '@/lib/lists/query';

export const metadata: Metadata = { title: 'Финансы' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /admin/finance: payments, their totals and the companies of the filter, loaded side by side. */
export default async function AdminFinancePage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: FINANCE_FILTER_KEYS });
  const calls = financeApiQueries(query);
  const [list, total, companies] = await Promise.all([
    listPlatformPayments(calls.payments),
    getPaymentsTotal(calls.total),
    listCompanyOptions(),
  ]);
  return (
    <FinanceScreen
      payments={list.rows}
      pagination={list.pagination}
      error={list.error}
      companies={companies}
      summary={<FinanceSummary total={total.total} error={total.error} />}
    />
  );
}
