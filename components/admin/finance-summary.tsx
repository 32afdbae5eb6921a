import { ListError } from '@/components/list/list-state';
import { NoData, orNoData } from '@/components/ui/no-data';
import type { PaymentsTotal } from '@/lib/admin/types';
import { isMissing } from '@/lib/schema/missing';
import { formatMoney, formatNumber } from '@/lib/format/format';
import { RevenueChart } from './revenue-chart';
import styles from './admin.module.css';

/** Totals of the filtered payments (GET admin/finance/payments/total) and the revenue chart. */
export function FinanceSummary({ total, error }: { total: PaymentsTotal | null; error: string | null }) {
  if (!total) return <ListError message={error ?? undefined} />;
  return (
    <>
      <dl className={styles.totals} aria-label="Итоги за период">
        <div className={styles.total}>
          <dt>Сумма платежей</dt>
          <dd data-testid="finance-sum">{orNoData(total, 'sum', formatMoney(total.sum))}</dd>
        </div>
        <div className={styles.total}>
          <dt>Количество платежей</dt>
          <dd data-testid="finance-count">{orNoData(total, 'count', formatNumber(total.count))}</dd>
        </div>
      </dl>
      {/* Without its series the chart would claim there were no payments. */}
      {isMissing(total, 'series') ? <NoData block /> : <RevenueChart total={total} />}
    </>
  );
}
