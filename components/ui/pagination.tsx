'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { clampPage, paginationWindow } from '@/lib/pagination';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** A page is being fetched: every control is disabled so a second request cannot start. */
  loading?: boolean;
  /** Button mode: called with the chosen page. */
  onChange?: (page: number) => void;
  /** Link mode (server-rendered lists): the address of a page; wins over `onChange`. */
  hrefFor?: (page: number) => string;
  className?: string;
}

/**
 * The list pagination of §2: previous/next arrows, the page window of `paginationWindow`
 * and a non-clickable ellipsis. Nothing is rendered for a single page.
 */
export function Pagination({ page, totalPages, loading = false, onChange, hrefFor, className }: PaginationProps) {
  if (!(totalPages > 1)) return null;
  const current = clampPage(page, totalPages);
  const items = paginationWindow(current, totalPages);

  const control = (target: number, label: string, content: ReactNode, options: { disabled?: boolean; current?: boolean }) => {
    const isCurrent = options.current ?? false;
    const classes = [styles.control, isCurrent && styles.current].filter(Boolean).join(' ');
    if (options.disabled) {
      return (
        <button type="button" className={classes} aria-label={label} aria-current={isCurrent ? 'page' : undefined} disabled>
          {content}
        </button>
      );
    }
    if (hrefFor) {
      return (
        <Link href={hrefFor(target)} className={classes} aria-label={label} aria-current={isCurrent ? 'page' : undefined}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={isCurrent ? undefined : () => onChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label="Пагинация" aria-busy={loading || undefined} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>
          {control(current - 1, 'Предыдущая страница', <Chevron direction="left" />, {
            disabled: loading || current <= 1,
          })}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis}>
              …
            </li>
          ) : (
            <li key={item}>
              {control(item, `Страница ${item}`, item, { disabled: loading, current: item === current })}
            </li>
          ),
        )}
        <li>
          {control(current + 1, 'Следующая страница', <Chevron direction="right" />, {
            disabled: loading || current >= totalPages,
          })}
        </li>
      </ul>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
