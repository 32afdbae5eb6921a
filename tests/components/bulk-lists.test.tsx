import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkDoneText } from '@/lib/lists/bulk-text';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { CompaniesList } from '@/components/admin/companies-list';
import { CategoriesList } from '@/components/catalog/categories-list';
import { ProductsList } from '@/components/catalog/products-list';
import { NewsList } from '@/components/news/news-list';
import { ShopsList } from '@/components/shops/shops-list';
import type { AdminCompany } from '@/lib/admin/types';
import type { Category } from '@/lib/catalog/api';
import type { NewsItem } from '@/lib/news/api';
import type { Shop } from '@/lib/shops/api';
import { mockNavigation, renderScreen, withHandlers } from '../harness';
import { productRow } from '../helpers/rows';

/**
 * Selection and bulk progress with a failed row, per list: the lists
 * other than products and orders (bulk-selection.test.tsx). Every bulk action of every list runs
 * over two of three rows, one of which the server refuses.
 */

interface Call {
  method: string;
  /** Relative to /dashboard/v1, as the API modules (lib/<resource>/api.ts) name it. */
  path: string;
  body: unknown;
}

/** Every BFF call the list makes, recorded; the one for `failPath` is refused with `FAIL_MESSAGE`. */
const calls: Call[] = [];
let failPath = '';
const FAIL_MESSAGE = 'Запись используется и не может быть изменена';

withHandlers(
  http.all('*/dashboard/v1/*', async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/dashboard\/v1\//, '');
    const text = await request.text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
    if (path === failPath) return HttpResponse.json({ error: FAIL_MESSAGE, data: {} }, { status: 500 });
    return request.method === 'DELETE' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ data: {} });
  }),
);
beforeEach(() => {
  calls.length = 0;
  failPath = '';
});

const pagination = { total: 3, totalPages: 1, currentPage: 1, perPage: 15 };
const created = '2026-11-01T10:00:00.000Z';

const category = (id: number, name: string): Category => ({
  id,
  name,
  description: '',
  parentId: null,
  parent: null,
  isActive: true,
  sort: id,
  image: null,
  childrenCount: 0,
  productsCount: 0,
  createdAt: created,
});

const kit = (id: number, name: string) => productRow(id, name, { uuid: `k${id}`, type: 'kit', article: `K-${id}`, basePrice: 500 * id, createdAt: created });

const shop = (id: number, address: string): Shop => ({
  id,
  address,
  city: 'Москва',
  phone: '74951234567',
  workingHours: '08:00 - 22:00',
  latitude: null,
  longitude: null,
  isActive: true,
  createdAt: created,
});

const article = (id: number, title: string): NewsItem => ({
  id,
  title,
  shortText: '',
  text: '',
  image: null,
  isPublished: true,
  publishedAt: '2026-11-01',
  createdAt: created,
  updatedAt: created,
});

const company = (id: number, name: string): AdminCompany => ({ id, name, city: 'Москва', inn: '7704125834', isActive: true, appState: 'published', createdAt: created });

interface List {
  name: string;
  pathname: string;
  /** The three rows' names, as their checkboxes and the failures name them; ids are 1, 2, 3. */
  names: [string, string, string];
  ui: (names: [string, string, string]) => ReactElement;
}

const LISTS = {
  categories: {
    name: 'categories',
    pathname: '/catalog/categories',
    names: ['Кофе', 'Чай', 'Десерты'],
    ui: (names) => <CategoriesList rows={names.map((name, i) => category(i + 1, name))} pagination={pagination} error={null} parents={[]} />,
  },
  kits: {
    name: 'kits',
    pathname: '/catalog/kits',
    names: ['Завтрак', 'Обед', 'Ужин'],
    ui: (names) => <ProductsList type="kit" rows={names.map((name, i) => kit(i + 1, name))} pagination={pagination} error={null} categories={[]} />,
  },
  shops: {
    name: 'shops',
    pathname: '/shops',
    names: ['ул. Сретенка, 3', 'Тверская ул., 7', 'Арбат, 12'],
    ui: (names) => <ShopsList shops={names.map((name, i) => shop(i + 1, name))} pagination={pagination} error={null} />,
  },
  news: {
    name: 'news',
    pathname: '/news',
    names: ['Открытие', 'Новое меню', 'Скидки'],
    ui: (names) => <NewsList items={names.map((name, i) => article(i + 1, name))} pagination={pagination} error={null} />,
  },
  companies: {
    name: 'admin companies',
    pathname: '/admin/companies',
    names: ['Кофейня «Зерно»', 'Пекарня «Колос»', 'Чайная «Лист»'],
    ui: (names) => <CompaniesList companies={names.map((name, i) => company(i + 1, name))} pagination={pagination} error={null} />,
  },
} satisfies Record<string, List>;

