'use client';

import { useCallback, useTransition } from 'react';
import { useAfterChange } from '@/components/ui/use-route-data';
import { useListQuery, type UseListQueryOptions } from './use-list-query';

/**
 * useListQuery for server-rendered lists: every URL change (and a refresh after a mutation)
 * runs in a transition, so `pending` stays true until the server has rendered the new rows —
 * the list shows itself busy and the pagination is disabled meanwhile (§2).
 */
export function useListTransition(options: UseListQueryOptions = {}) {
  const list = useListQuery(options);
  const [moving, startTransition] = useTransition();
  const { changed, pending: refreshing } = useAfterChange();
  const pending = moving || refreshing;
  const run = useCallback((action: () => void) => startTransition(action), []);
  const refresh = useCallback(() => changed(), [changed]);
  /** After a row was deleted: the last row of a later page shows the page before it, otherwise the rows reload. */
  const afterDelete = (rowsOnPage: number) => {
    if (rowsOnPage === 1 && list.query.page > 1) run(() => list.setPage(list.query.page - 1));
    else refresh();
  };
  /**
   * After a bulk action that deleted `removed` of the filter's `total` rows: a page past the new
   * last one would show the empty list's text ("… пока нет"), so the last page left is shown
   * instead; otherwise the rows reload.
   */
  const afterBulk = (removed: number, total: number) => {
    const lastPage = Math.max(1, Math.ceil((total - removed) / list.query.perPage));
    if (list.query.page > lastPage) run(() => list.setPage(lastPage));
    else refresh();
  };
  return { list, pending, run, refresh, afterDelete, afterBulk };
}
