'use client';

import { createContext, useContext } from 'react';

export interface ListSort {
  /** The applied order from the URL (`field` or `-field`). */
  sort: string | undefined;
  /** A new order (null: the list's own); the list returns to page 1. */
  setSort: (sort: string | null) => void;
}

/**
 * The order of the list around a table. ListRows provides it, so a table only swaps its header
 * cells for SortableHeader; outside a list (no provider) the headers stay plain.
 */
export const ListSortContext = createContext<ListSort | null>(null);

export const useListSort = () => useContext(ListSortContext);
