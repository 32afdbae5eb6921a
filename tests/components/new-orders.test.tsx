import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { NewOrdersBadge } from '@/components/layout/new-orders';
import { renderScreen, withHandlers } from '../harness';

const seenAt = new Date(Date.now() - 60 * 60_000);
let orders: { id: number; number: string; createdAt: string }[] = [];
const queries: URLSearchParams[] = [];
withHandlers(
  http.get('*/dashboard/v1/chief/market/orders', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: { data: orders, pagination: { total: orders.length, totalPages: 1, currentPage: 1, perPage: 100 } } });
  }),
);
beforeEach(() => {
  window.localStorage.setItem('bo.ordersSeenAt', seenAt.toISOString());
  orders = [
    { id: 2, number: '1002', createdAt: new Date(seenAt.getTime() + 60_000).toISOString() },
    { id: 1, number: '1001', createdAt: new Date(seenAt.getTime() - 60_000).toISOString() },
  ];
  queries.length = 0;
});
afterEach(() => {
  window.localStorage.clear();
});

const renderBadge = (onList = false) =>
  renderScreen(
    // Every poll reaches the upstream: no deduplication of the 100 ms polls.
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NewOrdersBadge pollMs={100} onList={onList} />
    </SWRConfig>,
  );

describe('NewOrdersBadge', () => {
  it('counts orders created since the list was last opened, newest first through the BFF', async () => {
    renderBadge();
    expect(await screen.findByTestId('new-orders-badge')).toHaveTextContent('1, новых: 1');
    expect(queries[0]?.get('sort')).toBe('-created_at');
    expect(queries[0]?.get('dateFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('toasts an order that arrives while open, with a link to it, and counts it', async () => {
    renderBadge();
    await screen.findByTestId('new-orders-badge');
    orders = [{ id: 3, number: '1003', createdAt: new Date().toISOString() }, ...orders];
    expect(await screen.findByRole('link', { name: 'Новый заказ №1003' }, { timeout: 3000 })).toHaveAttribute('href', '/orders/3');
    await waitFor(() => expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('2, новых: 2'));
    // The orders there at the first answer are not announced.
    expect(screen.queryByText('Новый заказ №1002')).not.toBeInTheDocument();
  });

  it('shows no count on the list itself and marks the orders seen', async () => {
    renderBadge(true);
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('new-orders-badge')).not.toBeInTheDocument();
    expect(Date.parse(window.localStorage.getItem('bo.ordersSeenAt')!)).toBeGreaterThan(seenAt.getTime());
  });
});
