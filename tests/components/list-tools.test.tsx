import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { CompaniesList } from '@/components/admin/companies-list';
import { CategoriesList } from '@/components/catalog/categories-list';
import { ProductsList } from '@/components/catalog/products-list';
import { ClientsList } from '@/components/clients/clients-list';
import { NewsList } from '@/components/news/news-list';
import { OrdersList } from '@/components/orders/orders-list';
import { ShopsList } from '@/components/shops/shops-list';
import { mockNavigation, renderScreen } from '../harness';

const pagination = (total: number) => ({ total, totalPages: Math.max(1, Math.ceil(total / 15)), currentPage: 1, perPage: 15 });
const created = '2026-11-01T10:00:00.000Z';
const category = { id: 3, name: 'Кофе', parentId: null };

interface Screen {
  name: string;
  path: string;
  ui: () => ReactElement;
  /** A sortable column: its header and the upstream field. */
  column: [header: string, field: string];
  /** A filtered address, the chips it shows, and the one to remove with what stays in the URL. */
  filtered: { search: string; chips: string[]; remove: string; left: Record<string, string> };
}

const SCREENS: Screen[] = [
  {
    name: 'categories',
    path: '/catalog/categories',
    ui: () => (
      <CategoriesList
        rows={[{ id: 1, name: 'Эспрессо', description: '', parentId: 3, parent: { id: 3, name: 'Кофе' }, isActive: true, sort: 1, image: null, childrenCount: 0, productsCount: 2, createdAt: created }]}
        pagination={pagination(1)}
        error={null}
        parents={[category]}
      />
    ),
    column: ['Наименование', 'name'],
    filtered: { search: 'parentId=3&active=true', chips: ['Родительская категория: Кофе', 'Активность: Да'], remove: 'Активность: Да', left: { parentId: '3' } },
  },
  {
    name: 'products',
    path: '/catalog/products',
    ui: () => (
      <ProductsList
        type="product"
        rows={[{ id: 1, uuid: 'u1', type: 'product', name: 'Латте', article: 'L-1', categoryId: 3, category: { id: 3, name: 'Кофе' }, basePrice: 250, inStock: true, isActive: true, image: null, offersCount: 0, createdAt: created }]}
        pagination={pagination(1)}
        error={null}
        categories={[category]}
      />
    ),
    column: ['Базовая цена', 'base_price'],
    filtered: { search: 'parentId=3&basePriceFrom=1000&search=лат', chips: ['Поиск: «лат»', 'Категория: Кофе', 'Базовая цена: От 1 000'], remove: 'Категория: Кофе', left: { basePriceFrom: '1000', search: 'лат' } },
  },
  {
    name: 'shops',
    path: '/shops',
    ui: () => (
      <ShopsList
        shops={[{ id: 1, address: 'ул. Сретенка, 3', city: 'Москва', phone: '74951234567', workingHours: '08:00 - 22:00', latitude: null, longitude: null, isActive: true, createdAt: created }]}
        pagination={pagination(1)}
        error={null}
      />
    ),
    column: ['Адрес', 'address'],
    filtered: { search: 'active=false&search=Москва', chips: ['Поиск: «Москва»', 'Активность: Нет'], remove: 'Поиск: «Москва»', left: { active: 'false' } },
  },
  {
    name: 'orders',
    path: '/orders',
    ui: () => (
      <OrdersList
        orders={[{ id: 1, number: '1001', createdAt: created, status: { id: 1, name: 'Новый' }, customer: null, deliveryType: 'pickup', store: null, total: 1500, itemsCount: 1, isPaid: false, paymentSystemId: 1 }]}
        pagination={pagination(1)}
        error={null}
        statuses={[{ id: 1, name: 'Новый' }, { id: 2, name: 'Принят' }]}
        customers={[{ id: 7, name: 'Анна Смирнова' }]}
      />
    ),
    column: ['Сумма', 'total'],
    filtered: { search: 'status=1,2&user=7&minTotal=1000', chips: ['Статус: Новый, Принят', 'Клиент: Анна Смирнова', 'Сумма от: 1 000 ₽'], remove: 'Статус: Новый, Принят', left: { user: '7', minTotal: '1000' } },
  },
  {
    name: 'clients',
    path: '/clients',
    ui: () => (
      <ClientsList
        customers={[{ id: 1, name: 'Анна Смирнова', phone: '79161234567', email: '', status: 'Базовый', bonusBalance: 100, ordersCount: 2, createdAt: created }]}
        pagination={pagination(1)}
        error={null}
      />
    ),
    column: ['Бонусы', 'bonus_balance'],
    filtered: { search: 'search=Анна&sort=name', chips: ['Поиск: «Анна»'], remove: 'Поиск: «Анна»', left: { sort: 'name' } },
  },
  {
    name: 'news',
    path: '/news',
    ui: () => (
      <NewsList
        items={[{ id: 1, title: 'Открытие', shortText: '', text: 'Текст', image: null, isPublished: true, publishedAt: '2026-11-01', createdAt: created, updatedAt: created }]}
        pagination={pagination(1)}
        error={null}
      />
    ),
    column: ['Дата публикации', 'published_at'],
    filtered: { search: 'published=true&search=день', chips: ['Поиск: «день»', 'Опубликована: Да'], remove: 'Опубликована: Да', left: { search: 'день' } },
  },
  {
    name: 'admin companies',
    path: '/admin/companies',
    ui: () => <CompaniesList companies={[{ id: 1, name: 'Кофейня', city: 'Казань', isActive: true, appState: 'published', createdAt: created }]} pagination={pagination(1)} error={null} />,
    column: ['Регистрация', 'created_at'],
    filtered: {
      search: 'appState=draft&dateFrom=2026-11-01&page=2',
      chips: ['Статус приложения: Черновик', 'Регистрация с: 01.11.2026'],
      remove: 'Регистрация с: 01.11.2026',
      left: { appState: 'draft' },
    },
  },
];

