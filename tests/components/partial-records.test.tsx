import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { ClientCard } from '@/components/clients/client-card';
import { ProductScreen } from '@/components/catalog/product-screen';
import { OrderDetails } from '@/components/orders/order-details';
import { ToastProvider } from '@/components/ui/toast';
import { productSchema } from '@/lib/catalog/schema';
import { customerSchema } from '@/lib/clients/schema';
import { orderSchema } from '@/lib/orders/schema';
import type { MockNavigation } from '../helpers/navigation-mock';

/**
 * The product, order and client screens with records that lack what the specification never
 * defines (§3 shows no field of the product detail record; an order's lines; a client's figures):
 * read through the loaders' schemas, they render, and say «нет данных» where a block is missing.
 */

jest.mock('next/navigation', () => jest.requireActual('../helpers/navigation-mock').navigationMock());
const { mockNavigation } = jest.requireMock<{ mockNavigation: MockNavigation }>('next/navigation');

const server = setupServer(
  // What the product screen's sections read after the first render: nothing to show.
  http.get('*/dashboard/v1/chief/products/list', () => HttpResponse.json({ data: [] })),
  http.get('*/dashboard/v1/chief/products/:id/details', () => HttpResponse.json({ data: { data: [], pagination: { total: 0, totalPages: 1, currentPage: 1, perPage: 15 } } })),
  http.get('*/dashboard/v1/chief/market/stores/dropout', () => HttpResponse.json({ data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
beforeEach(() => mockNavigation.reset('/'));

const renderWithToasts = (ui: ReactElement) => render(<ToastProvider>{ui}</ToastProvider>);

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('product screen', () => {
  it('renders a product record without images, properties, similar products or kit items, marking each block', async () => {
    const product = productSchema.parse({ id: 4, name: 'Капучино', type: 'product', basePrice: 250 });
    renderWithToasts(<ProductScreen product={product} categories={[]} properties={[]} offers={[]} members={[]} />);
    expect(screen.getByDisplayValue('Капучино')).toBeInTheDocument();
    for (const name of ['Фотографии', 'Свойства', 'Похожие товары']) {
      expect(within(section(name)).getByText('нет данных')).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
  });

  it('says nothing is missing when the record holds empty arrays', async () => {
    const product = productSchema.parse({ id: 4, name: 'Капучино', type: 'product', images: [], properties: [], similar: [], kitItems: [] });
    renderWithToasts(<ProductScreen product={product} categories={[]} properties={[]} offers={[]} members={[]} />);
    for (const name of ['Фотографии', 'Свойства', 'Похожие товары']) {
      expect(within(section(name)).queryByText('нет данных')).not.toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
  });

  it('marks the kit items of a kit record that has none', async () => {
    const kit = productSchema.parse({ id: 5, name: 'Завтрак', type: 'kit' });
    renderWithToasts(<ProductScreen product={kit} categories={[]} properties={[]} offers={[]} members={[]} />);
    expect(screen.getAllByText('нет данных')).toHaveLength(4);
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
  });
});

describe('order screen', () => {
  it('renders an order record without its lines, history and totals, marking what is missing', () => {
    const order = orderSchema.parse({ id: 7, number: '10001', createdAt: '2026-01-02T10:00:00Z', status: { id: 1, name: 'Новый' } });
    renderWithToasts(<OrderDetails order={order} statuses={[{ id: 1, name: 'Новый' }]} paymentSystems={[]} shops={[]} />);
    expect(screen.getByRole('heading', { name: 'Заказ № 10001' })).toBeInTheDocument();
    const lines = section('Состав заказа');
    expect(within(lines).getByRole('table')).toHaveTextContent('нет данных');
    expect(within(lines).getByTestId('order-total')).toHaveTextContent('нет данных');
    const info = section('Данные заказа');
    expect(within(info).getAllByText('нет данных').length).toBeGreaterThanOrEqual(2);
    // What the record held is shown as usual.
    expect(within(info).getByText('Создан').nextElementSibling).toHaveTextContent('02.01.2026 / 13:00');
  });

  it('renders the minimal order of §3 (lines with only their order id and element id)', () => {
    const order = orderSchema.parse({ id: 7, items: [{ id: 9, orderId: 7 }] });
    renderWithToasts(<OrderDetails order={order} statuses={[]} paymentSystems={[]} shops={[]} />);
    const lines = section('Состав заказа');
    expect(within(lines).getAllByRole('row')).toHaveLength(2);
    expect(within(lines).queryByText('нет данных', { selector: 'td *' })).not.toBeInTheDocument();
  });
});

describe('client screen', () => {
  it('renders the minimal client of §3 (id and status label), marking the figures it lacks', () => {
    const customer = customerSchema.parse({ id: 3, status: 'Бонусный' });
    renderWithToasts(<ClientCard customer={customer} />);
    expect(screen.getByRole('banner')).toHaveTextContent('Бонусный');
    for (const term of ['Бонусный баланс', 'Заказов', 'Сумма выполненных заказов', 'Последний заказ', 'Клиент с']) {
      expect(screen.getByText(term).nextElementSibling).toHaveTextContent('нет данных');
    }
  });
});
