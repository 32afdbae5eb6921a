import type { Metadata } from 'next';
import { FinanceScreen } from '@/components/admin/finance-screen';
import { FinanceSummary } from '@/components/admin/finance-summary';
import { FINANCE_FILTER_KEYS, financeApiQueries } from '@/lib/admin/filters';
import { ADMIN_COMPANIES_DROPOUT_PATH, ADMIN_PAYMENTS_PATH, ADMIN_PAYMENTS_TOTAL_PATH } from '@/lib/admin/api';
import type { CompanyOption, PaymentsTotal, PlatformPayment } from '@/lib/admin/types';
import { ApiError } from '@/lib/api/api-error';
import { parseListQuery } from '@/lib/lists/query';
import { loadUpstream } from '@/lib/server/upstream/server-api';
import { loadList, loadOptions } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Финансы' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The totals of the filter; a failure is logged (§8) and shown in place of the totals. */
async function loadTotal(query: Record<string, string>): Promise<{ total: PaymentsTotal | null; error: string | null }> {
  try {
    return { total: (await loadUpstream<{ data: PaymentsTotal }>(ADMIN_PAYMENTS_TOTAL_PATH, query)).data, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[finance] ${ADMIN_PAYMENTS_TOTAL_PATH}: ${error.status} ${error.error}`);
    return { total: null, error: error.error || 'Не удалось загрузить итоги' };
  }
}

/** §2 /admin/finance: payments, their totals and the companies of the filter, loaded side by side. */
export default async function AdminFinancePage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: FINANCE_FILTER_KEYS });
  const calls = financeApiQueries(query);
  const [list, total, companies] = await Promise.all([
    loadList<PlatformPayment>(ADMIN_PAYMENTS_PATH, calls.payments),
    loadTotal(calls.total),
    loadOptions<CompanyOption>(ADMIN_COMPANIES_DROPOUT_PATH),
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