interface Case {
  list: List;
  action: string;
  /** A destructive action's question in the confirm popup, for two rows. */
  confirm?: string;
  /** The single call the action makes for row `id`. */
  call: (id: number) => Call;
}

const CASES: Case[] = [
  { list: LISTS.categories, action: 'Активировать', call: (id) => ({ method: 'PUT', path: `chief/categories/${id}`, body: { isActive: true } }) },
  { list: LISTS.categories, action: 'Деактивировать', call: (id) => ({ method: 'PUT', path: `chief/categories/${id}`, body: { isActive: false } }) },
  {
    list: LISTS.categories,
    action: 'Удалить',
    confirm: 'Удалить 2 категории?',
    call: (id) => ({ method: 'DELETE', path: `chief/market/categories/${id}`, body: null }),
  },
  { list: LISTS.kits, action: 'Активировать', call: (id) => ({ method: 'PUT', path: `chief/products/${id}`, body: { isActive: true } }) },
  { list: LISTS.kits, action: 'Деактивировать', call: (id) => ({ method: 'PUT', path: `chief/products/${id}`, body: { isActive: false } }) },
  { list: LISTS.kits, action: 'Удалить', confirm: 'Удалить 2 комплекта?', call: (id) => ({ method: 'DELETE', path: `chief/market/kits/${id}`, body: null }) },
  { list: LISTS.shops, action: 'Удалить', confirm: 'Удалить 2 магазина?', call: (id) => ({ method: 'DELETE', path: `chief/market/stores/${id}`, body: null }) },
  { list: LISTS.news, action: 'Опубликовать', call: (id) => ({ method: 'PUT', path: `chief/news/${id}`, body: { isPublished: true } }) },
  { list: LISTS.news, action: 'Снять с публикации', call: (id) => ({ method: 'PUT', path: `chief/news/${id}`, body: { isPublished: false } }) },
  { list: LISTS.news, action: 'Удалить', confirm: 'Удалить 2 новости?', call: (id) => ({ method: 'DELETE', path: `chief/news/${id}`, body: null }) },
  { list: LISTS.companies, action: 'Активировать', call: (id) => ({ method: 'PATCH', path: `admin/companies/${id}`, body: { isActive: true } }) },
  { list: LISTS.companies, action: 'Деактивировать', call: (id) => ({ method: 'PATCH', path: `admin/companies/${id}`, body: { isActive: false } }) },
];

const renderList = (list: List) => {
  mockNavigation.reset(list.pathname);
  return renderScreen(list.ui(list.names));
};

const box = (name: string) => screen.getByRole('checkbox', { name: `Выбрать ${name}` });

