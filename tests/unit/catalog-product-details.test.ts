import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api/api-error';
import type { ProductDetail } from '@/lib/catalog/types';
import {
  canLoadPage,
  detailsReducer,
  INITIAL_DETAILS,
  useProductDetails,
  type DetailsCalls,
} from '@/lib/catalog/use-product-details';

const detail = (id: number, quantity = 1): ProductDetail => ({ id, productId: 1, storeId: id, store: null, quantity, price: null });
const pagination = (currentPage: number, totalPages: number) => ({ total: totalPages * 2, totalPages, currentPage, perPage: 2 });

describe('product details reducer', () => {
  it('replaces the rows with page 1 and appends later pages, replacing the pagination', () => {
    const first = detailsReducer(INITIAL_DETAILS, { type: 'loaded', page: 1, items: [detail(1), detail(2)], pagination: pagination(1, 2) });
    const second = detailsReducer(first, { type: 'loaded', page: 2, items: [detail(3)], pagination: pagination(2, 2) });
    expect(second.items.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(second.pagination).toEqual(pagination(2, 2));
    const again = detailsReducer(second, { type: 'loaded', page: 1, items: [detail(9)], pagination: pagination(1, 1) });
    expect(again.items.map((d) => d.id)).toEqual([9]);
    expect(again.status).toBe('SUCCESS');
  });

  it('appends a created record, replaces an edited one by id and removes a deleted one', () => {
    const loaded = detailsReducer(INITIAL_DETAILS, { type: 'loaded', page: 1, items: [detail(1), detail(2)], pagination: pagination(1, 1) });
    const created = detailsReducer(loaded, { type: 'created', item: detail(5) });
    expect(created.items.map((d) => d.id)).toEqual([1, 2, 5]);
    const edited = detailsReducer(created, { type: 'edited', item: detail(2, 40) });
    expect(edited.items.map((d) => [d.id, d.quantity])).toEqual([[1, 1], [2, 40], [5, 1]]);
    expect(detailsReducer(edited, { type: 'removed', id: 1 }).items.map((d) => d.id)).toEqual([2, 5]);
  });

  it('records a failure and keeps the rows', () => {
    const loaded = detailsReducer(INITIAL_DETAILS, { type: 'loaded', page: 1, items: [detail(1)], pagination: pagination(1, 1) });
    const failed = detailsReducer(loaded, { type: 'failed', error: 'boom' });
    expect(failed).toMatchObject({ status: 'FAILED', error: 'boom', items: [detail(1)] });
  });

  it('loads more only while the page is at most totalPages', () => {
    expect(canLoadPage(1, null)).toBe(true);
    expect(canLoadPage(2, pagination(1, 2))).toBe(true);
    expect(canLoadPage(3, pagination(2, 2))).toBe(false);
    expect(canLoadPage(0, pagination(1, 2))).toBe(false);
  });
});

function fakeCalls(overrides: Partial<DetailsCalls> = {}): DetailsCalls & { list: jest.Mock } {
  const pages: Record<number, ProductDetail[]> = { 1: [detail(1), detail(2)], 2: [detail(3)] };
  return {
    list: jest.fn(async (_product: number, page: number) => ({ data: { data: pages[page] ?? [], pagination: pagination(page, 2) } })),
    create: jest.fn(async (_product: number, payload) => ({ ...detail(7), ...payload })),
    edit: jest.fn(async (_product: number, payload) => ({ ...detail(payload.id), ...payload })),
    remove: jest.fn(async () => null),
    ...overrides,
  } as DetailsCalls & { list: jest.Mock };
}

describe('useProductDetails', () => {
  it('loads pages, stops past the last one and applies create, edit and delete', async () => {
    const calls = fakeCalls();
    const { result } = renderHook(() => useProductDetails(1, calls));
    expect(result.current.status).toBe('NOT_STARTED');
    await act(() => result.current.load(1));
    await act(() => result.current.load(2));
    expect(result.current.items.map((d) => d.id)).toEqual([1, 2, 3]);
    await act(() => result.current.load(3));
    expect(calls.list).toHaveBeenCalledTimes(2);
    await act(async () => {
      await result.current.create({ storeId: 7, quantity: 4, price: null });
    });
    await act(async () => {
      await result.current.edit({ id: 2, storeId: 2, quantity: 11, price: 150 });
    });
    await act(async () => {
      await result.current.remove(1);
    });
    expect(result.current.items.map((d) => [d.id, d.quantity])).toEqual([[2, 11], [3, 1], [7, 4]]);
    expect(result.current.status).toBe('SUCCESS');
  });

  it('records a failed load without throwing', async () => {
    const failure = new ApiError(500, 'Сервер недоступен', null);
    const { result } = renderHook(() => useProductDetails(1, fakeCalls({ list: jest.fn().mockRejectedValue(failure) })));
    await act(() => result.current.load(1));
    expect(result.current.status).toBe('FAILED');
    expect(result.current.error).toBe(failure);
  });

  it.each(['create', 'edit', 'remove'] as const)('records and re-throws a failed %s', async (action) => {
    const failure = new ApiError(422, 'Для этого магазина запись уже есть', null);
    const calls = fakeCalls({ [action]: jest.fn().mockRejectedValue(failure) });
    const { result } = renderHook(() => useProductDetails(1, calls));
    await act(() => result.current.load(1));
    const run = {
      create: () => result.current.create({ storeId: 1, quantity: 1, price: null }),
      edit: () => result.current.edit({ id: 1, storeId: 1, quantity: 1, price: null }),
      remove: () => result.current.remove(1),
    }[action];
    await act(async () => {
      await expect(run()).rejects.toBe(failure);
    });
    await waitFor(() => expect(result.current.status).toBe('FAILED'));
    expect(result.current.error).toBe(failure);
    expect(result.current.items.map((d) => d.id)).toEqual([1, 2]);
  });
});
