import type { PaymentsTotal } from '@/lib/api/admin-types';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import styles from './revenue-chart.module.css';

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** '2026-05-01' → 'май 2026' by month, '05.06.2026' by day. */
export function periodLabel(date: string, group: PaymentsTotal['group']): string {
  if (group === 'day') return formatDate(date);
  const [year, month] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/**
 * Revenue per day or month as CSS bars, rendered on the server. The bars are decoration for
 * sighted users; the same numbers are in the table below them, which assistive technology reads.
 */
export function RevenueChart({ total }: { total: PaymentsTotal }) {
  const { series, group } = total;
  const max = Math.max(0, ...series.map((point) => point.sum));
  const title = group === 'day' ? 'Выручка по дням' : 'Выручка по месяцам';
  return (
    <figure className={styles.figure} aria-labelledby="revenue-title">
      <figcaption id="revenue-title" className={styles.caption}>
        {title}
      </figcaption>
      {series.length === 0 ? (
        <p className={styles.empty}>За выбранный период платежей нет</p>
      ) : (
        <>
          <ol className={styles.bars} aria-hidden="true">
            {series.map((point) => (
              <li key={point.date} className={styles.item} title={`${periodLabel(point.date, group)}: ${formatMoney(point.sum)}`}>
                <span className={styles.bar} style={{ height: `${max ? Math.max(2, (point.sum / max) * 100) : 0}%` }} />
                <span className={styles.label}>
                  {group === 'day' ? point.date.slice(8, 10) : periodLabel(point.date, group)}
                </span>
              </li>
            ))}
          </ol>
          <details className={styles.details}>
            <summary>Показать таблицей</summary>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{group === 'day' ? 'День' : 'Месяц'}</th>
                  <th scope="col">Сумма</th>
                  <th scope="col">Платежей</th>
                </tr>
              </thead>
              <tbody>
                {series.map((point) => (
                  <tr key={point.date}>
                    <th scope="row">{periodLabel(point.date, group)}</th>
                    <td>{formatMoney(point.sum)}</td>
                    <td>{formatNumber(point.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
