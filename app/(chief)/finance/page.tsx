import type { Metadata } from 'next';
import { FinanceScreen } from '@/components/finance/finance-screen';
import { FINANCE_FILTER_KEYS, paymentsApiQuery, periodOf, sumApiQuery } from '@/lib/finance/period';
import { getPaymentsSum, listPayments } from '@/lib/finance/server';
import { parseListQuery } from '@/lib/lists/query';

export const metadata: Metadata = { title: 'Финансы' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /finance: payments of a period with its totals and chart, all rendered on the server. */
export default async function FinancePage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: FINANCE_FILTER_KEYS });
  const today = new Date();
  const [payments, totals] = await Promise.all([
    listPayments(paymentsApiQuery(query, today)),
    getPaymentsSum(sumApiQuery(query, today)),
  ]);
  return (
    <FinanceScreen
      period={periodOf(query, today)}
      payments={payments.rows}
      pagination={payments.pagination}
      error={payments.error}
      sum={totals.sum}
      sumError={totals.error}
    />
  );
}
