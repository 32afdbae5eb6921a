'use client';

import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ListState, type EmptyAction } from './list-state';
import type { useListTransition } from './use-list-transition';

export interface ListRowsProps {
  /** The list's useListTransition: its busy state, retry and the addresses of its pages. */
  transition: Pick<ReturnType<typeof useListTransition>, 'list' | 'pending' | 'refresh'>;
  /** The text of the error when the rows could not be loaded. */
  error: string | null;
  /** There are no rows. */
  empty: boolean;
  emptyText: ReactNode;
  /** A way out of an empty list, e.g. creating the first record (not when a filter emptied it). */
  emptyAction?: EmptyAction;
  /** How many pages there are; without it no pagination is shown. */
  totalPages?: number;
  /** The rows. */
  children: ReactNode;
}

/** The rows of a server-rendered list in their states (loading, failed with a retry, empty), then its pagination. */
export function ListRows({ transition: { list, pending, refresh }, error, empty, emptyText, emptyAction, totalPages, children }: ListRowsProps) {
  return (
    <>
      <ListState loading={pending} error={error ? true : undefined} errorText={error ?? undefined} onRetry={refresh} empty={empty} emptyText={emptyText} emptyAction={emptyAction}>
        {children}
      </ListState>
      {totalPages !== undefined && (
        <Pagination page={list.query.page} totalPages={totalPages} hrefFor={list.hrefFor} />
      )}
    </>
  );
}
