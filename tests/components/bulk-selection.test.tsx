import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ProductsList } from '@/components/catalog/products-list';
import { OrdersList } from '@/components/orders/orders-list';
import type { ProductRow } from '@/lib/catalog/api';
import { mockNavigation, renderScreen, server } from '../harness';
import { productRow } from '../helpers/rows';

beforeEach(() => mockNavigation.reset('/catalog/products'));

const product = (id: number, name: string) => productRow(id, name);

const ALL = [product(1, 'Капучино'), product(2, 'Латте'), product(3, 'Раф'), product(4, 'Эспрессо'), product(5, 'Какао')];
const pagination = (page: number) => ({ total: 5, totalPages: 2, currentPage: page, perPage: 3 });

const renderList = (rows: ProductRow[], page = 1) => (
  <ProductsList type="product" rows={rows} pagination={pagination(page)} error={null} categories={[]} />
);

describe('row selection and bulk actions', () => {
  it('selects the page, then every row of the filter, and keeps a failed row selected with its message', async () => {
    const user = userEvent.setup();
    const seenPages: string[] = [];
    const changed: number[] = [];
    server.use(
      http.get('*/dashboard/v1/chief/market/products', ({ request }) => {
        const url = new URL(request.url);
        seenPages.push(`${url.searchParams.get('page')}/${url.searchParams.get('perPage')}`);
        return HttpResponse.json({ data: { data: ALL, pagination: { total: 5, totalPages: 1, currentPage: 1, perPage: 100 } } });
      }),
      http.put('*/dashboard/v1/chief/products/:id', async ({ params, request }) => {
        await delay(5);
        const id = Number(params.id);
        if (id === 2) return HttpResponse.json({ error: 'Товар участвует в акции', data: {} }, { status: 500 });
        expect(await request.json()).toEqual({ isActive: false });
        changed.push(id);
        return HttpResponse.json({ data: { ...product(id, 'x'), isActive: false } });
      }),
    );
    renderScreen(renderList(ALL.slice(0, 3)));

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать Капучино' }));
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать все на странице' })).toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать все на странице' }));
    expect(screen.getByText('Выбрано: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выбрать все 5' }));
    expect(await screen.findByText('Выбрано: 5')).toBeInTheDocument();
    expect(seenPages).toEqual(['1/100']);

    await user.click(screen.getByRole('button', { name: 'Деактивировать' }));
    const failures = await screen.findByText(/Не удалось обработать \(1\)/);
    expect(within(failures.parentElement as HTMLElement).getByText('Латте')).toBeInTheDocument();
    expect(within(failures.parentElement as HTMLElement).getByText(/Товар участвует в акции/)).toBeInTheDocument();
    expect(changed.sort()).toEqual([1, 3, 4, 5]);
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать Латте' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Выбрать Капучино' })).not.toBeChecked();
    expect(await screen.findByText('Деактивировано: 4 из 5, с ошибкой 1')).toBeInTheDocument();
    await waitFor(() => expect(mockNavigation.router.refresh).toHaveBeenCalled());
  });

  it('shows the progress while the calls run and stops on «Остановить»', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/dashboard/v1/chief/products/:id', async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ data: {} });
      }),
    );
    renderScreen(renderList(ALL.slice(0, 3)));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать все на странице' }));
    await user.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(await screen.findByText(/Обработано 0 из 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Остановить' }));
    release();
    expect(await screen.findByText('Остановлено: обработано 3 из 3')).toBeInTheDocument();
    // Four at a time: all three had started before the stop.
    expect(calls).toBe(3);
  });

  it('keeps the selection across pages and drops it when the filter changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderScreen(renderList(ALL.slice(0, 3)));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать Раф' }));
    act(() => mockNavigation.go('/catalog/products?page=2'));
    rerender(renderList(ALL.slice(3), 2));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать Какао' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    act(() => mockNavigation.go('/catalog/products?search=%D0%BA'));
    rerender(renderList(ALL.slice(3), 1));
    expect(screen.queryByText(/Выбрано:/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать Какао' })).not.toBeChecked();
  });

  it('asks before deleting', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    server.use(
      http.delete('*/dashboard/v1/chief/market/products/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderScreen(renderList(ALL.slice(0, 3)));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать Капучино' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать Латте' }));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить 2 товара?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted.sort()).toEqual(['1', '2']));
    expect(await screen.findByText('Удалено: 2 из 2')).toBeInTheDocument();
  });
});

describe('bulk order status change', () => {
  const order = (id: number, number: string) => ({
    id,
    number,
    createdAt: '2026-11-20T10:00:00',
    status: { id: 1, name: 'Новый' },
    customer: null,
    deliveryType: 'pickup' as const,
    store: null,
    total: 500,
    itemsCount: 1,
    isPaid: false,
    paymentSystemId: 1,
  });
  const STATUSES = [
    { id: 1, name: 'Новый' },
    { id: 5, name: 'Выполнен' },
  ];

  it('sends the chosen status to every selected order and reports the refused one', async () => {
    mockNavigation.reset('/orders');
    const user = userEvent.setup();
    const patches: Array<{ id: string; body: unknown }> = [];
    server.use(
      http.patch('*/dashboard/v1/chief/market/orders/:id', async ({ params, request }) => {
        const body = await request.json();
        if (params.id === '12') return HttpResponse.json({ error: 'Заказ уже выдан', data: {} }, { status: 422 });
        patches.push({ id: String(params.id), body });
        return HttpResponse.json({ data: {} });
      }),
    );
    renderScreen(
      <OrdersList
        orders={[order(11, '10011'), order(12, '10012')]}
        pagination={{ total: 2, totalPages: 1, currentPage: 1, perPage: 15 }}
        error={null}
        statuses={STATUSES}
        customers={[]}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать все на странице' }));
    expect(screen.queryByRole('button', { name: /Выбрать все 2/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить статус' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Новый статус' }));
    await user.click(screen.getByRole('option', { name: 'Выполнен' }));
    await user.click(screen.getByRole('button', { name: 'Изменить статус' }));
    expect(await screen.findByText(/Заказ уже выдан/)).toBeInTheDocument();
    expect(patches).toEqual([{ id: '11', body: { statusId: 5 } }]);
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать заказ № 10012' })).toBeChecked();
  });

  it('«Печать» opens the print of the selected orders in a new tab, with no call per order', async () => {
    mockNavigation.reset('/orders');
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const calls: string[] = [];
    server.use(http.all('*/dashboard/v1/*', ({ request }) => void calls.push(`${request.method} ${request.url}`)));
    try {
      renderScreen(
        <OrdersList
          orders={[order(11, '10011'), order(12, '10012'), order(13, '10013')]}
          pagination={{ total: 3, totalPages: 1, currentPage: 1, perPage: 15 }}
          error={null}
          statuses={STATUSES}
          customers={[]}
        />,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Выбрать заказ № 10013' }));
      await user.click(screen.getByRole('checkbox', { name: 'Выбрать заказ № 10011' }));
      await user.click(screen.getByRole('button', { name: 'Печать' }));
      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith('/orders/print?ids=13,11', '_blank', 'noopener');
      expect(calls).toEqual([]);
      // Nothing changed: no progress, and the selection stays for another action.
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });
});
