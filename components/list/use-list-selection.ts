'use client';

import { fetchAllItems, selectionKey, type ListItem } from '@/lib/lists/items';
import { toApiQuery, type ListQuery } from '@/lib/lists/query';
import { useSelection } from './use-selection';

export interface UseListSelectionOptions<T> {
  /** The list's state from the URL (useListQuery). */
  query: ListQuery;
  /** The rows on screen. */
  rows: readonly T[];
  /** The BFF list call the rows come from, for "Выбрать все N". */
  path: string;
  /** How the list's state becomes that call's query (default toApiQuery). */
  apiQuery?: (query: ListQuery) => Record<string, string>;
  /** The row's name, as the checkbox and a failure name it. */
  nameOf: (row: T) => string;
}

/** useSelection wired to a server-rendered list: its rows, its filter and its list call. */
export function useListSelection<T extends { id: number }>({ query, rows, path, apiQuery = toApiQuery, nameOf }: UseListSelectionOptions<T>) {
  const toItem = (row: T): ListItem => ({ id: row.id, name: nameOf(row) });
  return useSelection({
    filterKey: selectionKey(query),
    pageItems: rows.map(toItem),
    fetchAll: (signal) => fetchAllItems(path, apiQuery(query), toItem, signal),
  });
}
