'use client';

import { ListRows } from '@/components/list/list-rows';
import { useListTransition } from '@/components/list/use-list-transition';
import { FormError } from '@/components/ui/form-error';
import { NoData, orNoData } from '@/components/ui/no-data';
import { isMissing } from '@/lib/schema/missing';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import type { Payment, PaymentsSum } from '@/lib/settings/payments';
import { FINANCE_FILTER_KEYS, type Period } from '@/lib/finance/period';
import { formatDate, formatMoney, formatNumber } from '@/lib/format/format';
import { PaymentsTable } from './payments-table';
import { PeriodControls } from './period-controls';
import { RevenueChart } from './revenue-chart';
import styles from './finance.module.css';

export interface FinanceScreenProps {
  period: Period;
  payments: Payment[];
  pagination: PaginationData;
  error: string | null;
  sum: PaymentsSum | null;
  sumError: string | null;
}

/** §2 /finance: the period (in the URL), its totals and chart, and its payments page by page. */
export function FinanceScreen({ period, payments, pagination, error, sum, sumError }: FinanceScreenProps) {
  const transition = useListTransition({ filterKeys: FINANCE_FILTER_KEYS });
  const { list, pending, run } = transition;
  const average = sum && sum.count > 0 ? (sum.average ?? sum.sum / sum.count) : 0;

  return (
    <section className={styles.page} aria-labelledby="finance-title">
      <header className={styles.header}>
        <h1 id="finance-title">Финансы</h1>
      </header>
      <PeriodControls
        period={period}
        disabled={pending}
        onApply={(next) => run(() => list.apply({ filters: { dateFrom: next.dateFrom, dateTo: next.dateTo } }))}
      />
      {sumError ? (
        <FormError>{sumError}</FormError>
      ) : (
        sum && (
          <section className={styles.totals} aria-label={`Итоги с ${formatDate(period.dateFrom)} по ${formatDate(period.dateTo)}`} aria-busy={pending || undefined}>
            <dl className={styles.cards}>
              <div className={styles.totalCard}>
                <dt>Выручка за период</dt>
                <dd data-testid="finance-sum">{orNoData(sum, 'sum', formatMoney(sum.sum))}</dd>
              </div>
              <div className={styles.totalCard}>
                <dt>Оплат</dt>
                <dd data-testid="finance-count">{orNoData(sum, 'count', formatNumber(sum.count))}</dd>
              </div>
              <div className={styles.totalCard}>
                <dt>Средний чек</dt>
                <dd>{isMissing(sum, 'sum') || isMissing(sum, 'count') ? <NoData /> : formatMoney(Math.round(average))}</dd>
              </div>
            </dl>
            <RevenueChart period={period} days={sum.byDay ?? []} />
          </section>
        )
      )}
      <h2 className={styles.subtitle}>Оплаты</h2>
      <ListRows
        transition={transition}
        error={error}
        empty={payments.length === 0}
        emptyText="За выбранный период оплат нет"
        totalPages={pagination.totalPages}
      >
        <PaymentsTable payments={payments} />
      </ListRows>
    </section>
  );
}
