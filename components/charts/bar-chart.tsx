import { useId } from 'react';
import { axisTicks, compactMoney } from '@/lib/finance/chart-scale';
import { formatMoney, formatNumber } from '@/lib/format/format';
import styles from './bar-chart.module.css';

export interface ChartBar {
  key: string;
  /** Under the bar ('' to leave the place empty). */
  label: string;
  /** The bar's full name in the tooltip and the table ('12.05.2026', 'Май 2026'). */
  title: string;
  sum: number;
  count: number;
}

export interface BarChartProps {
  caption: string;
  bars: readonly ChartBar[];
  emptyText: string;
  /** Table headings: the period column and the count column. */
  periodHeading: string;
  countHeading: string;
  /** The table is for screen readers only, or behind 'Показать таблицей' for everyone. */
  table?: 'hidden' | 'details';
}

/**
 * Money per period as CSS bars, rendered on the server with no chart library (finance of the
 * company and of the admin). Sighted users get a value axis and a tooltip on hover or keyboard
 * focus; screen readers read the table with the same numbers.
 */
export function BarChart({ caption, bars, emptyText, periodHeading, countHeading, table = 'hidden' }: BarChartProps) {
  const captionId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.sum));
  const ticks = axisTicks(max);
  const top = ticks.at(-1)!;
  const rows = (
    <table className={table === 'hidden' ? 'visually-hidden' : styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{periodHeading}</th>
          <th scope="col">Сумма</th>
          <th scope="col">{countHeading}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.title}</th>
            <td>{formatMoney(bar.sum)}</td>
            <td>{formatNumber(bar.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      {max === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.plot}>
          <ol className={styles.axis} aria-hidden="true">
            {ticks.map((tick) => (
              <li key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
                {compactMoney(tick)}
              </li>
            ))}
          </ol>
          {/* Each bar is a keyboard stop for its tooltip; its name repeats the table's row. */}
          <div className={styles.bars} role="group" aria-label={`${caption}: столбцы`}>
            {bars.map((bar) => {
              const tip = `${bar.title}: ${formatMoney(bar.sum)}, ${countHeading.toLowerCase()}: ${formatNumber(bar.count)}`;
              return (
                <div key={bar.key} className={styles.column}>
                  <div className={styles.track}>
                    <div className={styles.bar} tabIndex={0} role="img" aria-label={tip} style={{ height: `${(bar.sum / top) * 100}%` }}>
                      <span className={styles.tip} role="tooltip" aria-hidden="true">
                        {tip}
                      </span>
                    </div>
                  </div>
                  <span className={styles.label} aria-hidden="true">
                    {bar.label}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      )}
      {table === 'hidden'
        ? rows
        : max > 0 && (
            <details className={styles.details}>
              <summary>Показать таблицей</summary>
              {rows}
            </details>
          )}
    </figure>
  );
}
