import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar, type FilterBarProps } from '@/components/list/filter-bar';
import { ListState } from '@/components/list/list-state';
import { useListQuery } from '@/components/list/use-list-query';
import { DatePicker } from '@/components/ui/date-picker';
import { Pagination } from '@/components/ui/pagination';
import { ApiError } from '@/lib/api/api-error';
import { toApiDate, toDate } from '@/lib/format/format';
import { digitsOnly, splitList, validateDateRange } from '@/lib/lists/query';
import { mockNavigation } from '../harness';

// The list screens under test live at /orders; the shared router mock really changes the URL,
// so the hook re-reads it like in the app.
beforeEach(() => mockNavigation.reset('/orders'));

interface ShopDraft {
  active: '' | 'true' | 'false';
}

function ShopFilter(props: Partial<FilterBarProps<ShopDraft>>) {
  return (
    <FilterBar<ShopDraft>
      filters={{ active: '' }}
      emptyFilters={{ active: '' }}
      onApply={jest.fn()}
      onReset={jest.fn()}
      {...props}
    >
      {(draft) => (
        <fieldset>
          <legend>Активность</legend>
          {(['true', 'false'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="active"
                checked={draft.value.active === value}
                onChange={() => draft.set('active', value)}
              />
              {value === 'true' ? 'Да' : 'Нет'}
            </label>
          ))}
        </fieldset>
      )}
    </FilterBar>
  );
}

/** The panel opens from its own button (its name counts the applied filters). */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
}

describe('FilterBar', () => {
  it('asks the screen to load its filter fields when the pointer or the focus reaches «Фильтры», before the click', async () => {
    const user = userEvent.setup();
    const onPrepare = jest.fn();
    render(<ShopFilter onPrepare={onPrepare} />);
    expect(onPrepare).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: /^Фильтры/ }));
    expect(onPrepare).toHaveBeenCalledTimes(1);
    // The search's focus opens the panel (§2), so it asks for the fields too.
    await user.tab();
    expect(onPrepare).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Фильтры/ })).toHaveFocus();
    expect(onPrepare).toHaveBeenCalledTimes(3);
  });

  it('opens the panel on the search\'s focus (§2); «Фильтры» keeps it open, Escape closes it and the search keeps the focus', async () => {
    const user = userEvent.setup();
    render(<ShopFilter />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Поиск'));
    const panel = screen.getByRole('group', { name: 'Фильтр' });
    expect(within(panel).getByRole('radio', { name: 'Да' })).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Сбросить' })).toBeInTheDocument();
    // Reaching for «Фильтры» after the search opened it does not take the filters away.
    await openFilters(user);
    expect(screen.getByRole('group', { name: 'Фильтр' })).toBeInTheDocument();
    await openFilters(user);
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Поиск'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Поиск')).toHaveFocus();
    await user.keyboard('к');
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    // Escape from a field of the panel gives the focus back to the search, which does not reopen it.
    await openFilters(user);
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Поиск')).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
  });

  it('a typed search does not close a panel whose filters were picked and wait for «Применить»', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<ShopFilter />);
      await user.click(screen.getByLabelText('Поиск'));
      await user.click(screen.getByRole('radio', { name: 'Нет' }));
      await user.type(screen.getByLabelText('Поиск'), 'Арбат');
      act(() => jest.advanceTimersByTime(300));
      expect(screen.getByRole('radio', { name: 'Нет' })).toBeChecked();
    } finally {
      jest.useRealTimers();
    }
  });

  it("applies the search and the draft with 'Применить' and closes", async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<ShopFilter onApply={onApply} />);
    await user.type(screen.getByLabelText('Поиск'), '  Тверская ');
    await openFilters(user);
    await user.click(screen.getByRole('radio', { name: 'Нет' }));
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith({ search: 'Тверская', filters: { active: 'false' } });
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
  });

  it('applies with Enter in the search', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<ShopFilter onApply={onApply} filters={{ active: 'true' }} />);
    await user.type(screen.getByLabelText('Поиск'), 'Арбат{Enter}');
    expect(onApply).toHaveBeenCalledWith({ search: 'Арбат', filters: { active: 'true' } });
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
  });

  it('closes on Escape without applying, and the next opening starts from the applied filters', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<ShopFilter onApply={onApply} search="Арбат" filters={{ active: 'true' }} />);
    const search = screen.getByLabelText('Поиск');
    expect(search).toHaveValue('Арбат');
    await openFilters(user);
    await user.click(screen.getByRole('radio', { name: 'Нет' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
    await openFilters(user);
    expect(screen.getByRole('radio', { name: 'Да' })).toBeChecked();
  });

  it('closes on a click outside without applying', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(
      <>
        <ShopFilter onApply={onApply} />
        <p>Таблица</p>
      </>,
    );
    await openFilters(user);
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    expect(screen.getByRole('group', { name: 'Фильтр' })).toBeInTheDocument();
    await user.click(screen.getByText('Таблица'));
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    // Straight after opening, too.
    await openFilters(user);
    await user.click(screen.getByText('Таблица'));
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
    await openFilters(user);
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
  });

  it('counts a press in a portal rendered by the panel as inside', async () => {
    const user = userEvent.setup();
    const { createPortal } = jest.requireActual<typeof import('react-dom')>('react-dom');
    render(
      <FilterBar filters={{}} emptyFilters={{}} onApply={jest.fn()} onReset={jest.fn()}>
        {() => createPortal(<button type="button">Вариант в списке</button>, document.body)}
      </FilterBar>,
    );
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Вариант в списке' }));
    expect(screen.getByRole('group', { name: 'Фильтр' })).toBeInTheDocument();
  });

  it("clears everything with 'Сбросить'", async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    render(<ShopFilter onReset={onReset} search="Арбат" filters={{ active: 'true' }} />);
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Поиск')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
  });

  it('keeps Применить disabled while the draft cannot be applied', async () => {
    const user = userEvent.setup();
    render(<ShopFilter canApply={(draft) => draft.active !== ''} />);
    await openFilters(user);
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    expect(screen.getByRole('button', { name: 'Применить' })).toBeEnabled();
  });

  it('searches as staff type: once, after a 300 ms pause, with the applied filters and without a history entry', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onApply = jest.fn();
      render(<ShopFilter onApply={onApply} filters={{ active: 'true' }} />);
      await user.type(screen.getByLabelText('Поиск'), 'Арб');
      act(() => jest.advanceTimersByTime(299));
      expect(onApply).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText('Поиск'), 'ат ');
      act(() => jest.advanceTimersByTime(300));
      expect(onApply).toHaveBeenCalledTimes(1);
      expect(onApply).toHaveBeenCalledWith({ search: 'Арбат', filters: { active: 'true' }, history: 'replace' });
      // The search's focus opened the panel; the applied search closes it (§2: applying closes it).
      expect(screen.queryByRole('group', { name: 'Фильтр' })).not.toBeInTheDocument();
      // Enter before the pause ends applies once, not twice.
      await user.type(screen.getByLabelText('Поиск'), 'ская{Enter}');
      act(() => jest.advanceTimersByTime(1000));
      expect(onApply).toHaveBeenCalledTimes(2);
      expect(onApply).toHaveBeenLastCalledWith({ search: 'Арбат ская', filters: { active: 'true' } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('is a plain search without filter fields', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    render(<FilterBar filters={{}} emptyFilters={{}} onApply={onApply} onReset={jest.fn()} />);
    await user.type(screen.getByLabelText('Поиск'), 'чай{Enter}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(onApply).toHaveBeenCalledWith({ search: 'чай', filters: {} });
  });
});

