import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { NewOrdersBadge } from '@/components/layout/new-orders';
import { LiveOrderRefresh, LiveOrdersBar } from '@/components/orders/live-orders';
import { NewOrderNotify } from '@/components/profile/new-order-notify';
import { cancelSessionCalls, resetSessionCalls } from '@/lib/api/client';
import { EVENTS_URL, resetLiveClientForTests } from '@/lib/live/live-client';
import { belongsOnPage } from '@/lib/orders/live-match';
import { EMPTY_LIST_QUERY, type ListQuery } from '@/lib/lists/query';
import { FakeEventSource } from '../helpers/fake-event-source';
import { mockNavigation, renderScreen, server, withHandlers } from '../harness';

/**
 * The screens' side of the live channel, with a stand-in EventSource the test drives: the menu
 * count and toast come from the stream (no poll while it is up, the poll back when it fails),
 * the orders list re-renders for an order that belongs on its page and counts the others in a
 * bar, the order card re-renders on a status change, and the profile's switch is per device.
 */

const last = () => FakeEventSource.opened.at(-1)!;

let listCalls = 0;
withHandlers(
  http.get('*/dashboard/v1/chief/market/orders', () => {
    listCalls += 1;
    return HttpResponse.json({ data: { data: [], pagination: { total: 0, totalPages: 1, currentPage: 1, perPage: 100 } } });
  }),
);

