import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CompaniesList } from '@/components/admin/companies-list';
import { CompanyCard } from '@/components/admin/company-card';
import { FinanceScreen } from '@/components/admin/finance-screen';
import { FinanceSummary } from '@/components/admin/finance-summary';
import { SettingsForm } from '@/components/admin/settings-form';
import type { AdminCompany, AdminCompanyCard, PlatformSettings } from '@/lib/admin/types';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { expectFilterRefusesImpossibleDates } from '../helpers/impossible-date';
import { mockNavigation, renderScreen, server } from '../harness';

const SETTINGS = '*/dashboard/v1/admin/settings';
tolerateFormElementsInFormData();

const company = (id: number, name: string, extra: Partial<AdminCompany> = {}): AdminCompany => ({
  id,
  name,
  city: 'Москва',
  inn: '7704125834',
  isActive: true,
  appState: 'published',
  createdAt: '2026-02-14T09:30:00.000Z',
  ...extra,
});

describe('CompaniesList', () => {
  const pagination = { total: 2, totalPages: 1, currentPage: 1, perPage: 15 };
  beforeEach(() => mockNavigation.reset('/admin/companies', 'page=2'));

  it('shows the rows and applies state, activity and a registration period through the URL from page 1', async () => {
    const user = userEvent.setup();
    renderScreen(
      <CompaniesList
        companies={[company(1, 'Кофейня «Утро»'), company(6, 'Суши-бар «Васаби»', { isActive: false, appState: 'rejected' })]}
        pagination={pagination}
        error={null}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Кофейня «Утро»' })).toHaveAttribute('href', '/admin/companies/1');
    expect(rows[1]).toHaveTextContent('Опубликовано');
    expect(rows[1]).toHaveTextContent('14.02.2026');
    expect(rows[2]).toHaveTextContent('Отклонено');
    expect(rows[2]).toHaveTextContent('Не активна');
    expect(screen.getByText('Найдено компаний: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const panel = screen.getByRole('group', { name: 'Фильтр' });
    await user.click(within(panel).getByRole('combobox', { name: 'Статус приложения' }));
    await user.click(screen.getByRole('option', { name: 'Отклонено' }));
    await user.click(within(panel).getByRole('radio', { name: 'Нет' }));
    await user.type(within(panel).getByLabelText('Регистрация с'), '31032026');
    await user.type(within(panel).getByLabelText('Регистрация по'), '01012026');
    expect(within(panel).getByLabelText('Регистрация с')).toHaveAccessibleDescription(
      'Дата начала не может быть позже даты окончания',
    );
    expect(within(panel).getByRole('button', { name: 'Применить' })).toBeDisabled();
    await user.clear(within(panel).getByLabelText('Регистрация с'));
    await user.type(within(panel).getByLabelText('Регистрация с'), '01012026');
    await user.clear(within(panel).getByLabelText('Регистрация по'));
    await user.type(within(panel).getByLabelText('Регистрация по'), '31032026');
    await user.type(screen.getByLabelText('Поиск'), 'суши');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));

    expect(mockNavigation.router.push).toHaveBeenCalledWith(
      '/admin/companies?search=%D1%81%D1%83%D1%88%D0%B8&appState=rejected&active=false&dateFrom=2026-01-01&dateTo=2026-03-31',
      { scroll: false },
    );
  });

  it('refuses an impossible registration date with a message and applies nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<CompaniesList companies={[company(1, 'Кофейня «Утро»')]} pagination={pagination} error={null} />);
    await expectFilterRefusesImpossibleDates(user, ['Регистрация с', 'Регистрация по'], mockNavigation.router.push);
  });

  it('opens the panel with the filter of the URL, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/admin/companies', 'appState=moderation&active=true&dateFrom=2026-01-01&junk=1');
    renderScreen(<CompaniesList companies={[]} pagination={{ ...pagination, total: 0 }} error={null} />);
    expect(screen.getByText('По заданным условиям компаний нет')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    expect(screen.getByRole('combobox', { name: 'Статус приложения' })).toHaveTextContent('На модерации');
    expect(screen.getByRole('radio', { name: 'Да' })).toBeChecked();
    expect(screen.getByLabelText('Регистрация с')).toHaveValue('01.01.2026');
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(mockNavigation.router.push).toHaveBeenLastCalledWith('/admin/companies?junk=1', { scroll: false });
  });
});

const SAVED: PlatformSettings = {
  supportEmail: 'support@demo.ru',
  supportPhone: '78005553535',
  commissionPercent: 3.5,
  trialDays: 14,
  maintenance: false,
};

