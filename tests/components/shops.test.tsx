import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ShopForm } from '@/components/shops/shop-form';
import { ShopsList } from '@/components/shops/shops-list';
import type { Shop } from '@/lib/shops/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { mockNavigation, renderScreen, server } from '../harness';
import { ShopScreen } from '@/components/shops/shop-screen';
import { settleLazy } from '../helpers/lazy';

const STORES = '*/dashboard/v1/chief/market/stores';
tolerateFormElementsInFormData();
beforeEach(() => mockNavigation.reset('/shops'));

const shop = (id: number, address: string, isActive = true): Shop => ({
  id,
  address,
  city: 'Москва',
  phone: '74951234567',
  workingHours: '08:00 - 22:00',
  latitude: 55.75,
  longitude: 37.61,
  isActive,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('ShopForm', () => {
  it('shows the rules under the fields, then creates the shop with a bare phone and numbers', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(STORES, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...shop(31, 'x'), ...(body as object), id: 31 } }, { status: 201 });
      }),
    );
    // As the page renders it: the heading with the page, the form after it.
    renderScreen(<ShopScreen />);
    expect(screen.getByRole('heading', { name: 'Новый магазин' })).toBeInTheDocument();
    await settleLazy();
    await user.type(screen.getByLabelText('Часы работы'), '9-21');
    await user.click(screen.getByRole('button', { name: 'Создать магазин' }));
    expect(await screen.findByText('Поле "Адрес" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "Город" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "Телефон" является обязательным')).toBeInTheDocument();
    expect(screen.getByLabelText('Часы работы')).toHaveAccessibleDescription(/Укажите часы работы в формате ЧЧ:ММ - ЧЧ:ММ/);

    await user.type(screen.getByLabelText('Адрес'), 'г. Москва, ул. Сретенка, д. 3');
    await user.type(screen.getByLabelText('Город'), 'Москва');
    await user.type(screen.getByLabelText('Телефон'), '9161112233');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 916 111-22-33');
    await user.clear(screen.getByLabelText('Часы работы'));
    await user.type(screen.getByLabelText('Часы работы'), '09:00 - 21:00');
    await user.type(screen.getByLabelText('Широта'), '55,767');
    await user.click(screen.getByRole('button', { name: 'Создать магазин' }));

    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/shops/31'));
    expect(body).toEqual({
      address: 'г. Москва, ул. Сретенка, д. 3',
      city: 'Москва',
      phone: '79161112233',
      workingHours: '09:00 - 21:00',
      latitude: 55.767,
      longitude: null,
      isActive: true,
    });
    expect(screen.getByText('Магазин создан')).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's messages when saving fails", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${STORES}/5`, () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { address: ['Магазин с таким адресом уже есть'] } }, { status: 422 }),
      ),
    );
    renderScreen(<ShopForm shop={shop(5, 'г. Москва, ул. Арбат, д. 24')} />);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 495 123-45-67');
    await user.clear(screen.getByLabelText('Адрес'));
    await user.type(screen.getByLabelText('Адрес'), 'г. Москва, ул. Новый Арбат, д. 21');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Ошибка валидации')).toBeInTheDocument();
    expect(screen.getByLabelText('Адрес')).toHaveAccessibleDescription(/Магазин с таким адресом уже есть/);
    expect(screen.getByLabelText('Адрес')).toHaveValue('г. Москва, ул. Новый Арбат, д. 21');
  });

  it('deletes the shop after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    server.use(http.delete(`${STORES}/5`, () => HttpResponse.json({ data: null })));
    renderScreen(<ShopForm shop={shop(5, 'г. Москва, ул. Арбат, д. 24')} />);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(dialog).toHaveTextContent('Вы действительно хотите удалить магазин «г. Москва, ул. Арбат, д. 24»?');
    await user.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/shops'));
  });
});

describe('ShopsList', () => {
  const pagination = { total: 2, totalPages: 1, currentPage: 1, perPage: 15 };

  it('renders the rows with their activity and applies the activity filter through the URL', async () => {
    const user = userEvent.setup();
    renderScreen(
      <ShopsList shops={[shop(1, 'г. Москва, ул. Покровка, д. 12'), shop(2, 'г. Москва, ул. Арбат, д. 24', false)]} pagination={pagination} error={null} />,
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'г. Москва, ул. Покровка, д. 12' })).toHaveAttribute('href', '/shops/1');
    expect(rows[1]).toHaveTextContent('+7 495 123-45-67');
    expect(rows[2]).toHaveTextContent('Не активен');
    expect(screen.getByText('Найдено магазинов: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const panel = screen.getByRole('group', { name: 'Фильтр' });
    expect(within(panel).getByRole('radio', { name: 'Да' })).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Нет' })).not.toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'Нет' }));
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/shops?active=false', { scroll: false });
  });

  it("shows a refused delete inside the confirmation, and refreshes after a delete", async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(`${STORES}/1`, () =>
        HttpResponse.json({ error: 'Нельзя удалить магазин: по нему есть незавершённые заказы (2)', data: {} }, { status: 422 }),
      ),
      http.delete(`${STORES}/2`, () => HttpResponse.json({ data: null })),
    );
    renderScreen(
      <ShopsList shops={[shop(1, 'г. Москва, ул. Покровка, д. 12'), shop(2, 'г. Москва, ул. Арбат, д. 24')]} pagination={pagination} error={null} />,
    );
    await user.click(screen.getByRole('button', { name: 'Удалить магазин «г. Москва, ул. Покровка, д. 12»' }));
    let dialog = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Нельзя удалить магазин: по нему есть незавершённые заказы (2)');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить магазин «г. Москва, ул. Арбат, д. 24»' }));
    dialog = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(mockNavigation.router.refresh).toHaveBeenCalled());
    expect(screen.getByText('Магазин удалён')).toBeInTheDocument();
  });

  it('shows the empty and the failed states', () => {
    const { rerender } = renderScreen(<ShopsList shops={[]} pagination={{ ...pagination, total: 0 }} error={null} />);
    expect(screen.getByText('Магазинов пока нет')).toBeInTheDocument();
    // An empty list says what to do next.
    expect(screen.getByRole('link', { name: 'Добавить первый магазин' })).toHaveAttribute('href', '/shops/create');
    rerender(
      <ShopsList shops={[]} pagination={{ ...pagination, total: 0 }} error="Сервис временно недоступен" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
