import type { ReactNode } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  /** The message; the live region stays in place while empty so later messages are announced. */
  children?: ReactNode;
  tone?: 'success' | 'info';
}

/** A polite status message (e.g. 'Код успешно отправлен'). */
export function Notice({ children, tone = 'success' }: NoticeProps) {
  const empty = children === undefined || children === null || children === false || children === '';
  return (
    <div role="status" className={empty ? styles.empty : `${styles.notice} ${styles[tone]}`}>
      {empty ? null : children}
    </div>
  );
}