const lastUrl = () => new URLSearchParams(String(mockNavigation.router.push.mock.lastCall?.[0]).split('?')[1] ?? '');

describe.each(SCREENS)('$name list', (screenCase) => {
  it('sorts by a column header: ascending, descending, then its own order, from page 1', async () => {
    const user = userEvent.setup();
    const [header, field] = screenCase.column;
    mockNavigation.reset(screenCase.path, 'page=2');
    renderScreen(screenCase.ui());
    const cell = screen.getByRole('columnheader', { name: header });
    expect(cell).toHaveAttribute('aria-sort', 'none');

    await user.click(within(cell).getByRole('button', { name: header }));
    expect(Object.fromEntries(lastUrl())).toEqual({ sort: field });
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'ascending');

    // The keyboard works it too.
    within(cell).getByRole('button', { name: header }).focus();
    await user.keyboard('{Enter}');
    expect(Object.fromEntries(lastUrl())).toEqual({ sort: `-${field}` });
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(cell).getByRole('button', { name: header }));
    expect(lastUrl().has('sort')).toBe(false);
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the applied filters as chips and removes just one', async () => {
    const user = userEvent.setup();
    const { search, chips, remove, left } = screenCase.filtered;
    mockNavigation.reset(screenCase.path, search);
    renderScreen(screenCase.ui());
    const list = screen.getByRole('list', { name: 'Активные фильтры' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(chips);
    const filters = chips.filter((chip) => !chip.startsWith('Поиск')).length;
    if (filters > 0) expect(screen.getByRole('button', { name: `Фильтры · ${filters}`, description: `Активных фильтров: ${filters}` })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `Убрать фильтр «${remove}»` }));
    expect(Object.fromEntries(lastUrl())).toEqual(left);
    expect(screen.queryByText(remove)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Убрать фильтр/ })).toHaveLength(chips.length - 1);
  });
});

describe('the list tools', () => {
  it('shows no chips and an uncounted "Фильтры" button without filters', () => {
    mockNavigation.reset('/orders');
    renderScreen(SCREENS[3]!.ui());
    expect(screen.queryByRole('list', { name: 'Активные фильтры' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the filter panel from the "Фильтры" button', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/orders', 'minTotal=1000');
    renderScreen(SCREENS[3]!.ui());
    const button = screen.getByRole('button', { name: 'Фильтры · 1', description: 'Активных фильтров: 1' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Фильтр' })).toBeInTheDocument();
    expect(screen.getByLabelText('Сумма от')).toHaveValue('1 000');
    await user.click(button);
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
  });

  it('changes the page size from page 1 and keeps it in the URL', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/shops', 'page=3&active=true');
    renderScreen(SCREENS[2]!.ui());
    await user.click(screen.getByRole('combobox', { name: 'Показывать по' }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(Object.fromEntries(lastUrl())).toEqual({ perPage: '50', active: 'true' });
    expect(screen.getByRole('combobox', { name: 'Показывать по' })).toHaveTextContent('50');
  });
});