beforeEach(() => {
  FakeEventSource.opened = [];
  listCalls = 0;
  resetLiveClientForTests();
  (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  window.localStorage.setItem('bo.ordersSeenAt', new Date(Date.now() - 60_000).toISOString());
});
afterEach(() => {
  resetSessionCalls();
  delete (window as unknown as { EventSource?: unknown }).EventSource;
  window.localStorage.clear();
});

const order = (id: number, extra: Partial<{ total: number; statusId: number; createdAt: string }> = {}) => ({
  id,
  number: String(10_000 + id),
  total: extra.total ?? 500,
  status: { id: extra.statusId ?? 1, name: 'Новый' },
  createdAt: extra.createdAt ?? new Date().toISOString(),
});

describe('belongsOnPage', () => {
  const query = (patch: Partial<ListQuery>): ListQuery => ({ ...EMPTY_LIST_QUERY, ...patch });
  it('first page, newest first, and the filters the event can answer', () => {
    expect(belongsOnPage(query({}), order(1))).toBe(true);
    expect(belongsOnPage(query({ sort: '-created_at' }), order(1))).toBe(true);
    expect(belongsOnPage(query({ page: 2 }), order(1))).toBe(false);
    expect(belongsOnPage(query({ sort: 'total' }), order(1))).toBe(false);
    expect(belongsOnPage(query({ search: 'Иван' }), order(1))).toBe(false);
    expect(belongsOnPage(query({ filters: { status: '1,2' } }), order(1))).toBe(true);
    expect(belongsOnPage(query({ filters: { status: '2' } }), order(1))).toBe(false);
    expect(belongsOnPage(query({ filters: { minTotal: '600' } }), order(1))).toBe(false);
    expect(belongsOnPage(query({ filters: { maxTotal: '600', minTotal: '100' } }), order(1))).toBe(true);
    // Totals in kopecks read as the filter sends them.
    expect(belongsOnPage(query({ filters: { maxTotal: '499.99' } }), order(1))).toBe(false);
    expect(belongsOnPage(query({ filters: { minTotal: '499.99', maxTotal: '500.01' } }), order(1))).toBe(true);
    expect(belongsOnPage(query({ filters: { dateTo: '2020-01-01' } }), order(1))).toBe(false);
    expect(belongsOnPage(query({ filters: { dateFrom: '2020-01-01' } }), order(1))).toBe(true);
    // The client filter cannot be checked from the event.
    expect(belongsOnPage(query({ filters: { user: '5' } }), order(1))).toBe(false);
  });
});

describe('the side menu count from the stream', () => {
  const renderBadge = (withList = false) =>
    renderScreen(
      <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map() }}>
        <NewOrdersBadge pollMs={100} onList={false} />
        {withList && <LiveOrdersBar query={EMPTY_LIST_QUERY} rowIds={[]} />}
      </SWRConfig>,
    );

  it('signing out closes the stream for good: no reconnect to be refused with a 401', async () => {
    renderBadge();
    last().open();
    await waitFor(() => expect(listCalls).toBe(1));
    act(() => cancelSessionCalls());
    expect(last().readyState).toBe(FakeEventSource.CLOSED);
    // An error the closed stream reports late must not open another one either.
    last().fail();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('an order announced while the first count is still on its way is toasted and counted with the others', async () => {
    // The first count is held until the order has come over the stream.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const older = order(5, { createdAt: new Date(Date.now() - 30_000).toISOString() });
    server.use(
      http.get('*/dashboard/v1/chief/market/orders', async () => {
        await held;
        return HttpResponse.json({ data: { data: [older], pagination: { total: 1, totalPages: 1, currentPage: 1, perPage: 100 } } });
      }),
    );
    renderBadge();
    last().open();
    await last().emitSettled('order.created', order(9));
    expect(await screen.findByText('Новый заказ №10009')).toBeInTheDocument();
    release();
    // Both: the one the count read and the one the stream brought (it used to replace the count).
    expect(await screen.findByTestId('new-orders-badge')).toHaveTextContent('2, новых: 2');
    expect(screen.getAllByText('Новый заказ №10009')).toHaveLength(1);
    expect(screen.queryByText('Новый заказ №10005')).not.toBeInTheDocument();
  });

  it('a burst of orders is one notice counting them, not a toast each', async () => {
    renderBadge();
    last().open();
    await waitFor(() => expect(listCalls).toBe(1));
    for (let id = 20; id < 50; id += 1) await last().emitSettled('order.created', order(id));
    expect(await screen.findByText(/Новых заказов: 30/)).toBeInTheDocument();
    expect(screen.getAllByText(/Новых заказов/)).toHaveLength(1);
    expect(screen.queryByText(/Новый заказ №/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'показать' })).toHaveAttribute('href', '/orders');
  });

  it('imported orders (published quiet) are counted but not announced; the next placed order is, alone', async () => {
    renderBadge();
    last().open();
    await waitFor(() => expect(listCalls).toBe(1));
    for (let id = 70; id < 73; id += 1) await last().emitSettled('order.created', { ...order(id), quiet: true });
    expect(await screen.findByTestId('new-orders-badge')).toHaveTextContent('3, новых: 3');
    await last().emitSettled('order.created', order(80));
    // One order's notice: the three quiet ones never joined its burst.
    expect(await screen.findByText('Новый заказ №10080')).toBeInTheDocument();
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('4, новых: 4');
    expect(screen.queryByText(/Новых заказов/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Новый заказ №1007/ })).not.toBeInTheDocument();
  });

  it('two or three orders together are named each in the one notice', async () => {
    renderBadge();
    last().open();
    await waitFor(() => expect(listCalls).toBe(1));
    await last().emitSettled('order.created', order(61));
    await last().emitSettled('order.created', order(62));
    expect(await screen.findByText(/Новых заказов: 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый заказ №10061' })).toHaveAttribute('href', '/orders/61');
    expect(screen.getByRole('link', { name: 'Новый заказ №10062' })).toHaveAttribute('href', '/orders/62');
  });

  it('one stream per tab; while it is up the count grows from its events and nothing is polled', async () => {
    // Two screens listening (the menu and the list): still one stream.
    renderBadge(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(last().url).toBe(EVENTS_URL);
    last().open();
    await waitFor(() => expect(listCalls).toBe(1));
    await last().emitSettled('order.created', order(7));
    expect(await screen.findByTestId('new-orders-badge')).toHaveTextContent('1, новых: 1');
    expect(await screen.findByText('Новый заказ №10007')).toBeInTheDocument();
    // The same order again (a replay) counts once.
    await last().emitSettled('order.created', order(7));
    await last().emitSettled('order.created', order(8));
    expect(await screen.findByTestId('new-orders-badge')).toHaveTextContent('2, новых: 2');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls).toBe(1);
  });

  it('falls back to the poll when the stream keeps failing, and stops polling when it is back', async () => {
    renderBadge();
    for (let i = 0; i < 3; i += 1) last().fail();
    await waitFor(() => expect(listCalls).toBeGreaterThanOrEqual(3));
    last().open();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const calls = listCalls;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls).toBe(calls);
  });

  it('without EventSource it polls as before', async () => {
    delete (window as unknown as { EventSource?: unknown }).EventSource;
    renderBadge();
    await waitFor(() => expect(listCalls).toBeGreaterThanOrEqual(3));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});

describe('the orders list and the order card', () => {
  it('a new order that belongs on the page re-renders the list at once', async () => {
    renderScreen(<LiveOrdersBar query={EMPTY_LIST_QUERY} rowIds={[1, 2]} />, { path: '/orders' });
    last().open();
    await last().emitSettled('order.created', order(3));
    expect(mockNavigation.router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('elsewhere (page 2, another sort, the client filter) it is counted in a bar that reloads', async () => {
    renderScreen(<LiveOrdersBar query={{ ...EMPTY_LIST_QUERY, page: 2 }} rowIds={[1, 2]} />, { path: '/orders', search: 'page=2' });
    last().open();
    await last().emitSettled('order.created', order(3));
    await last().emitSettled('order.created', order(4));
    expect(mockNavigation.router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Новых заказов: 2 — показать');
    await userEvent.click(screen.getByRole('button', { name: 'показать' }));
    expect(mockNavigation.router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a status change re-renders a list showing that order, and the card of that order only', async () => {
    renderScreen(
      <>
        <LiveOrdersBar query={{ ...EMPTY_LIST_QUERY, page: 3 }} rowIds={[1, 2]} />
        <LiveOrderRefresh orderId={2} statusId={1} />
      </>,
    );
    last().open();
    await last().emitSettled('order.status', { id: 9, status: { id: 2, name: 'Принят' } });
    expect(mockNavigation.router.refresh).not.toHaveBeenCalled();
    await last().emitSettled('order.status', { id: 2, status: { id: 2, name: 'Принят' } });
    // The list and the card: both re-render the route.
    expect(mockNavigation.router.refresh).toHaveBeenCalledTimes(2);
  });
});

describe('«Уведомлять о новых заказах»', () => {
  it('is off by default and kept on this device', async () => {
    const { unmount } = renderScreen(<NewOrderNotify />);
    const toggle = screen.getByRole('switch', { name: 'Уведомлять о новых заказах' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(window.localStorage.getItem('bo.notifyNewOrders')).toBe('1');
    unmount();
    renderScreen(<NewOrderNotify />);
    expect(screen.getByRole('switch', { name: 'Уведомлять о новых заказах' })).toBeChecked();
  });
});
