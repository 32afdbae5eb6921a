import type { Metadata } from 'next';
import { FinanceScreen } from '@/components/finance/finance-screen';
import { ApiError } from '@/lib/api/api-error';
import { PAYMENTS_PATH, PAYMENTS_SUM_PATH, type Payment, type PaymentsSum } from '@/lib/settings/payments';
import { FINANCE_FILTER_KEYS, paymentsApiQuery, periodOf, sumApiQuery } from '@/lib/finance/period';
import { parseListQuery } from '@/lib/lists/query';
import { loadUpstream } from '@/lib/server/upstream/server-api';
import { loadList } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Финансы' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function loadSum(query: Record<string, string>): Promise<{ sum: PaymentsSum | null; error: string | null }> {
  try {
    return { sum: (await loadUpstream<{ data: PaymentsSum }>(PAYMENTS_SUM_PATH, query)).data, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[finance] ${PAYMENTS_SUM_PATH}: ${error.status} ${error.error}`);
    return { sum: null, error: error.error || 'Не удалось загрузить итоги' };
  }
}

/** §2 /finance: payments of a period with its totals and chart, all rendered on the server. */
export default async function FinancePage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: FINANCE_FILTER_KEYS });
  const today = new Date();
  const [payments, totals] = await Promise.all([
    loadList<Payment>(PAYMENTS_PATH, paymentsApiQuery(query, today)),
    loadSum(sumApiQuery(query, today)),
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
