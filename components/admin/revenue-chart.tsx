import { BarChart } from '@/components/charts/bar-chart';
import type { PaymentsTotal } from '@/lib/admin/types';
import { formatDate } from '@/lib/format/format';

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** '2026-05-01' → 'май 2026' by month, '05.06.2026' by day. */
export function periodLabel(date: string, group: PaymentsTotal['group']): string {
  if (group === 'day') return formatDate(date);
  const [year, month] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** The platform's revenue per day or month (the same chart as the company's finance). */
export function RevenueChart({ total }: { total: PaymentsTotal }) {
  const { series, group } = total;
  return (
    <BarChart
      caption={group === 'day' ? 'Выручка по дням' : 'Выручка по месяцам'}
      emptyText="За выбранный период платежей нет"
      periodHeading={group === 'day' ? 'День' : 'Месяц'}
      countHeading="Платежей"
      table="details"
      bars={series.map((point) => ({
        key: point.date,
        label: group === 'day' ? point.date.slice(8, 10) : periodLabel(point.date, group),
        title: periodLabel(point.date, group),
        sum: point.sum,
        count: point.count,
      }))}
    />
  );
}
