'use client';

import type { ReactNode, ThHTMLAttributes } from 'react';
import { nextSort, sortDirection } from '@/lib/lists/sort';
import { LineIcon } from '@/components/ui/line-icon';
import { useListSort } from './list-sort-context';
import styles from './sortable-header.module.css';

export interface SortableHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** The upstream field (snake_case), e.g. `created_at`. */
  field: string;
  children: ReactNode;
}

const NEXT_LABEL = { none: 'по возрастанию', ascending: 'по убыванию', descending: 'сбросить сортировку' } as const;

/**
 * A column header that sorts the list: a real button inside the <th>, whose `aria-sort` tells
 * the current order. Clicks cycle ascending → descending → the list's own order.
 */
export function SortableHeader({ field, children, className, ...rest }: SortableHeaderProps) {
  const sorting = useListSort();
  if (!sorting) {
    return (
      <th scope="col" className={className} {...rest}>
        {children}
      </th>
    );
  }
  const direction = sortDirection(sorting.sort, field);
  return (
    <th scope="col" aria-sort={direction} className={className} {...rest}>
      <button
        type="button"
        className={styles.button}
        title={`Сортировать: ${NEXT_LABEL[direction]}`}
        onClick={() => sorting.setSort(nextSort(sorting.sort, field))}
      >
        {children}
        <LineIcon name={direction === 'none' ? 'sort' : `sort-${direction}`} className={direction === 'none' ? `${styles.icon} ${styles.idle}` : styles.icon} />
      </button>
    </th>
  );
}
