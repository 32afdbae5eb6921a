import type { DocLink } from '@/lib/docs/types';
import styles from './pager.module.css';

interface PagerProps {
  prev: DocLink | null;
  next: DocLink | null;
  className?: string;
}

/** 'Предыдущая статья' / 'Следующая статья' in the fixed order of §2. */
export function Pager({ prev, next, className }: PagerProps) {
  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label="Соседние статьи">
      {prev && (
        <a href={prev.href} rel="prev" className={styles.link} data-direction="prev">
          <span className={styles.label}>
            <span aria-hidden="true">← </span>Предыдущая статья
          </span>{' '}
          <span className={styles.title}>{prev.title}</span>
        </a>
      )}
      {next && (
        <a href={next.href} rel="next" className={styles.link} data-direction="next">
          <span className={styles.label}>
            Следующая статья<span aria-hidden="true"> →</span>
          </span>{' '}
          <span className={styles.title}>{next.title}</span>
        </a>
      )}
    </nav>
  );
}
