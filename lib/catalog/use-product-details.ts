'use client';

/**
 * The store product details (§4 "Product details store"): a paginated list where page 1
 * replaces the rows and later pages append them (and replace the pagination); more is loaded
 * only while the requested page is at most totalPages; create appends the returned record,
 * edit replaces the record with the same id, delete removes it; a failed call records the
 * error, and create, edit and delete also re-throw it.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { catalogApi, type ProductDetailPayload } from './api';
import type { ProductDetail } from './types';
import type { ListEnvelope, Pagination } from '../lists/types';

/** §4 API call states. */
export type CallStatus = 'NOT_STARTED' | 'PENDING' | 'SUCCESS' | 'FAILED';

export interface DetailsState {
  items: ProductDetail[];
  pagination: Pagination | null;
  status: CallStatus;
  error: unknown;
}

export type DetailsAction =
  | { type: 'pending' }
  | { type: 'loaded'; page: number; items: ProductDetail[]; pagination: Pagination }
  | { type: 'created'; item: ProductDetail }
  | { type: 'edited'; item: ProductDetail }
  | { type: 'removed'; id: number }
  | { type: 'failed'; error: unknown };

export const INITIAL_DETAILS: DetailsState = { items: [], pagination: null, status: 'NOT_STARTED', error: null };

export function detailsReducer(state: DetailsState, action: DetailsAction): DetailsState {
  switch (action.type) {
    case 'pending':
      return { ...state, status: 'PENDING', error: null };
    case 'loaded':
      return {
        items: action.page <= 1 ? action.items : [...state.items, ...action.items],
        pagination: action.pagination,
        status: 'SUCCESS',
        error: null,
      };
    case 'created':
      return { ...state, items: [...state.items, action.item], status: 'SUCCESS', error: null };
    case 'edited':
      return { ...state, items: state.items.map((item) => (item.id === action.item.id ? action.item : item)), status: 'SUCCESS', error: null };
    case 'removed':
      return { ...state, items: state.items.filter((item) => item.id !== action.id), status: 'SUCCESS', error: null };
    case 'failed':
      return { ...state, status: 'FAILED', error: action.error };
  }
}

/** More is loaded only when the page is at most totalPages (any page before the first load). */
export function canLoadPage(page: number, pagination: Pagination | null): boolean {
  return page >= 1 && (pagination === null || page <= pagination.totalPages);
}

/** The calls the store makes; the real ones by default, a fake in tests. */
export interface DetailsCalls {
  list: (productId: number, page: number) => Promise<ListEnvelope<ProductDetail>>;
  create: (productId: number, payload: ProductDetailPayload) => Promise<ProductDetail>;
  edit: (productId: number, payload: ProductDetailPayload & { id: number }) => Promise<ProductDetail>;
  remove: (productId: number, id: number) => Promise<unknown>;
}

const defaultCalls: DetailsCalls = {
  list: catalogApi.details,
  create: catalogApi.createDetail,
  edit: catalogApi.editDetail,
  remove: catalogApi.deleteDetail,
};

export function useProductDetails(productId: number, calls: DetailsCalls = defaultCalls) {
  const [state, dispatch] = useReducer(detailsReducer, INITIAL_DETAILS);
  // The latest pagination without re-creating `load` on every change.
  const pagination = useRef(state.pagination);
  useEffect(() => {
    pagination.current = state.pagination;
  });

  const load = useCallback(
    async (page = 1) => {
      if (!canLoadPage(page, page === 1 ? null : pagination.current)) return;
      dispatch({ type: 'pending' });
      try {
        const { data } = await calls.list(productId, page);
        dispatch({ type: 'loaded', page, items: data.data, pagination: data.pagination });
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    [calls, productId],
  );

  const mutation = useCallback(
    async <T,>(run: () => Promise<T>, done: (result: T) => DetailsAction): Promise<T> => {
      dispatch({ type: 'pending' });
      try {
        const result = await run();
        dispatch(done(result));
        return result;
      } catch (error) {
        dispatch({ type: 'failed', error });
        throw error;
      }
    },
    [],
  );

  const actions = useMemo(
    () => ({
      load,
      create: (payload: ProductDetailPayload) => mutation(() => calls.create(productId, payload), (item) => ({ type: 'created', item })),
      edit: (payload: ProductDetailPayload & { id: number }) => mutation(() => calls.edit(productId, payload), (item) => ({ type: 'edited', item })),
      remove: (id: number) => mutation(() => calls.remove(productId, id), () => ({ type: 'removed', id })),
    }),
    [calls, load, mutation, productId],
  );

  return { ...state, ...actions };
}
