import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OrderDetails } from '@/components/orders/order-details';
import { OrdersList } from '@/components/orders/orders-list';
import type { Order } from '@/lib/orders/api';
import { cake, coffee, ORDER_STATUSES, orderSummary, orderWith } from '../fixtures/orders';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { typeImpossibleDate } from '../helpers/impossible-date';
import { settleLazy } from '../helpers/lazy';
import { ServerRoute } from '../helpers/server-route';
import { mockNavigation, renderScreen, server } from '../harness';

const ORDER = '*/dashboard/v1/chief/market/orders/7';
tolerateFormElementsInFormData();
// Whole forms with popups: more than the 5 s default on a busy 2-core machine.
jest.setTimeout(15_000);
afterEach(() => {
  window.sessionStorage.clear();
});

const CUSTOMERS = [
  { id: 3, name: 'Борисова Анастасия Сергеевна' },
  { id: 4, name: 'Попов Артём Викторович' },
];
const PAYMENT_SYSTEMS = [
  { id: 1, name: 'ЮKassa' },
  { id: 3, name: 'Т-Касса' },
];

describe('OrdersList', () => {
  beforeEach(() => mockNavigation.reset('/orders'));
  const pagination = { total: 1, totalPages: 1, currentPage: 1, perPage: 15 };

  it('shows orders with grouped money and §9 dates', async () => {
    renderScreen(<OrdersList orders={[orderSummary]} pagination={pagination} error={null} statuses={ORDER_STATUSES} customers={CUSTOMERS} />);
    await settleLazy();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Заказ № 10007' })).toHaveAttribute('href', '/orders/7');
    expect(row).toHaveTextContent('05.03.2024 / 14:30');
    expect(row).toHaveTextContent('12 340 ₽');
    expect(row).toHaveTextContent('+7 916 991-55-79');
    expect(row).toHaveTextContent('Не оплачен');
    expect(screen.getByText('Найдено заказов: 1')).toBeInTheDocument();
  });

  it('applies the whole §3 filter to the URL: statuses, client, totals without spaces, dates', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/orders', 'page=3');
    renderScreen(<OrdersList orders={[orderSummary]} pagination={pagination} error={null} statuses={ORDER_STATUSES} customers={CUSTOMERS} />);
    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const panel = screen.getByRole('group', { name: 'Фильтр' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Новый' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Выполнен' }));
    await user.type(within(panel).getByRole('combobox', { name: 'Клиент' }), 'Попов');
    await user.click(screen.getByRole('option', { name: 'Попов Артём Викторович' }));
    await user.type(within(panel).getByLabelText('Сумма от'), '1990,5');
    // Left, the field shows the amount as the money layer reads it: what will be sent.
    await user.tab();
    expect(within(panel).getByLabelText('Сумма от')).toHaveValue('1 990,50');
    await user.type(within(panel).getByLabelText('Сумма до'), '500');
    expect(within(panel).getByLabelText('Сумма до')).toHaveAccessibleDescription('Сумма «до» не может быть меньше суммы «от»');
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
    await user.type(within(panel).getByLabelText('Сумма до'), '00');
    // An impossible date stops the filter with a message instead of dropping out of it.
    for (const label of ['Период по', 'Период с']) {
      await typeImpossibleDate(user, within(panel).getByLabelText(label));
      expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
      await user.type(screen.getByLabelText('Поиск'), '{Enter}');
      expect(mockNavigation.router.push).not.toHaveBeenCalled();
      await user.clear(within(panel).getByLabelText(label));
    }
    await user.type(within(panel).getByLabelText('Период с'), '31032024');
    await user.type(within(panel).getByLabelText('Период по'), '01032024');
    expect(within(panel).getByLabelText('Период с')).toHaveAccessibleDescription('Дата начала не может быть позже даты окончания');
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
    await user.clear(within(panel).getByLabelText('Период с'));
    await user.type(within(panel).getByLabelText('Период с'), '01032024');
    await user.clear(within(panel).getByLabelText('Период по'));
    await user.type(within(panel).getByLabelText('Период по'), '31032024');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));

    expect(mockNavigation.router.push).toHaveBeenCalledWith(
      '/orders?status=1%2C5&user=4&minTotal=1990.50&maxTotal=50000&dateFrom=2024-03-01&dateTo=2024-03-31',
      { scroll: false },
    );
  });

  it('reads totals as the forms read money: kopecks are kept, a negative amount is refused at once with a message (issue 47)', async () => {
    const user = userEvent.setup();
    renderScreen(<OrdersList orders={[orderSummary]} pagination={pagination} error={null} statuses={ORDER_STATUSES} customers={CUSTOMERS} />);
    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const panel = screen.getByRole('group', { name: 'Фильтр' });
    const from = within(panel).getByLabelText('Сумма от');
    const to = within(panel).getByLabelText('Сумма до');
    // The decimal keyboard of the forms' money fields, not the digits-only one.
    expect(from).toHaveAttribute('inputmode', 'decimal');
    await user.type(from, '-5');
    expect(from).toHaveValue('-5');
    expect(from).toBeInvalid();
    expect(from).toHaveAccessibleDescription('Поле "Сумма от" не может быть отрицательным');
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
    await user.type(screen.getByLabelText('Поиск'), '{Enter}');
    expect(mockNavigation.router.push).not.toHaveBeenCalled();
    await user.clear(from);
    await user.type(to, '1.990,50');
    expect(to).toHaveAccessibleDescription('Поле "Сумма до" должно содержать сумму в рублях, например 1 990,50');
    await user.clear(to);
    await user.type(from, '1 990,50');
    expect(from).not.toBeInvalid();
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/orders?minTotal=1990.50', { scroll: false });
  });

  it('opens the panel with the filter the URL holds', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/orders', 'status=2&user=3&minTotal=12000&maxTotal=15000.5&dateFrom=2024-03-01');
    renderScreen(<OrdersList orders={[]} pagination={{ ...pagination, total: 0 }} error={null} statuses={ORDER_STATUSES} customers={CUSTOMERS} />);
    expect(screen.getByText('По заданным условиям заказов нет')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    expect(screen.getByRole('checkbox', { name: 'Подтверждён' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Новый' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Клиент' })).toHaveValue('Борисова Анастасия Сергеевна');
    expect(screen.getByLabelText('Сумма от')).toHaveValue('12 000');
    expect(screen.getByLabelText('Сумма до')).toHaveValue('15 000,50');
    expect(screen.getByLabelText('Период с')).toHaveValue('01.03.2024');
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(mockNavigation.router.push).toHaveBeenLastCalledWith('/orders', { scroll: false });
  });
});