describe('SettingsForm', () => {
  beforeEach(() => mockNavigation.reset('/admin/settings'));

  it('checks every field before sending, then sends only valid values and shows the saved ones', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.patch(SETTINGS, async ({ request }) => {
        const body = (await request.json()) as PlatformSettings;
        bodies.push(body);
        return HttpResponse.json({ data: { ...body, supportEmail: body.supportEmail.toLowerCase() } });
      }),
    );
    renderScreen(<SettingsForm settings={SAVED} />);
    expect(screen.getByLabelText('Телефон поддержки')).toHaveValue('+7 800 555-35-35');
    expect(screen.getByLabelText('Комиссия платформы, %')).toHaveValue('3,5');
    const save = screen.getByRole('button', { name: 'Сохранить изменения' });
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('E-mail поддержки'));
    await user.clear(screen.getByLabelText('Комиссия платформы, %'));
    await user.type(screen.getByLabelText('Комиссия платформы, %'), '150');
    await user.clear(screen.getByLabelText('Пробный период, дней'));
    // A numeric field keeps only digits (§5): '1.5' becomes '15'; the bound is what can fail.
    await user.type(screen.getByLabelText('Пробный период, дней'), '1.5');
    expect(screen.getByLabelText('Пробный период, дней')).toHaveValue('15');
    await user.type(screen.getByLabelText('Пробный период, дней'), '00');
    await user.click(save);
    expect(await screen.findByText('Поле "E-mail поддержки" является обязательным')).toBeInTheDocument();
    expect(screen.getByLabelText('Комиссия платформы, %')).toHaveAccessibleDescription(
      /Комиссия должна быть числом от 0 до 100/,
    );
    expect(screen.getByLabelText('Пробный период, дней')).toHaveAccessibleDescription(
      /Пробный период должен быть целым числом дней от 0 до 365/,
    );

    await user.type(screen.getByLabelText('E-mail поддержки'), 'help@');
    await user.click(save);
    expect(await screen.findByText('Поле "E-mail" должно содержать валидный адрес')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('E-mail поддержки'), 'Platform.ru');
    await user.clear(screen.getByLabelText('Комиссия платформы, %'));
    await user.type(screen.getByLabelText('Комиссия платформы, %'), '4,25');
    await user.clear(screen.getByLabelText('Пробный период, дней'));
    await user.type(screen.getByLabelText('Пробный период, дней'), '30');
    await user.click(screen.getByRole('checkbox', { name: 'Режим технических работ' }));
    await user.click(save);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      supportEmail: 'help@Platform.ru',
      supportPhone: '78005553535',
      commissionPercent: 4.25,
      trialDays: 30,
      maintenance: true,
    });
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail поддержки')).toHaveValue('help@platform.ru');
    expect(save).toBeDisabled();
  });

  it("shows the server's field messages and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.patch(SETTINGS, () =>
        HttpResponse.json(
          { error: 'Ошибка валидации', data: { supportPhone: ['Поле "Телефон" должно содержать валидный номер'] } },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<SettingsForm settings={SAVED} />);
    await user.clear(screen.getByLabelText('Пробный период, дней'));
    await user.type(screen.getByLabelText('Пробный период, дней'), '7');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Ошибка валидации')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон поддержки')).toHaveAccessibleDescription(
      /Поле "Телефон" должно содержать валидный номер/,
    );
    expect(screen.getByLabelText('Пробный период, дней')).toHaveValue('7');
  });

  it('asks before following a link with unsaved changes', async () => {
    const user = userEvent.setup();
    renderScreen(
      <>
        <a href="/admin/finance">Финансы</a>
        <SettingsForm settings={SAVED} />
      </>,
    );
    await user.type(screen.getByLabelText('Пробный период, дней'), '0');
    await user.click(screen.getByRole('link', { name: 'Финансы' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Уйти без сохранения' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/admin/finance');
  });
});

const CARD: AdminCompanyCard = {
  ...company(5, 'Фитнес-клуб «Атлант»', { email: 'club@atlant-fit.ru', phone: '73432109876', legalName: 'ООО «Атлант Фитнес»' }),
  users: [{ id: 6, name: 'Борисов Максим Олегович', email: 'maksim@atlant-fit.ru', phone: '79580000006', step: 'done', createdAt: '2025-05-27T10:00:00.000Z' }],
  application: null,
  subscription: { status: 'active', tariff: 'business', paidUntil: '2026-12-27T00:00:00.000Z', trialEndsAt: null, lastPaymentAt: '2026-10-27T10:00:00.000Z', paymentsCount: 6, totalPaid: 29940 },
};

