import { useId } from 'react';
import { chartBars, type DayTakings, type Period } from '@/lib/finance';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import styles from './finance.module.css';

/** At most this many captions under the bars; the rest stay in the table for screen readers. */
const MAX_LABELS = 16;

/**
 * Takings over the period as plain CSS bars (no chart library). The bars are decoration for
 * the eye; the same numbers are in a table that screen readers read instead.
 */
export function RevenueChart({ period, days }: { period: Period; days: readonly DayTakings[] }) {
  const captionId = useId();
  const bars = chartBars(period, days);
  const max = Math.max(0, ...bars.map((b) => b.sum));
  const every = Math.max(1, Math.ceil(bars.length / MAX_LABELS));
  const caption = `Выручка с ${formatDate(period.dateFrom)} по ${formatDate(period.dateTo)}`;

  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartTitle}>
        {caption}
      </figcaption>
      {max === 0 ? (
        <p className={styles.muted}>За выбранный период оплат не было</p>
      ) : (
        <div className={styles.bars} aria-hidden="true">
          {bars.map((bar, index) => (
            <div key={bar.start} className={styles.barColumn} title={`${bar.title}: ${formatMoney(bar.sum)}`}>
              <div className={styles.barTrack}>
                <div className={styles.bar} style={{ height: `${(bar.sum / max) * 100}%` }} />
              </div>
              <span className={styles.barLabel}>{index % every === 0 ? bar.label : ''}</span>
            </div>
          ))}
        </div>
      )}
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Период</th>
            <th scope="col">Выручка</th>
            <th scope="col">Оплат</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.start}>
              <th scope="row">{bar.title}</th>
              <td>{formatMoney(bar.sum)}</td>
              <td>{formatNumber(bar.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
