import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ImportScreen } from '@/components/integrations/import-screen';
import { renderScreen, server } from '../harness';

/** Windows-1251 bytes of a text with Cyrillic letters (А..я are 0xC0..0xFF). */
function cp1251(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
  }));
}

describe('ImportScreen', () => {
  it('reads a Windows-1251 CSV, shows the bad row, imports the good ones and reports the result', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let sent: unknown;
    server.use(
      http.post('*/dashboard/v1/chief/integration/client/import', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { created: 1, updated: 0, failed: 1, errors: [{ index: 1, externalId: null, messages: { phone: ['Номер заблокирован'] } }] } });
      }),
    );
    renderScreen(
      <ImportScreen kind="client" />,
    );
    const csv = 'ФИО;Телефон;E-mail\r\nИванова Анна;+7 916 111-22-33;anna@mail.ru\r\nПетров Борис;89162223344;\r\n;123;\r\n';
    await user.upload(screen.getByLabelText('Файл CSV или JSON'), new File([cp1251(csv)], 'clients.csv', { type: 'text/csv' }));

    expect(await screen.findByText(/clients\.csv, Windows-1251: строк — 3, готовы к импорту — 2, с ошибками — 1/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Иванова Анна' })).toBeInTheDocument();
    const errors = screen.getByRole('list', { name: 'Ошибки в строке 4' });
    expect(within(errors).getByText('Поле "ФИО" является обязательным')).toBeInTheDocument();
    expect(within(errors).getByText('Поле "Телефон" должно содержать валидный номер')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Импортировать (2)' }));
    const result = await screen.findByRole('region', { name: 'Результат импорта' });
    expect(sent).toEqual({ clients: [{ name: 'Иванова Анна', phone: '79161112233', email: 'anna@mail.ru' }, { name: 'Петров Борис', phone: '79162223344' }] });
    expect(result).toHaveTextContent('Импортировано: 1 (создано — 1, обновлено — 0). Пропущено: 2.');
    const skipped = within(result).getByRole('list', { name: 'Пропущенные строки' });
    expect(within(skipped).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Строка 3: Номер заблокирован',
      'Строка 4: Поле "ФИО" является обязательным; Поле "Телефон" должно содержать валидный номер',
    ]);
    expect(screen.getByRole('button', { name: 'Импортировать (2)' })).toBeDisabled();
  });

  it('shows checked dates in the §9 format and sends them as yyyy-MM-dd', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let sent: unknown;
    server.use(
      http.post('*/dashboard/v1/chief/integration/client/import', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { created: 1, updated: 0, failed: 0, errors: [] } });
      }),
    );
    renderScreen(
      <ImportScreen kind="client" />,
    );
    const csv = 'ФИО;Телефон;Дата рождения\r\nИванова Анна;+7 916 111-22-33;1990-05-17\r\n';
    await user.upload(screen.getByLabelText('Файл CSV или JSON'), new File([csv], 'clients.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('cell', { name: '17.05.1990' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '1990-05-17' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Импортировать (1)' }));
    await screen.findByRole('region', { name: 'Результат импорта' });
    expect(sent).toEqual({ clients: [{ name: 'Иванова Анна', phone: '79161112233', birthday: '1990-05-17' }] });
  });

  it('says clearly what is wrong with a file it cannot read', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(
      <ImportScreen kind="order" />,
    );
    await user.upload(screen.getByLabelText('Файл CSV или JSON'), new File(['{"orders": 5}'], 'orders.json', { type: 'application/json' }));
    expect(await screen.findByText('В JSON ожидается массив записей или объект с массивом записей')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Импортировать/ })).not.toBeInTheDocument();
  });
});

describe('ImportScreen: a long import', () => {
  const csv = ['ФИО;Телефон', ...Array.from({ length: 1200 }, (_, i) => `Клиент ${i};+7 916 ${String(1_000_000 + i).slice(0, 3)}-${String(i).padStart(4, '0').slice(0, 2)}-${String(i).padStart(4, '0').slice(2)}`)].join('\r\n');

  it('shows «Обработано N из M» batch by batch and stops after «Отменить», saying what was sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/dashboard/v1/chief/integration/client/import', async ({ request }) => {
        calls += 1;
        const { clients } = (await request.json()) as { clients: unknown[] };
        if (calls === 2) await held;
        return HttpResponse.json({ data: { created: clients.length, updated: 0, failed: 0, errors: [] } });
      }),
    );
    renderScreen(<ImportScreen kind="client" />);
    await user.upload(screen.getByLabelText('Файл CSV или JSON'), new File([csv], 'clients.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Импортировать (1 200)' }));

    expect(await screen.findByText('Обработано 500 из 1 200')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Ход импорта' });
    expect(bar).toHaveAttribute('value', '500');
    expect(bar).toHaveAttribute('max', '1200');
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeDisabled();
    release();

    expect(await screen.findByText('Загружено 1 000 из 1 200; остальное не отправлено')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.getByRole('region', { name: 'Результат импорта' })).toHaveTextContent('Импортировано: 1 000 (создано — 1 000, обновлено — 0). Пропущено: 0.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
  });

  it('says what was saved before a failed batch', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let calls = 0;
    server.use(
      http.post('*/dashboard/v1/chief/integration/client/import', async ({ request }) => {
        calls += 1;
        const { clients } = (await request.json()) as { clients: unknown[] };
        if (calls === 2) return HttpResponse.json({ error: 'Сервис временно недоступен', data: {} }, { status: 503 });
        return HttpResponse.json({ data: { created: clients.length, updated: 0, failed: 0, errors: [] } });
      }),
    );
    renderScreen(<ImportScreen kind="client" />);
    await user.upload(screen.getByLabelText('Файл CSV или JSON'), new File([csv], 'clients.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Импортировать (1 200)' }));
    expect(await screen.findByText('Загружено 500 из 1 200; остальное не отправлено')).toBeInTheDocument();
    expect(screen.getByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
