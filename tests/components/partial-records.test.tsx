import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ClientCard } from '@/components/clients/client-card';
import { ProductScreen } from '@/components/catalog/product-screen';
import { OrderDetails } from '@/components/orders/order-details';
import { OrderScreen } from '@/components/orders/order-screen';
import { productSchema } from '@/lib/catalog/schema';
import { customerSchema } from '@/lib/clients/schema';
import { orderSchema } from '@/lib/orders/schema';
import { FinanceSummary } from '@/components/admin/finance-summary';
import { FinanceScreen } from '@/components/finance/finance-screen';
import { CompanySummary } from '@/components/home/company-summary';
import { IntegrationSettings } from '@/components/integrations/integration-settings';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { paymentsTotalSchema } from '@/lib/admin/schema';
import { paymentSchema, paymentsSumSchema } from '@/lib/finance/schema';
import { integrationSettingsSchema } from '@/lib/integrations/schema';
import { profileSchema } from '@/lib/profile/schema';
import { mockNavigation, renderScreen, withHandlers } from '../harness';
import { settleLazy } from '../helpers/lazy';

/**
 * The product, order and client screens with records that lack what the specification never
 * defines (§3 shows no field of the product detail record; an order's lines; a client's figures):
 * read through the loaders' schemas, they render, and say «нет данных» where a block is missing.
 */