interface OrderDraft {
  status: string[];
  minTotal: string;
  dateFrom: Date | null;
  dateTo: Date | null;
}

const STATUSES = [
  { id: '1', name: 'Новый' },
  { id: '2', name: 'Оплачен' },
];

/** An orders screen wired the way list screens are meant to be. */
function OrdersScreen({ totalPages = 12 }: { totalPages?: number }) {
  const list = useListQuery({ filterKeys: ['status', 'minTotal', 'dateFrom', 'dateTo'] });
  const { filters } = list.query;
  const applied: OrderDraft = {
    status: splitList(filters.status),
    minTotal: filters.minTotal ?? '',
    dateFrom: toDate(filters.dateFrom),
    dateTo: toDate(filters.dateTo),
  };
  return (
    <>
      <FilterBar<OrderDraft>
        search={list.query.search}
        filters={applied}
        emptyFilters={{ status: [], minTotal: '', dateFrom: null, dateTo: null }}
        canApply={(d) => Object.keys(validateDateRange(d.dateFrom, d.dateTo)).length === 0}
        onApply={({ search, filters: d }) =>
          list.apply({
            search,
            filters: { status: d.status, minTotal: d.minTotal, dateFrom: toApiDate(d.dateFrom), dateTo: toApiDate(d.dateTo) },
          })
        }
        onReset={() => list.clear()}
      >
        {(draft) => {
          const range = validateDateRange(draft.value.dateFrom, draft.value.dateTo);
          return (
            <>
              <fieldset>
                <legend>Статус</legend>
                {STATUSES.map((s) => (
                  <label key={s.id}>
                    <input
                      type="checkbox"
                      checked={draft.value.status.includes(s.id)}
                      onChange={(e) =>
                        draft.set(
                          'status',
                          e.target.checked ? [...draft.value.status, s.id] : draft.value.status.filter((x) => x !== s.id),
                        )
                      }
                    />
                    {s.name}
                  </label>
                ))}
              </fieldset>
              <label>
                Сумма от
                <input
                  inputMode="numeric"
                  value={draft.value.minTotal}
                  onChange={(e) => draft.set('minTotal', digitsOnly(e.target.value).replace(/\B(?=(\d{3})+(?!\d))/g, ' '))}
                />
              </label>
              <DatePicker label="Период с" value={draft.value.dateFrom} onChange={(d) => draft.set('dateFrom', d)} error={range.dateFrom} />
              <DatePicker label="Период по" value={draft.value.dateTo} onChange={(d) => draft.set('dateTo', d)} error={range.dateTo} />
            </>
          );
        }}
      </FilterBar>
      <output aria-label="Запрос">{new URLSearchParams(list.apiQuery).toString()}</output>
      <Pagination page={list.query.page} totalPages={totalPages} hrefFor={list.hrefFor} />
    </>
  );
}