describe('bulk actions of every list', () => {
  it('offers exactly the actions of each list', async () => {
    const user = userEvent.setup();
    const offered: Record<string, string[]> = {};
    for (const list of Object.values(LISTS)) {
      const { unmount } = renderList(list);
      await user.click(box(list.names[0]));
      const bar = screen.getByRole('region', { name: 'Действия с выбранными' });
      offered[list.name] = within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '')
        .filter((text) => text !== 'Снять выбор');
      unmount();
    }
    const expected: Record<string, string[]> = {};
    for (const { list, action } of CASES) expected[list.name] = [...(expected[list.name] ?? []), action];
    expect(offered).toEqual(expected);
    expect(calls).toEqual([]);
  });

  it.each(CASES.map((c) => [c.list.name, c.action, c] as const))('%s: «%s» over two rows, one refused by the server', async (_list, _action, { list, action, confirm, call }) => {
    const user = userEvent.setup();
    // Row 1 succeeds, row 2 is refused, row 3 is not selected.
    const [done, refused, untouched] = list.names;
    failPath = call(2).path;
    renderList(list);

    await user.click(box(done));
    await user.click(box(refused));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: action }));
    if (confirm) {
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(confirm)).toBeInTheDocument();
      // Nothing is sent before the answer.
      expect(calls).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: action }));
    } else {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }

    const heading = await screen.findByText('Не удалось обработать (1), они остались выбранными:');
    const failures = within(heading.parentElement as HTMLElement).getAllByRole('listitem');
    expect(failures.map((item) => item.textContent)).toEqual([`${refused}: ${FAIL_MESSAGE}`]);

    const byPath = (a: Call, b: Call) => a.path.localeCompare(b.path);
    expect([...calls].sort(byPath)).toEqual([call(1), call(2)].sort(byPath));

    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(box(refused)).toBeChecked();
    expect(box(done)).not.toBeChecked();
    expect(box(untouched)).not.toBeChecked();
    expect(await screen.findByText(bulkDoneText(action, 1, 2, 1))).toBeInTheDocument();
    await waitFor(() => expect(mockNavigation.router.refresh).toHaveBeenCalledTimes(1));
  });

  it('selects the page with the header box, shows it mixed for some rows and clears it', async () => {
    const user = userEvent.setup();
    const list = LISTS.news;
    renderList(list);
    const page = screen.getByRole('checkbox', { name: 'Выбрать все на странице' });
    expect(page).not.toBeChecked();
    expect(page).not.toBePartiallyChecked();
    expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).not.toBeInTheDocument();

    await user.click(box(list.names[1]));
    expect(page).toBePartiallyChecked();
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();

    // A mixed page becomes wholly selected.
    await user.click(page);
    expect(page).toBeChecked();
    expect(page).not.toBePartiallyChecked();
    for (const name of list.names) expect(box(name)).toBeChecked();
    expect(screen.getByText('Выбрано: 3')).toBeInTheDocument();
    // The whole filter is on this page: nothing more to select.
    expect(screen.queryByRole('button', { name: /Выбрать все 3/ })).not.toBeInTheDocument();

    await user.click(box(list.names[0]));
    expect(page).toBePartiallyChecked();
    await user.click(box(list.names[0]));
    expect(page).toBeChecked();

    // A wholly selected page is cleared.
    await user.click(page);
    expect(page).not.toBeChecked();
    expect(page).not.toBePartiallyChecked();
    for (const name of list.names) expect(box(name)).not.toBeChecked();
    expect(screen.queryByText(/Выбрано:/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['every row of the last page is deleted: the page before it is shown', '', '1', 0],
    ['a row of the last page is left: it reloads', 'chief/market/stores/17', '2', 1],
  ])('bulk delete on page 2, %s', async (_case, refusedPath, page, refreshes) => {
    const user = userEvent.setup();
    failPath = refusedPath;
    mockNavigation.reset('/shops', 'page=2');
    const addresses = ['ул. Сретенка, 3', 'Тверская ул., 7', 'Арбат, 12'];
    renderScreen(
      <ShopsList shops={addresses.map((address, i) => shop(16 + i, address))} pagination={{ total: 18, totalPages: 2, currentPage: 2, perPage: 15 }} error={null} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать все на странице' }));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(/Удалено: \d+ из \d+/)).toBeInTheDocument();
    expect(calls.map((call) => call.path).sort()).toEqual(['chief/market/stores/16', 'chief/market/stores/17', 'chief/market/stores/18']);
    await waitFor(() => expect(mockNavigation.state.params.get('page') ?? '1').toBe(page));
    expect(mockNavigation.router.refresh).toHaveBeenCalledTimes(refreshes);
  });
});

describe('focus after a bulk action', () => {
  it.each([
    ['categories «Активировать»', LISTS.categories, 'Активировать', false],
    ['shops «Удалить» after its confirmation', LISTS.shops, 'Удалить', true],
    ['admin companies «Деактивировать»', LISTS.companies, 'Деактивировать', false],
  ] as const)('%s: goes back to the first row\'s box, not to the page', async (_case, list, action, confirm) => {
    const user = userEvent.setup();
    renderList(list);
    await user.click(box(list.names[1]));
    await user.click(screen.getByRole('button', { name: action }));
    if (confirm) await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: action }));
    expect(await screen.findByText(bulkDoneText(action, 1, 1, 0))).toBeInTheDocument();
    // The bar is gone with the selection; its button had the focus.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).not.toBeInTheDocument());
    expect(box(list.names[0])).toHaveFocus();
  });
});
