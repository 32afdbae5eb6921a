import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CommandPalette from '@/components/layout/command-palette';
import { CommandPaletteLauncher } from '@/components/layout/command-palette-launcher';
import type { SectionSummary } from '@/lib/company/types';
import { mockNavigation, server } from '../harness';

const WAIT = { timeout: 4000 };
const list = <T,>(data: T[]) => HttpResponse.json({ data: { data, pagination: { total: data.length, totalPages: 1, currentPage: 1, perPage: 5 } } });

function chiefSearch(queries: Record<string, URLSearchParams[]>, { failProducts = false } = {}) {
  const record = (kind: string, request: Request) => (queries[kind] ??= []).push(new URL(request.url).searchParams);
  server.use(
    http.get('*/dashboard/v1/chief/market/orders', ({ request }) => {
      record('orders', request);
      return list([
        {
          id: 42,
          number: '10042',
          createdAt: '2026-11-24T10:00:00',
          status: { id: 1, name: 'Новый', code: 'new', color: null },
          customer: { id: 3, name: 'Борисова Анастасия', phone: '79169915579' },
          deliveryType: 'pickup',
          store: null,
          total: 1250,
          itemsCount: 2,
          isPaid: false,
          paymentSystemId: 1,
        },
      ]);
    }),
    http.get('*/dashboard/v1/chief/market/products', ({ request }) => {
      record('products', request);
      return failProducts ? HttpResponse.json({ error: 'Каталог недоступен' }, { status: 503 }) : list([]);
    }),
    http.get('*/dashboard/v1/chief/customers', ({ request }) => {
      record('clients', request);
      return list([{ id: 3, name: 'Борисова Анастасия', phone: '79169915579', email: '', status: 'Базовый', bonusBalance: 0, ordersCount: 1, createdAt: '' }]);
    }),
    http.get('*/dashboard/v1/chief/market/stores', ({ request }) => {
      record('shops', request);
      return list([]);
    }),
  );
}

describe('CommandPalette', () => {
  beforeEach(() => mockNavigation.reset('/'));

  it('lists screens at once, searches the records in groups and opens the chosen one with the keyboard', async () => {
    const user = userEvent.setup();
    const queries: Record<string, URLSearchParams[]> = {};
    chiefSearch(queries);
    const onClose = jest.fn();
    render(<CommandPalette role="chief" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Поиск и переход' });
    const combo = within(dialog).getByRole('combobox');
    expect(combo).toHaveFocus();
    // Without a query: every screen, no calls.
    expect(within(dialog).getByRole('group', { name: 'Экраны' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Каталог — Товары' })).toBeInTheDocument();
    expect(queries).toEqual({});

    await user.type(combo, '10042');
    const orders = await within(dialog).findByRole('group', { name: 'Заказы' }, WAIT);
    expect(within(dialog).getByRole('group', { name: 'Клиенты' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Товары' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Экраны' })).not.toBeInTheDocument();
    const order = within(orders).getByRole('option', { name: /Заказ № 10042/ });
    expect(order).toHaveTextContent('Новый');
    // Debounced: each kind asked once, for the whole number, 5 rows.
    for (const kind of ['orders', 'products', 'clients', 'shops']) {
      expect(queries[kind]!.map((q) => [q.get('search'), q.get('perPage')])).toEqual([['10042', '5']]);
    }
    expect(order).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/orders/42');
  });

  it("finds the company's own text sections among the screens and opens one", async () => {
    const user = userEvent.setup();
    chiefSearch({});
    const sections: SectionSummary[] = [
      { id: 7, title: 'Доставка и оплата', type: 'html_text', isActive: true, sort: 1 },
      { id: 9, title: 'Вакансии', type: 'photo', isActive: false, sort: 2 },
    ];
    render(<CommandPalette role="chief" sections={sections} onClose={jest.fn()} />);
    const screens = screen.getByRole('group', { name: 'Экраны' });
    expect(within(screens).getByRole('option', { name: 'Компания — Вакансии' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'доставка');
    const found = await screen.findByRole('option', { name: 'Компания — Доставка и оплата' }, WAIT);
    expect(found).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/company/7');
  });

  it('says which kind failed and still shows the others; arrows wrap across groups', async () => {
    const user = userEvent.setup();
    chiefSearch({}, { failProducts: true });
    render(<CommandPalette role="chief" onClose={jest.fn()} />);
    const combo = screen.getByRole('combobox');
    await user.type(combo, 'Борис');
    expect(await screen.findByText(/Товары: Каталог недоступен/, {}, WAIT)).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Заказ № 10042'), expect.stringContaining('Борисова')]);
    await user.keyboard('{ArrowUp}');
    expect(combo).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', options[0]!.id);
  });

  it('tells when nothing is found', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/dashboard/v1/admin/companies', () => list([])));
    render(<CommandPalette role="admin" onClose={jest.fn()} />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('Ничего не найдено', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('CommandPaletteLauncher', () => {
  it('opens the palette with Ctrl+K, closes it with Escape and returns the focus; / focuses the list search', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CommandPaletteLauncher role="admin" />
        <main>
          <form role="search">
            <input type="search" aria-label="Поиск по списку" />
          </form>
        </main>
      </>,
    );
    const trigger = screen.getByRole('button', { name: /Поиск/ });
    trigger.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Поиск и переход' }, WAIT);
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    expect(within(dialog).getByRole('option', { name: 'Компании' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Поиск по списку' })).toHaveFocus();
    // In a text field `/` is just typed.
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Поиск по списку' })).toHaveValue('/');
  });
});
