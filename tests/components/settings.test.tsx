import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settleLazy } from '../helpers/lazy';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { BonusLevels } from '@/components/settings/bonus-levels';
import { NavbarItems } from '@/components/settings/navbar-items';
import { PaymentForm } from '@/components/settings/payment-form';
import { SettingsGuard } from '@/components/settings/settings-guard';
import { StatusesSection } from '@/components/settings/statuses-section';
import type { BonusLevel, PaymentSettings } from '@/lib/settings/api';
import { moveItem } from '@/lib/home/reorder';
import { ServerRoute } from '../helpers/server-route';
import { mockNavigation, renderScreen, server } from '../harness';

const LEVEL = '*/dashboard/v1/chief/loyalty/bonus/level';
const PAYMENT = '*/dashboard/v1/chief/payment-settings';
beforeEach(() => mockNavigation.reset('/settings/store'));

const renderSettings = (ui: ReactElement) =>
  renderScreen(
    <SettingsGuard>{ui}</SettingsGuard>,
  );

const LEVELS: BonusLevel[] = [
  { id: 2, name: 'Бонусный', threshold: 5000, percent: 5 },
  { id: 1, name: 'Базовый', threshold: 0, percent: 3 },
];

/**
 * A list as its page renders it (README "Data after a change"): `stored()` is the upstream's
 * copy the msw handlers change, read again whenever the screen revalidates the route.
 */
function renderRoute<T>(stored: () => T, screenOf: (data: T) => ReactElement) {
  return renderSettings(
    <ServerRoute initial={stored()} load={() => Promise.resolve(stored())} refresh={mockNavigation.router.refresh}>
      {screenOf}
    </ServerRoute>,
  );
}

