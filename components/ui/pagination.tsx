'use client';

import { useLinkStatus } from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { clampPage, paginationWindow } from '@/lib/lists/pagination';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** The address of a page (usually `?page=N` of the list's own URL). */
  hrefFor: (page: number) => string;
  className?: string;
}

/**
 * The list pagination of §2: previous/next arrows, the page window of `paginationWindow`
 * and a non-clickable ellipsis. Nothing is rendered for a single page. Every page is a link:
 * it opens in a new tab, works before hydration, and a second click simply starts the
 * newer navigation (no handler to race, nothing disabled while a page loads). The link being
 * loaded shows a spinner (useLinkStatus).
 */
export function Pagination({ page, totalPages, hrefFor, className }: PaginationProps) {
  if (!(totalPages > 1)) return null;
  const current = clampPage(page, totalPages);
  const items = paginationWindow(current, totalPages);

  const control = (target: number, label: string, content: ReactNode, options: { disabled?: boolean; current?: boolean }) => {
    const isCurrent = options.current ?? false;
    const classes = [styles.control, isCurrent && styles.current].filter(Boolean).join(' ');
    if (options.disabled) {
      return (
        <button type="button" className={classes} aria-label={label} disabled>
          {content}
        </button>
      );
    }
    return (
      // scroll={false}: the pager sits under the rows; the new rows appear where the user looks.
      <IntentLink href={hrefFor(target)} scroll={false} className={classes} aria-label={label} aria-current={isCurrent ? 'page' : undefined}>
        {content}
        <LinkPending />
      </IntentLink>
    );
  };

  return (
    <nav aria-label="Пагинация" className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>
          {control(current - 1, 'Предыдущая страница', <Chevron direction="left" />, { disabled: current <= 1 })}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis}>
              …
            </li>
          ) : (
            <li key={item}>{control(item, `Страница ${item}`, item, { current: item === current })}</li>
          ),
        )}
        <li>
          {control(current + 1, 'Следующая страница', <Chevron direction="right" />, { disabled: current >= totalPages })}
        </li>
      </ul>
    </nav>
  );
}

/** A spinner on the link whose page is being loaded. */
function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span className={styles.pending} role="status" aria-label="Загрузка…" /> : null;
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