describe('CompanyCard', () => {
  beforeEach(() => mockNavigation.reset('/admin/companies/5'));

  it('deactivates only after confirmation, and shows a refusal inside the confirmation', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.patch('*/dashboard/v1/admin/companies/5', async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) return HttpResponse.json({ error: 'Сервис временно недоступен', data: {} }, { status: 503 });
        return HttpResponse.json({ data: { ...CARD, isActive: false } });
      }),
    );
    renderScreen(<CompanyCard company={CARD} />);
    expect(screen.getByText('Оплачено всего').nextSibling).toHaveTextContent('29 940 ₽');
    expect(screen.getByText('Бизнес')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Борисов Максим Олегович' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Деактивировать компанию' }));
    const dialog = await screen.findByRole('dialog');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Да, деактивировать' }));
    expect(await within(dialog).findByText('Сервис временно недоступен')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Да, деактивировать' }));
    expect(await screen.findByText('Компания деактивирована')).toBeInTheDocument();
    expect(bodies).toEqual([{ isActive: false }, { isActive: false }]);
    // The toast can show before the card re-renders with the new state: wait for the button too.
    expect(await screen.findByRole('button', { name: 'Активировать компанию' })).toBeInTheDocument();
    expect(mockNavigation.router.refresh).toHaveBeenCalled();
  });
});

describe('FinanceScreen', () => {
  const pagination = { total: 1, totalPages: 1, currentPage: 1, perPage: 15 };
  const total = {
    sum: 16970,
    count: 3,
    group: 'month' as const,
    series: [
      { date: '2026-06-01', sum: 4990, count: 1 },
      { date: '2026-07-01', sum: 11980, count: 2 },
    ],
  };

  it('shows the totals, the chart with its table, and applies the period and the company to the URL', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/admin/finance', 'page=2');
    renderScreen(
      <FinanceScreen
        payments={[{ id: 7, companyId: 1, companyName: 'Кофейня «Утро»', tariff: 'business', amount: 4990, paidAt: '2026-06-14T10:30:00.000Z' }]}
        pagination={pagination}
        error={null}
        companies={[
          { id: 1, name: 'Кофейня «Утро»' },
          { id: 3, name: 'Пекарня «Хлебный дом»' },
        ]}
        summary={<FinanceSummary total={total} error={null} />}
      />,
    );
    expect(screen.getByText(/^Период:/)).toHaveTextContent('Период: за всё время');
    expect(screen.getByText('Сумма платежей').nextSibling).toHaveTextContent('16 970 ₽');
    expect(screen.getByText('Количество платежей').nextSibling).toHaveTextContent('3');
    const chart = screen.getByRole('figure', { name: 'Выручка по месяцам' });
    const rows = within(chart).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['МесяцСуммаПлатежей', 'июн 20264 990 ₽1', 'июл 202611 980 ₽2']);
    const payment = within(screen.getAllByRole('table')[1]!).getAllByRole('row')[1]!;
    expect(payment).toHaveTextContent('Бизнес');
    expect(within(payment).getByRole('link', { name: 'Кофейня «Утро»' })).toHaveAttribute('href', '/admin/companies/1');

    await user.click(screen.getByRole('button', { name: /^Фильтры/ }));
    const panel = screen.getByRole('group', { name: 'Фильтр' });
    await user.type(within(panel).getByLabelText('Период с'), '01072026');
    await user.type(within(panel).getByLabelText('Период по'), '31072026');
    await user.type(within(panel).getByRole('combobox', { name: 'Компания' }), 'Пекар');
    await user.click(screen.getByRole('option', { name: 'Пекарня «Хлебный дом»' }));
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith(
      '/admin/finance?dateFrom=2026-07-01&dateTo=2026-07-31&companyId=3',
      { scroll: false },
    );
  });

  it('refuses an impossible payment date with a message and applies nothing', async () => {
    const user = userEvent.setup();
    mockNavigation.reset('/admin/finance', 'dateFrom=2026-07-01');
    renderScreen(<FinanceScreen payments={[]} pagination={{ ...pagination, total: 0 }} error={null} companies={[]} summary={null} />);
    expect(screen.getByText(/^Период:/)).toHaveTextContent('Период: с 01.07.2026');
    await expectFilterRefusesImpossibleDates(user, ['Период с', 'Период по'], mockNavigation.router.push);
  });

  it('says there were no payments when the period is empty, and shows a totals failure', () => {
    const { rerender } = render(<FinanceSummary total={{ sum: 0, count: 0, group: 'day', series: [] }} error={null} />);
    expect(screen.getByRole('figure', { name: 'Выручка по дням' })).toHaveTextContent('За выбранный период платежей нет');
    expect(screen.getByText('Сумма платежей').nextSibling).toHaveTextContent('0 ₽');
    rerender(<FinanceSummary total={null} error="Сервис временно недоступен" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
  });
});