describe('BonusLevels and the bonus-level form', () => {
  it('lists the levels by sum, checks the form, keeps the input on a 422 and adds the level', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let stored = LEVELS;
    server.use(
      http.post(LEVEL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.threshold === 5000) {
          return HttpResponse.json({ error: 'Ошибка валидации', data: { threshold: ['Уровень с такой суммой покупок уже есть'] } }, { status: 422 });
        }
        const created = { id: 9, ...body } as BonusLevel;
        stored = [...stored, created];
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
    );
    renderRoute(() => stored, (levels) => <BonusLevels levels={levels} />);
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Базовый0 ₽3%');
    expect(rows[2]).toHaveTextContent('Бонусный5 000 ₽5%');

    await user.click(screen.getByRole('button', { name: 'Добавить уровень' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый уровень' });
    await user.type(within(dialog).getByLabelText('Процент'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить уровень' }));
    expect(await within(dialog).findByText('Поле "Название" является обязательным')).toBeInTheDocument();
    expect(within(dialog).getByText('Поле "Сумма покупок" является обязательным')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Процент')).toHaveAccessibleDescription('Поле "Процент" должно быть числом от 0 до 100');
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Название'), 'Золотой');
    await user.type(within(dialog).getByLabelText('Сумма покупок, ₽'), '5000');
    await user.clear(within(dialog).getByLabelText('Процент'));
    await user.type(within(dialog).getByLabelText('Процент'), '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить уровень' }));
    expect(await within(dialog).findByText('Уровень с такой суммой покупок уже есть')).toBeInTheDocument();
    expect(within(dialog).getByText('Ошибка валидации')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Название')).toHaveValue('Золотой');

    await user.clear(within(dialog).getByLabelText('Сумма покупок, ₽'));
    await user.type(within(dialog).getByLabelText('Сумма покупок, ₽'), '30 000');
    expect(within(dialog).getByLabelText('Сумма покупок, ₽')).toHaveValue('30000');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить уровень' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[1]).toEqual({ name: 'Золотой', threshold: 30000, percent: 7.5 });
    expect(screen.getAllByRole('row')[3]).toHaveTextContent('Золотой30 000 ₽7,5%');
    expect(screen.getByText('Уровень добавлен')).toBeInTheDocument();
  });

  it('edits a level in place and deletes one after confirmation, showing a refusal in the popup', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    let stored = LEVELS;
    server.use(
      http.put(`${LEVEL}/2`, async ({ request }) => {
        const saved = { id: 2, ...((await request.json()) as object) } as BonusLevel;
        stored = stored.map((level) => (level.id === 2 ? saved : level));
        return HttpResponse.json({ data: saved });
      }),
      http.delete(`${LEVEL}/1`, () => {
        deletes += 1;
        if (deletes === 1) return HttpResponse.json({ error: 'Сервис временно недоступен', data: {} }, { status: 503 });
        stored = stored.filter((level) => level.id !== 1);
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    renderRoute(() => stored, (levels) => <BonusLevels levels={levels} />);
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить уровень' });
    expect(within(dialog).getByLabelText('Название')).toHaveValue('Бонусный');
    await user.clear(within(dialog).getByLabelText('Название'));
    await user.type(within(dialog).getByLabelText('Название'), 'Серебряный');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.getAllByRole('row')[2]).toHaveTextContent('Серебряный5 000 ₽5%'));

    await user.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(confirm).toHaveTextContent('Вы действительно хотите удалить уровень «Базовый»?');
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(confirm).findByText('Сервис временно недоступен')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Базовый')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});

const SETTINGS: PaymentSettings = {
  siteId: 'utro-coffee-001',
  secret: 'sk_live_secret',
  publicKey: 'pk_live_public',
  inn: '7704125834',
  fiscalVersion: '1.2',
  paymentPlace: 'https://utro-coffee.ru',
  taxNumber: 'vat20',
  taxSystem: 'osn',
};

describe('PaymentForm', () => {
  it('masks the secret until shown and shows the chosen selects by name', async () => {
    const user = userEvent.setup();
    renderSettings(<PaymentForm settings={SETTINGS} systems={['ЮKassa', 'СБП']} />);
    const secret = screen.getByLabelText('Секретный ключ');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('sk_live_secret');
    await user.click(screen.getByRole('button', { name: 'Показать: Секретный ключ' }));
    expect(secret).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть: Секретный ключ' }));
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByRole('combobox', { name: 'Система налогообложения' })).toHaveTextContent('ОСН — общая');
    expect(screen.getByRole('combobox', { name: 'Ставка НДС' })).toHaveTextContent('НДС 20%');
    expect(screen.getByText('Платёжные системы: ЮKassa, СБП')).toBeInTheDocument();
  });

  it('refuses an 11-digit tax ID without a call, then saves a 12-digit one with a new tax system', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.put(PAYMENT, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: body });
      }),
    );
    renderSettings(<PaymentForm settings={SETTINGS} systems={[]} />);
    const inn = screen.getByLabelText('ИНН');
    await user.clear(inn);
    await user.type(inn, '770-412-583-41');
    expect(inn).toHaveValue('77041258341');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Поле "ИНН" должно содержать 10 или 12 чисел')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.type(inn, '1');
    await user.click(screen.getByRole('combobox', { name: 'Система налогообложения' }));
    await user.click(screen.getByRole('option', { name: 'Патент' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Настройки оплаты сохранены')).toBeInTheDocument();
    expect(body).toEqual({ ...SETTINGS, inn: '770412583411', taxSystem: 'patent' });
    expect(screen.queryByText('Поле "ИНН" должно содержать 10 или 12 чисел')).not.toBeInTheDocument();
  });

  it("puts the server's messages under the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(PAYMENT, () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { siteId: ['Сайт с таким идентификатором уже подключён'] } }, { status: 422 }),
      ),
    );
    renderSettings(<PaymentForm settings={SETTINGS} systems={[]} />);
    await user.clear(screen.getByLabelText('Идентификатор сайта'));
    await user.type(screen.getByLabelText('Идентификатор сайта'), 'flox-flowers');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Ошибка валидации')).toBeInTheDocument();
    expect(screen.getByLabelText('Идентификатор сайта')).toHaveAccessibleDescription('Сайт с таким идентификатором уже подключён');
    expect(screen.getByLabelText('Идентификатор сайта')).toHaveValue('flox-flowers');
  });

  it('asks before following a link while the form has unsaved input', async () => {
    const user = userEvent.setup();
    renderSettings(
      <>
        <a href="/settings/bottom-navbar">Нижнее меню</a>
        <PaymentForm settings={SETTINGS} systems={[]} />
      </>,
    );
    await user.type(screen.getByLabelText('Место расчётов'), '/app');
    await user.click(screen.getByRole('link', { name: 'Нижнее меню' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите действие' });
    expect(dialog).toHaveTextContent('Есть несохранённые изменения');
    await user.click(within(dialog).getByRole('button', { name: 'Уйти без сохранения' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/settings/bottom-navbar');
  });
});

describe('NavbarItems', () => {
  const NAVBAR = '*/dashboard/v1/chief/navbar-items';
  const items = [
    { id: 1, name: 'Главная', icon: 'home', isActive: true, sort: 0 },
    { id: 2, name: 'Каталог', icon: 'catalog', isActive: true, sort: 1 },
    { id: 3, name: 'Новости', icon: 'news', isActive: false, sort: 2 },
  ];
  const names = () =>
    within(screen.getByRole('list', { name: 'Пункты нижнего меню' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));

  it('moves an item with the buttons, sending its new place, and undoes a move the server refuses', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let stored = items;
    server.use(
      http.put(`${NAVBAR}/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { sort: number };
        bodies.push(body);
        if (bodies.length > 1) return HttpResponse.json({ error: 'Сервис временно недоступен', data: {} }, { status: 503 });
        const id = Number(params.id);
        stored = moveItem(stored, stored.findIndex((item) => item.id === id), body.sort).map((item, sort) => ({ ...item, sort }));
        return HttpResponse.json({ data: { id, ...body } });
      }),
    );
    renderRoute(() => stored, (list) => <NavbarItems items={list} />);
    // The drag library arrives after the first render (components/ui/deferred-dnd.tsx).
    await settleLazy();
    expect(screen.getByRole('button', { name: 'Выше: Главная' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Выше: Каталог' }));
    await waitFor(() => expect(names()).toEqual(['Каталог', 'Главная', 'Новости']));
    expect(bodies[0]).toEqual({ name: 'Каталог', icon: 'catalog', isActive: true, sort: 0 });

    await user.click(screen.getByRole('button', { name: 'Ниже: Главная' }));
    expect(await screen.findByText('Не удалось изменить порядок пунктов: Сервис временно недоступен')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Каталог', 'Главная', 'Новости']));
  });

  it("switches an item on, or shows the server's reason under it", async () => {
    const user = userEvent.setup();
    let stored = items;
    server.use(
      http.put(`${NAVBAR}/3`, () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { isActive: ['В нижнем меню может быть не больше 5 активных пунктов'] } }, { status: 422 }),
      ),
      http.put(`${NAVBAR}/2`, async ({ request }) => {
        const saved = { id: 2, ...((await request.json()) as object) } as (typeof items)[number];
        stored = stored.map((item) => (item.id === 2 ? saved : item));
        return HttpResponse.json({ data: saved });
      }),
    );
    renderRoute(() => stored, (list) => <NavbarItems items={list} />);
    await user.click(screen.getByRole('switch', { name: 'Показывать «Новости»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('В нижнем меню может быть не больше 5 активных пунктов');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Показывать «Новости»' })).not.toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Показывать «Каталог»' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Показывать «Каталог»' })).not.toBeChecked());
  });

  it('refuses a sixth active item before asking the server', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.put(`${NAVBAR}/:id`, () => {
        calls += 1;
        return HttpResponse.json({ data: {} });
      }),
    );
    const full = [
      ...Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Пункт ${i + 1}`, icon: 'home', isActive: true, sort: i })),
      { id: 6, name: 'Шестой', icon: 'news', isActive: false, sort: 5 },
    ];
    renderSettings(<NavbarItems items={full} />);
    await user.click(screen.getByRole('switch', { name: 'Показывать «Шестой»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('В нижнем меню может быть не больше 5 активных пунктов');
    expect(screen.getByRole('switch', { name: 'Показывать «Шестой»' })).not.toBeChecked();
    expect(calls).toBe(0);
  });
});

describe('StatusesSection', () => {
  const STATUSES = '*/dashboard/v1/chief/market/statuses';
  const codes = [
    { id: 'new', name: 'Новый' },
    { id: 'assembling', name: 'Собирается' },
  ];
  const rows = [
    { id: 1, name: 'Новый', code: 'new', extId: 'ST-01', sort: 0 },
    { id: 3, name: 'Собирается', code: 'assembling', extId: 'ST-03', sort: 2 },
  ];

  it('shows the code by name and the external id as text, and opens the last page after adding a status', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(STATUSES, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 20, ...(body as object), extId: 'ST-17', sort: 16 } }, { status: 201 });
      }),
    );
    // 15 statuses fill page 1: the new one opens page 2.
    renderSettings(<StatusesSection rows={rows} pagination={{ total: 15, totalPages: 1, currentPage: 1, perPage: 15 }} codes={codes} error={null} />);
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('СобираетсяСобираетсяST-03');
    await user.click(screen.getByRole('button', { name: 'Добавить статус' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый статус' });
    await user.type(within(dialog).getByLabelText('Название'), 'Ждёт курьера');
    await user.click(within(dialog).getByRole('combobox', { name: 'Код статуса' }));
    await user.click(screen.getByRole('option', { name: 'Собирается' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Ждёт действия/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить статус' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/settings/store?page=2', { scroll: false }));
    expect(body).toEqual({ name: 'Ждёт курьера', code: 'assembling', needsAction: true, color: null });
    expect(screen.getByText('Статус добавлен')).toBeInTheDocument();
  });

  it('edits a status colour with a live badge preview, refuses non-HEX text and saves a HEX one', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.put(`${STATUSES}/3`, async ({ request }) => {
        const body = (await request.json()) as object;
        bodies.push(body);
        return HttpResponse.json({ data: { ...rows[1], ...body } });
      }),
    );
    renderSettings(<StatusesSection rows={rows} pagination={{ total: 2, totalPages: 1, currentPage: 1, perPage: 15 }} codes={codes} error={null} />);
    // The list shows each name as its badge, in the code's default colour.
    expect(within(screen.getAllByRole('row')[2]!).getByText('Собирается', { selector: '[data-color]' })).toHaveAttribute('data-color', '#f5a524');
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить статус' });
    expect(within(dialog).getByText(/Цвет не задан/)).toBeInTheDocument();
    const color = within(dialog).getByRole('textbox', { name: 'Цвет метки' });
    await user.type(color, 'красный');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(dialog).findByText('Цвет должен соответствовать HEX формату')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(color);
    await user.type(color, '#1a237e');
    const preview = within(dialog).getByText('Собирается', { selector: '[data-color]' });
    expect(preview).toHaveAttribute('data-color', '#1a237e');
    expect(preview).toHaveStyle({ color: '#ffffff' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Собирается', code: 'assembling', needsAction: false, color: '#1a237e' }]));
  });

  it('shows why a status cannot be deleted inside the confirmation', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(`${STATUSES}/1`, () => HttpResponse.json({ error: 'Статус «Новый» есть у заказов (12), его нельзя удалить', data: {} }, { status: 422 })),
    );
    renderSettings(<StatusesSection rows={rows} pagination={{ total: 2, totalPages: 1, currentPage: 1, perPage: 15 }} codes={codes} error={null} />);
    await user.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(confirm).findByText('Статус «Новый» есть у заказов (12), его нельзя удалить')).toBeInTheDocument();
    expect(mockNavigation.router.refresh).not.toHaveBeenCalled();
  });
});