describe('list query in the URL', () => {
  const lastHref = () => mockNavigation.router.push.mock.lastCall?.[0];

  it('reads the state from the URL, with page size 15 by default', () => {
    mockNavigation.state.params = new URLSearchParams('page=3&search=Иванов&status=2&tab=all');
    render(<OrdersScreen />);
    expect(screen.getByRole('status', { name: 'Запрос' })).toHaveTextContent(
      new URLSearchParams({ page: '3', perPage: '15', search: 'Иванов', status: '2' }).toString(),
    );
    expect(screen.getByLabelText('Поиск')).toHaveValue('Иванов');
    expect(screen.getByRole('link', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('applying filters goes back to page 1, drops empty values and strips spaces from totals', async () => {
    const user = userEvent.setup();
    mockNavigation.state.params = new URLSearchParams('page=4&perPage=30&tab=all');
    render(<OrdersScreen />);
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: 'Новый' }));
    await user.click(screen.getByRole('checkbox', { name: 'Оплачен' }));
    await user.type(screen.getByLabelText('Сумма от'), '12a000');
    expect(screen.getByLabelText('Сумма от')).toHaveValue('12 000');
    await user.type(screen.getByLabelText('Период с'), '01032024');
    await user.click(screen.getByRole('button', { name: 'Применить' }));

    expect(mockNavigation.router.push).toHaveBeenCalledWith(
      '/orders?tab=all&perPage=30&status=1%2C2&minTotal=12000&dateFrom=2024-03-01',
      { scroll: false },
    );
    expect(screen.getByRole('status', { name: 'Запрос' })).toHaveTextContent(
      'page=1&perPage=30&status=1%2C2&minTotal=12000&dateFrom=2024-03-01',
    );
  });

  it('blocks a reversed date range', async () => {
    const user = userEvent.setup();
    render(<OrdersScreen />);
    await openFilters(user);
    await user.type(screen.getByLabelText('Период с'), '10032024');
    await user.type(screen.getByLabelText('Период по'), '01032024');
    expect(screen.getByLabelText('Период с')).toHaveAccessibleDescription('Дата начала не может быть позже даты окончания');
    expect(screen.getByLabelText('Период по')).toHaveAccessibleDescription('Дата окончания не может быть раньше даты начала');
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
  });

  it('Escape in a date picker closes only the calendar', async () => {
    const user = userEvent.setup();
    render(<OrdersScreen />);
    await openFilters(user);
    await user.click(screen.getAllByRole('button', { name: 'Открыть календарь' })[0]!);
    expect(screen.getByRole('dialog', { name: 'Выбор даты' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Фильтр' })).toBeInTheDocument();
  });

  it('clearing resets page to 1 and perPage to 15 and keeps foreign parameters', async () => {
    const user = userEvent.setup();
    mockNavigation.state.params = new URLSearchParams('page=4&perPage=30&search=чай&status=1&sort=-total&tab=all');
    render(<OrdersScreen />);
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(lastHref()).toBe('/orders?tab=all&sort=-total');
    expect(screen.getByRole('status', { name: 'Запрос' })).toHaveTextContent('page=1&perPage=15&sort=-total');
    expect(screen.getByLabelText('Поиск')).toHaveValue('');
  });

  it('links the pages and keeps the filters in their addresses', () => {
    mockNavigation.state.params = new URLSearchParams('status=1');
    render(<OrdersScreen />);
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/orders?page=2&status=1');
    act(() => mockNavigation.go('/orders?page=2&status=1'));
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows the URL when the user navigates back', () => {
    mockNavigation.state.params = new URLSearchParams('search=чай&page=2');
    render(<OrdersScreen />);
    act(() => mockNavigation.go('/orders?search=кофе'));
    expect(screen.getByLabelText('Поиск')).toHaveValue('кофе');
    expect(screen.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('ListState', () => {
  it("shows 'Отсутствуют' for an empty list, or the screen's own text", () => {
    const { rerender } = render(<ListState empty />);
    expect(screen.getByText('Отсутствуют')).toBeInTheDocument();
    rerender(<ListState empty emptyText="Заказов пока нет" />);
    expect(screen.getByText('Заказов пока нет')).toBeInTheDocument();
  });

  it('shows a loader until the first rows arrive, then keeps the rows while reloading', () => {
    const { rerender } = render(
      <ListState loading empty>
        <p>Строки</p>
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.queryByText('Отсутствуют')).not.toBeInTheDocument();
    rerender(
      <ListState loading>
        <p>Строки</p>
      </ListState>,
    );
    expect(screen.getByText('Строки').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the error with 'Повторить'", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender } = render(<ListState error={new ApiError(500, 'Сервер недоступен', null)} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступен');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ListState error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
