'use client';

import { useMemo, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ListSortContext } from './list-sort-context';
import { ListState, type EmptyAction } from './list-state';
import { PageSizeSelect } from './page-size-select';
import type { useListTransition } from './use-list-transition';
import styles from './list-rows.module.css';

export interface ListRowsProps {
  /** The list's useListTransition: its busy state, retry, order and the addresses of its pages. */
  transition: Pick<ReturnType<typeof useListTransition>, 'list' | 'pending' | 'refresh' | 'run'>;
  /** The text of the error when the rows could not be loaded. */
  error: string | null;
  /** There are no rows. */
  empty: boolean;
  emptyText: ReactNode;
  /** A way out of an empty list, e.g. creating the first record (not when a filter emptied it). */
  emptyAction?: EmptyAction;
  /** How many pages there are; without it neither pagination nor the page size is shown. */
  totalPages?: number;
  /** The rows. */
  children: ReactNode;
}

/**
 * The rows of a server-rendered list in their states (loading, failed with a retry, empty), then
 * its pagination and page size. The rows' table reads the list's order from the context here
 * (SortableHeader).
 */
export function ListRows({ transition: { list, pending, refresh, run }, error, empty, emptyText, emptyAction, totalPages, children }: ListRowsProps) {
  const { sort } = list.query;
  const { setSort, setPerPage } = list;
  const sorting = useMemo(() => ({ sort, setSort: (next: string | null) => run(() => setSort(next)) }), [sort, setSort, run]);
  return (
    <ListSortContext value={sorting}>
      <ListState loading={pending} error={error ? true : undefined} errorText={error ?? undefined} onRetry={refresh} empty={empty} emptyText={emptyText} emptyAction={emptyAction}>
        {children}
      </ListState>
      {totalPages !== undefined && (
        <div className={styles.footer}>
          <Pagination className={styles.pager} page={list.query.page} totalPages={totalPages} hrefFor={list.hrefFor} />
          {!error && !empty && <PageSizeSelect perPage={list.query.perPage} onChange={(size) => run(() => setPerPage(size))} />}
        </div>
      )}
    </ListSortContext>
  );
}
