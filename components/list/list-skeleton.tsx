import styles from './list-skeleton.module.css';

export interface ListSkeletonProps {
  /** Read by screen readers while the list loads, e.g. 'Загрузка заказов…'. */
  label: string;
  /** How many columns the list's table has. */
  columns?: number;
  rows?: number;
}

/**
 * What a list screen shows while its route loads (a server component, no JS): the title, the
 * search bar and the table in their real places, so the rows arrive without the page jumping
 * and a slow navigation reads as "this list is coming", not as a lone spinner.
 */
export function ListSkeleton({ label, columns = 5, rows = 8 }: ListSkeletonProps) {
  const cells = Array.from({ length: columns }, (_, column) => column);
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className={`${styles.bar} ${styles.title}`} aria-hidden="true" />
      <div className={`${styles.bar} ${styles.search}`} aria-hidden="true" />
      <div className={styles.table} aria-hidden="true">
        <div className={`${styles.row} ${styles.head}`}>
          {cells.map((column) => (
            <div key={column} className={`${styles.bar} ${styles.cell}`} />
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className={styles.row}>
            {cells.map((column) => (
              // Uneven widths, as real text is: a grid of equal bars reads as a pattern, not as rows.
              <div key={column} className={`${styles.bar} ${styles.cell}`} style={{ width: `${55 + ((row * 7 + column * 13) % 40)}%` }} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
