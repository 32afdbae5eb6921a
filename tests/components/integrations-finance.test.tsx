import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FinanceScreen } from '@/components/finance/finance-screen';
import { IntegrationSettings } from '@/components/integrations/integration-settings';
import type { IntegrationSettings as Settings } from '@/lib/integrations/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { typeImpossibleDate } from '../helpers/impossible-date';
import { mockNavigation, renderScreen, server } from '../harness';

const SETTINGS = '*/dashboard/v1/chief/integration/auth/settings';
tolerateFormElementsInFormData();

const settings: Settings = {
  clientId: 'int_7f3a9c2e41',
  clientSecret: null,
  secretHint: '…2LxV',
  allowedIps: [],
  tokenTtl: 3600,
  scopes: ['clients', 'orders'],
  updatedAt: '2026-10-25T10:00:00.000Z',
};

describe('IntegrationSettings', () => {
  it('masks the id until asked, copies it, and reissues the secret only after confirmation', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let body: unknown;
    server.use(
      http.put(SETTINGS, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...settings, clientSecret: 'sec_H7dK2mQ9tV4xB8nP', secretHint: '…B8nP' } });
      }),
    );
    renderScreen(
      <IntegrationSettings settings={settings} />,
    );
    expect(screen.queryByText('int_7f3a9c2e41')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать: Client ID' }));
    expect(screen.getByText('int_7f3a9c2e41')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Копировать: Client ID' }));
    expect(writeText).toHaveBeenCalledWith('int_7f3a9c2e41');
    expect(screen.getByText('…2LxV')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Выпустить новый секрет' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(body).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Выпустить новый секрет' }));
    await user.click(await screen.findByRole('button', { name: 'Да, выпустить' }));
    expect(await screen.findByText(/Сохраните новый секрет/)).toBeInTheDocument();
    expect(body).toEqual({ regenerateSecret: true });
    expect(screen.queryByText('sec_H7dK2mQ9tV4xB8nP')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать: Секрет' }));
    expect(screen.getByText('sec_H7dK2mQ9tV4xB8nP')).toBeInTheDocument();
  });

  it('shows the server messages of the limits form under its fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(SETTINGS, () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { 'allowedIps.0': ['Неверный IP-адрес или подсеть: 1.2.3.400'], tokenTtl: ['Значение должно быть от 300 до 86400'] } }, { status: 422 }),
      ),
    );
    renderScreen(
      <IntegrationSettings settings={settings} />,
    );
    await user.type(screen.getByLabelText('Разрешённые IP-адреса'), '1.2.3.400');
    await user.clear(screen.getByLabelText('Срок действия токена, секунд'));
    await user.type(screen.getByLabelText('Срок действия токена, секунд'), '10');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Неверный IP-адрес или подсеть: 1.2.3.400')).toBeInTheDocument();
    expect(screen.getByLabelText('Срок действия токена, секунд')).toHaveAccessibleDescription(/Значение должно быть от 300 до 86400/);
  });
});

describe('FinanceScreen', () => {
  beforeEach(() => mockNavigation.reset('/finance'));

  it('refuses an impossible period date with a message and shows nothing new', async () => {
    const user = userEvent.setup();
    renderScreen(
      <FinanceScreen
        period={{ dateFrom: '2026-11-01', dateTo: '2026-11-03' }}
        payments={[]}
        pagination={{ total: 0, totalPages: 1, currentPage: 1, perPage: 15 }}
        error={null}
        sum={{ sum: 0, count: 0, byDay: [] }}
        sumError={null}
      />,
    );
    for (const label of ['Период с', 'Период по']) {
      const field = screen.getByLabelText(label);
      await typeImpossibleDate(user, field);
      expect(screen.getByRole('button', { name: 'Показать' })).toBeDisabled();
      // Enter in the field submits the period form: still refused.
      await user.type(field, '{Enter}');
      expect(mockNavigation.router.push).not.toHaveBeenCalled();
      await user.clear(field);
      await user.type(field, label === 'Период с' ? '01112026' : '03112026');
    }
    expect(screen.getByRole('button', { name: 'Показать' })).toBeEnabled();
  });

  it('shows money totals, a chart with a table alternative, and puts a chosen period into the URL', async () => {
    const user = userEvent.setup();
    renderScreen(
      <FinanceScreen
        period={{ dateFrom: '2026-11-01', dateTo: '2026-11-03' }}
        payments={[{ id: 1, orderId: 5, orderNumber: '10005', amount: 12500, paymentSystem: { id: 1, name: 'ЮKassa' }, customer: { id: 2, name: 'Иванова Анна' }, paidAt: '2026-11-02T10:30:00' }]}
        pagination={{ total: 1, totalPages: 1, currentPage: 1, perPage: 15 }}
        error={null}
        sum={{ sum: 1234567, count: 3, byDay: [{ date: '2026-11-01', sum: 1222067, count: 2 }, { date: '2026-11-02', sum: 12500, count: 1 }] }}
        sumError={null}
      />,
    );
    expect(screen.getByTestId('finance-sum')).toHaveTextContent('1 234 567 ₽');
    expect(screen.getByText('411 522 ₽')).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Выручка с 01.11.2026 по 03.11.2026' });
    const table = within(figure).getByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['01.11.20261 222 067 ₽2', '02.11.202612 500 ₽1', '03.11.20260 ₽0']);
    expect(screen.getByRole('link', { name: '№10005' })).toHaveAttribute('href', '/orders/5');

    await user.clear(screen.getByLabelText('Период с'));
    await user.type(screen.getByLabelText('Период с'), '10.11.2026');
    expect(screen.getByRole('button', { name: 'Показать' })).toBeDisabled();
    expect(screen.getAllByText('Дата начала не может быть позже даты окончания').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Период с'));
    await user.type(screen.getByLabelText('Период с'), '01.10.2026');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/finance?dateFrom=2026-10-01&dateTo=2026-11-03', { scroll: false });
  });
});
