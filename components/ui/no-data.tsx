import type { ReactNode } from 'react';
import { isMissing, NO_DATA } from '@/lib/schema/missing';
import styles from './no-data.module.css';

/**
 * «нет данных» in the place of what the upstream's record did not hold (absent, null or
 * unreadable; see lib/schema/record.ts), so a gap is not shown as a real empty value or a zero.
 */
export function NoData({ block = false }: { block?: boolean }) {
  return block ? (
    <p className={styles.noData} data-no-data="">
      {NO_DATA}
    </p>
  ) : (
    <span className={styles.noData} data-no-data="">
      {NO_DATA}
    </span>
  );
}

/** `shown`, or «нет данных» when the record lacked `key`. */
export function orNoData(record: object, key: string, shown: ReactNode): ReactNode {
  return isMissing(record, key) ? <NoData /> : shown;
}
