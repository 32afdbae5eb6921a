'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import {
  applyFilters,
  clearListQuery,
  listQueryHref,
  parseListQuery,
  toApiQuery,
  withFilters,
  withPage,
  withPerPage,
  withSearch,
  withSort,
  type FilterPatch,
  type ListQuery,
} from '@/lib/lists/query';

export interface UseListQueryOptions {
  /** The screen's filter fields; other URL parameters are left untouched. Default: every other parameter. */
  filterKeys?: readonly string[];
}

export interface NavigateOptions {
  /** 'push' (default) adds a history entry so Back returns to the previous state; 'replace' does not. */
  history?: 'push' | 'replace';
}

/**
 * The list state kept in the URL (§4): a list can be linked, reloaded and
 * navigated back to. Every change goes through the router without scrolling to the top.
 * Pages using it render it under a Suspense boundary or dynamically (useSearchParams).
 */
export function useListQuery({ filterKeys }: UseListQueryOptions = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The key list is compared by content so an inline array does not rebuild everything.
  const keysKey = filterKeys?.join('\n');
  const stableKeys = useMemo(() => (keysKey === undefined ? undefined : keysKey.split('\n')), [keysKey]);

  const current = useMemo(() => new URLSearchParams(searchParams?.toString() ?? ''), [searchParams]);
  const query = useMemo(() => parseListQuery(current, { filterKeys: stableKeys }), [current, stableKeys]);

  const hrefOf = useCallback(
    (next: ListQuery) => listQueryHref(pathname ?? '', next, { current, filterKeys: stableKeys }),
    [pathname, current, stableKeys],
  );

  const navigate = useCallback(
    (next: ListQuery, { history = 'push' }: NavigateOptions = {}) => {
      router[history](hrefOf(next), { scroll: false });
    },
    [router, hrefOf],
  );

  return useMemo(
    () => ({
      query,
      /** The query of the BFF call (page and perPage always, empty values dropped). */
      apiQuery: toApiQuery(query),
      navigate,
      /** The address of a page, for link-mode pagination. */
      hrefFor: (page: number) => hrefOf(withPage(query, page)),
      setPage: (page: number, options?: NavigateOptions) => navigate(withPage(query, page), options),
      setPerPage: (perPage: number, options?: NavigateOptions) => navigate(withPerPage(query, perPage), options),
      setSort: (sort: string | null, options?: NavigateOptions) => navigate(withSort(query, sort), options),
      setSearch: (search: string | null, options?: NavigateOptions) => navigate(withSearch(query, search), options),
      /** Changes some filters and returns to page 1. */
      setFilters: (patch: FilterPatch, options?: NavigateOptions) => navigate(withFilters(query, patch), options),
      /** Replaces the search and all filters (what a filter panel applies), from page 1. */
      apply: (applied: { search?: string | null; filters: FilterPatch }, options?: NavigateOptions) =>
        navigate(applyFilters(query, applied), options),
      /** Page 1, 15 per page, no filters or search. */
      clear: (options?: NavigateOptions & { keepSearch?: boolean }) =>
        navigate(clearListQuery(query, { keepSearch: options?.keepSearch }), options),
    }),
    [query, navigate, hrefOf],
  );
}
