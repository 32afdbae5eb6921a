'use client';

import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error';
import type { ListItem } from '@/lib/lists/items';

export interface UseSelectionOptions {
  /**
   * What the rows are filtered by (search and filters, not the page): the selection survives
   * page changes and is dropped when this changes.
   */
  filterKey: string;
  /** The rows of the page on screen. */
  pageItems: readonly ListItem[];
  /** Every row matching the filter ("Выбрать все N"). */
  fetchAll: (signal: AbortSignal) => Promise<ListItem[]>;
}

interface State {
  filterKey: string;
  /** id → name, in the order of selection. */
  selected: ReadonlyMap<number, string>;
}

export type PageState = 'none' | 'some' | 'all';

/** Row selection of a list, for bulk actions: per row, the page, or everything the filter matches. */
export function useSelection({ filterKey, pageItems, fetchAll }: UseSelectionOptions) {
  const [state, setState] = useState<State>({ filterKey, selected: new Map() });
  const [selectingAll, setSelectingAll] = useState(false);
  const [selectAllError, setSelectAllError] = useState<string | null>(null);
  const pendingAll = useRef<AbortController | null>(null);

  // A new filter is a new set of rows: what was selected under the old one no longer applies.
  const current = state.filterKey === filterKey ? state : { filterKey, selected: new Map<number, string>() };
  if (current !== state) setState(current);
  const { selected } = current;

  /** Changes the selection made under `key`; a change for a filter no longer shown is dropped. */
  const update = useCallback(
    (change: (next: Map<number, string>) => void, key = filterKey) =>
      setState((previous) => {
        if (key !== filterKey) return previous;
        const next = new Map(previous.filterKey === filterKey ? previous.selected : []);
        change(next);
        return { filterKey, selected: next };
      }),
    [filterKey],
  );

  const onPage = pageItems.filter((item) => selected.has(item.id)).length;
  const pageState: PageState = onPage === 0 ? 'none' : onPage === pageItems.length ? 'all' : 'some';

  const selectAll = async () => {
    pendingAll.current?.abort();
    const startedFor = filterKey;
    const controller = new AbortController();
    pendingAll.current = controller;
    setSelectingAll(true);
    setSelectAllError(null);
    try {
      const items = await fetchAll(controller.signal);
      if (!controller.signal.aborted) update((next) => items.forEach((item) => next.set(item.id, item.name)), startedFor);
    } catch (error) {
      if (!controller.signal.aborted) setSelectAllError(errorMessage(error));
    } finally {
      if (pendingAll.current === controller) {
        pendingAll.current = null;
        setSelectingAll(false);
      }
    }
  };

  return {
    count: selected.size,
    /** The selected rows (all pages), as id and name. */
    items: Array.from(selected, ([id, name]) => ({ id, name })),
    isSelected: (id: number) => selected.has(id),
    toggle: (item: ListItem, on: boolean) => update((next) => (on ? next.set(item.id, item.name) : next.delete(item.id))),
    pageState,
    /** The header checkbox: selects the page, or clears it when it is all selected. */
    togglePage: () =>
      update((next) => {
        const all = pageItems.every((item) => next.has(item.id));
        pageItems.forEach((item) => (all ? next.delete(item.id) : next.set(item.id, item.name)));
      }),
    selectAll,
    selectingAll,
    selectAllError,
    clear: () => update((next) => next.clear()),
    /** After a bulk action: only these rows (the failed ones) stay selected. */
    keepOnly: (ids: readonly number[]) =>
      update((next) => {
        for (const id of Array.from(next.keys())) if (!ids.includes(id)) next.delete(id);
      }),
  };
}

export type Selection = ReturnType<typeof useSelection>;
