import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ClientCard } from '@/components/clients/client-card';
import { ClientsList } from '@/components/clients/clients-list';
import { ClientStatusBadge } from '@/components/clients/client-status-badge';
import type { Customer, CustomerRow } from '@/lib/clients/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { mockNavigation, renderScreen, server } from '../harness';
import { settleLazy } from '../helpers/lazy';

tolerateFormElementsInFormData();
beforeEach(() => mockNavigation.reset('/clients'));

const row = (id: number, name: string, status: CustomerRow['status']): CustomerRow => ({
  id,
  name,
  phone: '79161234567',
  email: '',
  status,
  bonusBalance: 12500,
  ordersCount: 3,
  createdAt: '2025-01-15T10:00:00',
});

describe('client status badges (§3)', () => {
  it.each([
    ['Базовый', 'info'],
    ['Бонусный', 'success'],
    ['Продвинутый', 'secondary'],
  ])('%s is %s', (status, tone) => {
    render(<ClientStatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveAttribute('data-tone', tone);
  });
});

describe('ClientsList', () => {
  const pagination = { total: 40, totalPages: 3, currentPage: 1, perPage: 15 };

  it('lists clients with badges, searches and pages through the URL', async () => {
    const user = userEvent.setup();
    renderScreen(
      <ClientsList
        customers={[row(1, 'Иванова Анна Сергеевна', 'Бонусный'), row(2, 'Петров Иван Олегович', 'Базовый')]}
        pagination={pagination}
        error={null}
      />,
    );
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Иванова Анна Сергеевна' })).toHaveAttribute('href', '/clients/1');
    expect(within(first).getByText('Бонусный')).toHaveAttribute('data-tone', 'success');
    expect(first).toHaveTextContent('+7 916 123-45-67');
    expect(first).toHaveTextContent('12 500');
    expect(first).toHaveTextContent('15.01.2025');
    expect(screen.getByText('Найдено клиентов: 40')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/clients?page=2');
    await user.type(screen.getByLabelText('Поиск'), 'Иванова{Enter}');
    expect(mockNavigation.router.push).toHaveBeenLastCalledWith(
      `/clients?search=${encodeURIComponent('Иванова')}`,
      { scroll: false },
    );
  });

  it('says when nothing was found', () => {
    mockNavigation.reset('/clients', 'search=Цыпленков');
    renderScreen(<ClientsList customers={[]} pagination={{ ...pagination, total: 0, totalPages: 1 }} error={null} />);
    expect(screen.getByText('Клиенты не найдены')).toBeInTheDocument();
  });
});

describe('ClientCard', () => {
  const customer: Customer = {
    ...row(9, 'Иванова Анна Сергеевна', 'Базовый'),
    email: 'anna@mail.ru',
    bonusBalance: 1250,
    birthday: '1990-05-17',
    comment: '',
    ordersTotal: 45000,
    lastOrderAt: '2025-03-01T12:00:00',
  };
  // Before a save the form reads the client anew (the overwrite guard): nobody else changed it here.
  beforeEach(() => server.use(http.get('*/dashboard/v1/chief/customers/9', () => HttpResponse.json({ data: customer }))));

  it('shows the bonus balance and saves the edited fields with a PUT, then revalidates the route', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.put('*/dashboard/v1/chief/customers/9', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...customer, ...(body as object), status: 'Продвинутый' } });
      }),
    );
    renderScreen(<ClientCard customer={customer} />);
    // Lazily loaded parts of the card (the schema, dialogs) settle first.
    await settleLazy();
    expect(screen.getByRole('heading', { level: 1, name: 'Иванова Анна Сергеевна' })).toBeInTheDocument();
    expect(screen.getByText('Бонусный баланс').nextElementSibling).toHaveTextContent('1 250');
    expect(screen.getByText('45 000 ₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('17.05.1990');

    await user.clear(screen.getByLabelText('Комментарий'));
    await user.type(screen.getByLabelText('Комментарий'), 'Любит овсяное молоко');
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(screen.getByRole('option', { name: 'Продвинутый' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные клиента сохранены')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Иванова Анна Сергеевна',
      phone: '79161234567',
      email: 'anna@mail.ru',
      birthday: '1990-05-17',
      status: 'Продвинутый',
      comment: 'Любит овсяное молоко',
    });
    // The form keeps the saved values, and the route is revalidated so the card above (status,
    // balance) shows the server's copy; with this test's mocked router no new copy arrives.
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveTextContent('Продвинутый');
    await waitFor(() => expect(mockNavigation.router.refresh).toHaveBeenCalled());
  });

  it('asks before leaving the card with unsaved edits, and lets a saved card go', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/dashboard/v1/chief/customers/9', async ({ request }) => HttpResponse.json({ data: { ...customer, ...((await request.json()) as object) } })));
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    const back = screen.getByRole('link', { name: '← Ко всем клиентам' });
    await user.type(screen.getByLabelText('Комментарий'), 'Перезвонить');
    await user.click(back);
    const question = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(question).toHaveTextContent('Есть несохранённые изменения. Уйти со страницы без сохранения?');
    await user.click(within(question).getByRole('button', { name: 'Остаться' }));
    expect(mockNavigation.router.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Комментарий')).toHaveValue('Перезвонить');

    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные клиента сохранены')).toBeInTheDocument();
    // Saved: the link is Next's to follow, no question.
    let reachedLink = false;
    const link = (event: MouseEvent) => {
      reachedLink = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', link);
    await user.click(back);
    document.removeEventListener('click', link);
    expect(reachedLink).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Подтвердите действие' })).not.toBeInTheDocument();
  });

  it('refuses an impossible birthday with a message and sends nothing, keeping the stored one', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.put('*/dashboard/v1/chief/customers/9', () => {
        calls += 1;
        return HttpResponse.json({ data: customer });
      }),
    );
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    const birthday = screen.getByLabelText('Дата рождения');
    await user.clear(birthday);
    await user.type(birthday, '31021990');
    // Said at once, as the filters say it, not only on save (issue 47).
    expect(birthday).toBeInvalid();
    expect(birthday).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    // Saving keeps the same one message.
    await waitFor(() => expect(screen.getAllByText('Введите дату в формате ДД.ММ.ГГГГ')).toHaveLength(1));
    expect(birthday).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
    expect(birthday).toHaveValue('31.02.1990');
    expect(calls).toBe(0);
    // Fixed, it saves the corrected date.
    await user.clear(birthday);
    await user.type(birthday, '15031983');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные клиента сохранены')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('says at once what is wrong with an unfinished birthday, and a future one names the limit', async () => {
    const user = userEvent.setup();
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    const birthday = screen.getByLabelText('Дата рождения');
    await user.clear(birthday);
    await user.type(birthday, '1503');
    // Still typing: nothing yet.
    expect(birthday).not.toBeInvalid();
    await user.tab();
    expect(birthday).toBeInvalid();
    expect(birthday).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ');
    await user.clear(birthday);
    expect(birthday).not.toBeInvalid();
    expect(birthday).not.toHaveAccessibleDescription();
    await user.type(birthday, '01012099');
    expect(birthday).toHaveAccessibleDescription(/^Дата не может быть позже \d{2}\.\d{2}\.\d{4}$/);
  });

  it("keeps what was typed and marks the fields the server refused", async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/dashboard/v1/chief/customers/9', () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { phone: ['Клиент с таким номером телефона уже есть'] } }, { status: 422 }),
      ),
    );
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Поле "E-mail" должно содержать валидный адрес')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'yandex.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Ошибка валидации')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон')).toHaveAccessibleDescription('Клиент с таким номером телефона уже есть');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@yandex.ru');
  });
});