describe('OrderDetails', () => {
  /**
   * The card under its server page: after a change the page is rendered again from what the
   * upstream now holds (the last order it answered with, and the link it made), so a card that
   * only changed its own copy would fall back to the old order here.
   */
  const renderOrder = (order: Order) => {
    let stored = order;
    const remember = ({ response }: { response: Response }) => {
      void response
        .clone()
        .json()
        .then((body: { data?: Partial<Order> & { paymentLink?: string; paymentSystem?: Order['paymentSystem'] } }) => {
          if (!response.ok || !body.data) return;
          if (body.data.number) stored = body.data as Order;
          else if (body.data.paymentLink && body.data.paymentSystem) {
            stored = { ...stored, paymentLink: body.data.paymentLink, paymentSystem: body.data.paymentSystem, paymentSystemId: body.data.paymentSystem.id };
          }
        })
        .catch(() => undefined);
    };
    server.events.on('response:mocked', remember);
    return renderScreen(
      <ServerRoute initial={order} load={async () => stored} refresh={mockNavigation.router.refresh}>
        {(current) => (
          <OrderDetails order={current} statuses={ORDER_STATUSES} paymentSystems={PAYMENT_SYSTEMS} shops={[{ id: 2, address: 'г. Москва, ул. Арбат, д. 24' }]} />
        )}
      </ServerRoute>,
    );
  };
  afterEach(() => server.events.removeAllListeners());

  it('changes the status with a PATCH on the order', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.patch(ORDER, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: orderWith([coffee], { status: { id: 2, name: 'Подтверждён' } }) });
      }),
    );
    renderOrder(orderWith([coffee]));
    await user.click(screen.getByRole('combobox', { name: 'Статус заказа' }));
    await user.click(screen.getByRole('option', { name: 'Подтверждён' }));
    expect(await screen.findByText('Статус заказа изменён: «Подтверждён»')).toBeInTheDocument();
    expect(body).toEqual({ statusId: 2 });
    expect(screen.getByRole('combobox', { name: 'Статус заказа' })).toHaveTextContent('Подтверждён');
    // Nothing is kept in this browser any more: the change reaches the timeline from the server
    // (tests/components/order-notes.test.tsx).
    const timeline = screen.getByRole('region', { name: 'История заказа' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '05.03.2024 / 14:30 Заказ создан',
      '05.03.2024 / 15:00 Последнее изменение',
    ]);
    expect(window.sessionStorage).toHaveLength(0);
  });

  it("keeps the status when the change fails and says why", async () => {
    const user = userEvent.setup();
    server.use(http.patch(ORDER, () => HttpResponse.json({ error: 'Заказ заблокирован', data: {} }, { status: 409 })));
    renderOrder(orderWith([coffee]));
    await user.click(screen.getByRole('combobox', { name: 'Статус заказа' }));
    await user.click(screen.getByRole('option', { name: 'Выполнен' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ заблокирован');
    expect(screen.getByRole('combobox', { name: 'Статус заказа' })).toHaveTextContent('Новый');
  });

  it("changes a line's quantity and status with a PATCH on the item, and keeps a refused quantity", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${ORDER}/item/71`, async ({ request }) => {
        const body = (await request.json()) as { quantity?: number; status?: string };
        bodies.push(body);
        if (body.quantity === 42) {
          return HttpResponse.json({ error: 'Ошибка валидации', data: { quantity: ['На складе только 10 шт.'] } }, { status: 422 });
        }
        const line = { ...coffee, ...body, total: coffee.price * (body.quantity ?? coffee.quantity) } as typeof coffee;
        return HttpResponse.json({ data: orderWith([line, cake]) });
      }),
    );
    renderOrder(orderWith([coffee, cake]));
    expect(screen.getByTestId('order-total')).toHaveTextContent('2 100 ₽');
    const quantity = screen.getByRole('textbox', { name: 'Количество «Зерно «Эфиопия», 250 г»' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('2 990 ₽'));
    expect(bodies).toEqual([{ quantity: 3 }]);

    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(screen.getByText('Количество должно быть целым числом от 1 до 99')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '42{Enter}');
    expect(await screen.findByText('На складе только 10 шт.')).toBeInTheDocument();
    expect(quantity).toHaveValue('42');

    await user.click(screen.getByRole('combobox', { name: 'Статус позиции «Зерно «Эфиопия», 250 г»' }));
    await user.click(screen.getByRole('option', { name: 'Нет в наличии' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ status: 'missing' }));
  });

  it("refuses a line quantity that is not a whole number instead of saving its digits", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${ORDER}/item/71`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: orderWith([coffee]) });
      }),
    );
    renderOrder(orderWith([coffee]));
    const quantity = screen.getByRole('textbox', { name: 'Количество «Зерно «Эфиопия», 250 г»' });
    for (const typed of ['-3', '1,5']) {
      await user.clear(quantity);
      await user.type(quantity, `${typed}{Enter}`);
      // What was typed stays as typed, with the reason under it.
      expect(quantity).toHaveValue(typed);
      expect(screen.getByText('Количество должно быть целым числом от 1 до 99')).toBeInTheDocument();
    }
    expect(bodies).toEqual([]);
  });

  it('adds a line (POST item) and deletes one (DELETE item), with a refusal inside the confirmation', async () => {
    const user = userEvent.setup();
    let added: unknown;
    const eclair = { id: 73, name: 'Эклер', price: 150, quantity: 4, status: 'new' as const, total: 600 };
    server.use(
      http.post(`${ORDER}/item`, async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ data: orderWith([coffee, eclair]) }, { status: 201 });
      }),
      http.delete(`${ORDER}/item/71`, () =>
        HttpResponse.json({ error: 'В заказе должна остаться хотя бы одна позиция', data: {} }, { status: 422 }),
      ),
      http.delete(`${ORDER}/item/73`, () => HttpResponse.json({ data: orderWith([coffee]) })),
    );
    renderOrder(orderWith([coffee]));
    await user.click(screen.getByRole('button', { name: 'Добавить позицию' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая позиция' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Поле "Наименование" является обязательным')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Наименование'), 'Эклер');
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '150');
    await user.clear(within(dialog).getByLabelText('Количество'));
    await user.type(within(dialog).getByLabelText('Количество'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual({ name: 'Эклер', price: 150, quantity: 4 });
    expect(screen.getByRole('row', { name: /Эклер/ })).toHaveTextContent('600 ₽');

    await user.click(screen.getByRole('button', { name: 'Удалить позицию «Зерно «Эфиопия», 250 г»' }));
    let confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('В заказе должна остаться хотя бы одна позиция');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));

    await user.click(screen.getByRole('button', { name: 'Удалить позицию «Эклер»' }));
    confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Эклер/ })).not.toBeInTheDocument());
  });

  it('edits the order with a PUT and keeps the popup open with its values on failure', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      // The overwrite guard reads the order before each save: unchanged here.
      http.get(ORDER, () => HttpResponse.json({ data: orderWith([coffee]) })),
      http.put(ORDER, async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json({ error: 'Ошибка валидации', data: { storeId: ['Выберите работающий магазин из списка'] } }, { status: 422 });
        }
        return HttpResponse.json({
          data: orderWith([coffee], { deliveryType: 'pickup', store: { id: 2, address: 'г. Москва, ул. Арбат, д. 24' }, address: '', comment: 'К 18:00' }),
        });
      }),
    );
    renderOrder(orderWith([coffee]));
    await user.click(screen.getByRole('button', { name: 'Изменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить заказ № 10007' });
    await user.click(within(dialog).getByRole('radio', { name: 'Самовывоз' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(dialog).findByText('Поле "Магазин" является обязательным')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Магазин' }));
    await user.click(screen.getByRole('option', { name: 'г. Москва, ул. Арбат, д. 24' }));
    await user.type(within(dialog).getByLabelText('Комментарий'), 'К 18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(dialog).findByText('Выберите работающий магазин из списка')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Комментарий')).toHaveValue('К 18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ deliveryType: 'pickup', address: '', storeId: 2, paymentSystemId: 1, comment: 'К 18:00' });
    const info = screen.getByRole('region', { name: 'Данные заказа' });
    expect(info).toHaveTextContent('Самовывоз');
    expect(info).toHaveTextContent('г. Москва, ул. Арбат, д. 24');
  });

  it('creates a payment link, names its system from payment-systems and copies it', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(`${ORDER}/payment-link`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { paymentLink: 'https://pay.demo-shop.ru/p/7-abcd1234', paymentSystem: { id: 3, name: 'Т-Касса' }, amount: 1780 } },
          { status: 201 },
        );
      }),
    );
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderOrder(orderWith([coffee]));
    const payment = screen.getByRole('region', { name: 'Оплата' });
    expect(payment).toHaveTextContent('К оплате: 1 780 ₽');
    await user.click(within(payment).getByRole('combobox', { name: 'Платёжная система' }));
    await user.click(screen.getByRole('option', { name: 'Т-Касса' }));
    await user.click(within(payment).getByRole('button', { name: 'Создать ссылку на оплату' }));
    expect(await within(payment).findByLabelText('Ссылка на оплату')).toHaveValue('https://pay.demo-shop.ru/p/7-abcd1234');
    expect(body).toEqual({ paymentSystemId: 3 });
    expect(screen.getByRole('region', { name: 'Данные заказа' })).toHaveTextContent('Т-Касса');
    await user.click(within(payment).getByRole('button', { name: 'Скопировать' }));
    expect(writeText).toHaveBeenCalledWith('https://pay.demo-shop.ru/p/7-abcd1234');
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
  });

  it("shows the upstream's history when it keeps one, without the note", () => {
    renderOrder(
      orderWith([coffee], {
        history: [
          { at: '2024-03-05T14:30:00', text: 'Заказ создан в приложении' },
          { at: '2024-03-05T14:40:00', text: 'Статус: Подтверждён' },
        ],
      }),
    );
    const timeline = screen.getByRole('region', { name: 'История заказа' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '05.03.2024 / 14:30 Заказ создан в приложении',
      '05.03.2024 / 14:40 Статус: Подтверждён',
    ]);
    expect(timeline).not.toHaveTextContent('Сервер сообщает');
  });

  it('shows why a payment link was refused', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${ORDER}/payment-link`, () => HttpResponse.json({ error: 'Нельзя выставить счёт по отменённому заказу', data: {} }, { status: 422 })));
    renderOrder(orderWith([coffee]));
    await user.click(screen.getByRole('button', { name: 'Создать ссылку на оплату' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нельзя выставить счёт по отменённому заказу');
  });
});
