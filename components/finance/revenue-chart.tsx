import { BarChart } from '@/components/charts/bar-chart';
import { chartBars, type DayTakings, type Period } from '@/lib/finance/period';
import { formatDate } from '@/lib/format/format';

/** At most this many captions under the bars; every bar still has its tooltip and table row. */
const MAX_LABELS = 16;

/** The company's takings over the period, by day, week or month (lib/finance/period.ts chartBars). */
export function RevenueChart({ period, days }: { period: Period; days: readonly DayTakings[] }) {
  const bars = chartBars(period, days);
  const every = Math.max(1, Math.ceil(bars.length / MAX_LABELS));
  return (
    <BarChart
      caption={`Выручка с ${formatDate(period.dateFrom)} по ${formatDate(period.dateTo)}`}
      emptyText="За выбранный период оплат не было"
      periodHeading="Период"
      countHeading="Оплат"
      bars={bars.map((bar, index) => ({
        key: bar.start,
        label: index % every === 0 ? bar.label : '',
        title: bar.title,
        sum: bar.sum,
        count: bar.count,
      }))}
    />
  );
}