withHandlers(
  // What the product screen's sections read after the first render: nothing to show.
  http.get('*/dashboard/v1/chief/products/list', () => HttpResponse.json({ data: [] })),
  http.get('*/dashboard/v1/chief/products/:id/details', () => HttpResponse.json({ data: { data: [], pagination: { total: 0, totalPages: 1, currentPage: 1, perPage: 15 } } })),
  http.get('*/dashboard/v1/chief/market/stores/dropout', () => HttpResponse.json({ data: [] })),
);
afterEach(() => {
  window.sessionStorage.clear();
});
beforeEach(() => mockNavigation.reset('/'));

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('product screen', () => {
  it('renders a product record without images, properties, similar products or kit items, marking each block', async () => {
    const product = productSchema.parse({ id: 4, name: 'Капучино', type: 'product', basePrice: 250 });
    renderScreen(<ProductScreen product={product} categories={[]} properties={[]} offers={[]} members={[]} />);
    await settleLazy();
    expect(screen.getByDisplayValue('Капучино')).toBeInTheDocument();
    for (const name of ['Фотографии', 'Свойства', 'Похожие товары']) {
      expect(within(section(name)).getByText('нет данных')).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
  });

  it('says nothing is missing when the record holds empty arrays', async () => {
    const product = productSchema.parse({ id: 4, name: 'Капучино', type: 'product', images: [], properties: [], similar: [], kitItems: [] });
    renderScreen(<ProductScreen product={product} categories={[]} properties={[]} offers={[]} members={[]} />);
    await settleLazy();
    for (const name of ['Фотографии', 'Свойства', 'Похожие товары']) {
      expect(within(section(name)).queryByText('нет данных')).not.toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
  });

  it('marks the kit items of a kit record that has none', async () => {
    const kit = productSchema.parse({ id: 5, name: 'Завтрак', type: 'kit' });
    renderScreen(<ProductScreen product={kit} categories={[]} properties={[]} offers={[]} members={[]} />);
    await settleLazy();
    expect(screen.getAllByText('нет данных')).toHaveLength(4);
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
  });
});

describe('order screen', () => {
  it('renders an order record without its lines, history and totals, marking what is missing', async () => {
    const order = orderSchema.parse({ id: 7, number: '10001', createdAt: '2026-01-02T10:00:00Z', status: { id: 1, name: 'Новый' } });
    // As the page renders it: the heading with the page, the card after it.
    renderScreen(<OrderScreen order={order} statuses={[{ id: 1, name: 'Новый' }]} paymentSystems={[]} shops={[]} />);
    expect(screen.getByRole('heading', { name: 'Заказ № 10001' })).toBeInTheDocument();
    await settleLazy();
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
    renderScreen(<OrderDetails order={order} statuses={[]} paymentSystems={[]} shops={[]} />);
    const lines = section('Состав заказа');
    expect(within(lines).getAllByRole('row')).toHaveLength(2);
    expect(within(lines).queryByText('нет данных', { selector: 'td *' })).not.toBeInTheDocument();
  });
});

describe('client screen', () => {
  it('renders the minimal client of §3 (id and status label), marking the figures it lacks', async () => {
    const customer = customerSchema.parse({ id: 3, status: 'Бонусный' });
    renderScreen(<ClientCard customer={customer} />);
    // Lazily loaded parts of the card (the schema, dialogs) settle first.
    await settleLazy();
    expect(screen.getByRole('banner')).toHaveTextContent('Бонусный');
    for (const term of ['Бонусный баланс', 'Заказов', 'Сумма выполненных заказов', 'Последний заказ', 'Клиент с']) {
      expect(screen.getByText(term).nextElementSibling).toHaveTextContent('нет данных');
    }
  });
});

describe('finance screens', () => {
  const pagination = { total: 1, totalPages: 1, currentPage: 1, perPage: 15 };

  it('says «нет данных» for totals the answer lacked, and for a payment without its client or system', () => {
    mockNavigation.reset('/finance');
    renderScreen(
      <FinanceScreen
        period={{ dateFrom: '2026-11-01', dateTo: '2026-11-03' }}
        payments={[paymentSchema.parse({ id: 1, orderId: 5, orderNumber: '10005', amount: 12500, paidAt: '2026-11-02T10:30:00' })]}
        pagination={pagination}
        error={null}
        sum={paymentsSumSchema.parse({ count: 3 })}
        sumError={null}
      />,
    );
    expect(screen.getByTestId('finance-sum')).toHaveTextContent('нет данных');
    expect(screen.getByTestId('finance-count')).toHaveTextContent('3');
    expect(screen.getByText('Средний чек').nextElementSibling).toHaveTextContent('нет данных');
    const row = screen.getByRole('link', { name: '№10005' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('нет данных')).toHaveLength(2);
  });

  it('keeps «—» for a payment whose client is null (none), not missing', () => {
    mockNavigation.reset('/finance');
    renderScreen(
      <FinanceScreen
        period={{ dateFrom: '2026-11-01', dateTo: '2026-11-03' }}
        payments={[paymentSchema.parse({ id: 1, orderId: 5, orderNumber: '10005', amount: 12500, paymentSystem: null, customer: null, paidAt: '2026-11-02T10:30:00' })]}
        pagination={pagination}
        error={null}
        sum={paymentsSumSchema.parse({ sum: 12500, count: 1 })}
        sumError={null}
      />,
    );
    const row = screen.getByRole('link', { name: '№10005' }).closest('tr') as HTMLElement;
    expect(within(row).queryByText('нет данных')).not.toBeInTheDocument();
    expect(within(row).getAllByText('—')).toHaveLength(2);
  });

  it('the platform totals without their series say «нет данных» instead of a chart of no payments', () => {
    render(<FinanceSummary total={paymentsTotalSchema.parse({ sum: 9000, count: 3, group: 'month' })} error={null} />);
    expect(screen.getByTestId('finance-sum')).toHaveTextContent('9 000');
    expect(screen.queryByText('За выбранный период платежей нет')).not.toBeInTheDocument();
    expect(screen.getByText('нет данных')).toBeInTheDocument();
  });
});

describe('profile and company card', () => {
  it('the home company card says «нет данных» when the profile came without its company block', () => {
    render(<CompanySummary profile={profileSchema.parse({ name: 'Анна', step: 'done' })} appCompanyName="" />);
    expect(screen.getByRole('heading', { name: 'Компания' })).toBeInTheDocument();
    expect(screen.getByText('Пользователь').nextElementSibling).toHaveTextContent('Анна');
    expect(screen.getByText('E-mail').nextElementSibling).toHaveTextContent('нет данных');
    expect(screen.getAllByText('нет данных')).toHaveLength(2);
  });

  it('a profile that names no company (as the specification\'s does) is headed by the app\'s company name, no gap', () => {
    render(<CompanySummary profile={profileSchema.parse({ name: 'Анна', email: 'a@cafe.ru', step: 'done' })} appCompanyName="Кофейня «Утро»" />);
    expect(screen.getByRole('heading', { name: 'Кофейня «Утро»' })).toBeInTheDocument();
    expect(screen.queryByText('нет данных')).not.toBeInTheDocument();
  });

  it('a company that is null (not created yet) is no gap', () => {
    render(<CompanySummary profile={profileSchema.parse({ name: 'Анна', email: 'a@cafe.ru', step: 'done', company: null })} appCompanyName="" />);
    expect(screen.queryByText('нет данных')).not.toBeInTheDocument();
  });

  it('the personal account renders the minimal profile of §3 (name, step), marking the user facts it lacks', () => {
    mockNavigation.reset('/profile');
    renderScreen(<ProfileScreen profile={profileSchema.parse({ name: 'Анна', step: 'done' })} contacts={null} networks={[]} menuItems={[]} icons={[]} />);
    const user = section('Пользователь');
    expect(within(user).getByText('ФИО').nextElementSibling).toHaveTextContent('Анна');
    expect(within(user).getByText('E-mail').nextElementSibling).toHaveTextContent('нет данных');
    expect(within(user).getByText('Телефон').nextElementSibling).toHaveTextContent('нет данных');
  });
});

describe('integration keys', () => {
  it('renders settings with only the client id, marking the lifetime, the rights and the date', () => {
    renderScreen(<IntegrationSettings settings={integrationSettingsSchema.parse({ clientId: 'int_1' })} />);
    const card = section('Ключи интеграции');
    expect(within(card).getAllByText('нет данных')).toHaveLength(3);
  });
});
