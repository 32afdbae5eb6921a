import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SummaryStrip } from '@/components/home/summary-strip';
import { loadFigure, localDay } from '@/lib/home/summary';
import type { FigureState, SummaryKey } from '@/lib/home/summary-keys';
import { displayToday } from '@/lib/format/time-zone';
import { server } from '../harness';

const API = '*/dashboard/v1/chief';
const list = <T,>(rows: T[], total = rows.length) =>
  HttpResponse.json({ data: { data: rows, pagination: { total, totalPages: 1, currentPage: 1, perPage: 100 } } });

const failed = (text = 'Сервер недоступен'): FigureState => ({ figure: null, error: text });
const value = (v: string, href: string, note: string | null = null): FigureState => ({ figure: { value: v, note, href }, error: null });

const allValues: Record<SummaryKey, FigureState> = {
  ordersToday: value('3', '/orders?dateFrom=2026-11-24&dateTo=2026-11-24', 'на 4 500 ₽'),
  revenueWeek: value('12 000 ₽', '/finance?dateFrom=2026-11-18&dateTo=2026-11-24', '+20 % к прошлым 7 дням'),
  clientsToday: value('2', '/clients?sort=-created_at'),
  needsAction: value('5', '/orders?status=1'),
};

describe('SummaryStrip', () => {
  it('shows every figure as a link to its filtered list', () => {
    render(<SummaryStrip figures={allValues} />);
    const strip = screen.getByRole('region', { name: 'Сводка' });
    expect(within(strip).getByRole('link', { name: /Заказов сегодня\s*3\s*на 4 500 ₽/ })).toHaveAttribute(
      'href',
      '/orders?dateFrom=2026-11-24&dateTo=2026-11-24',
    );
    expect(within(strip).getByRole('link', { name: /Выручка за 7 дней/ })).toHaveAttribute('href', '/finance?dateFrom=2026-11-18&dateTo=2026-11-24');
    expect(within(strip).getByRole('link', { name: /Новых клиентов сегодня/ })).toHaveAttribute('href', '/clients?sort=-created_at');
    expect(within(strip).getByRole('link', { name: /Ждут действия\s*5/ })).toHaveAttribute('href', '/orders?status=1');
  });

  it.each<[SummaryKey, string, () => void]>([
    [
      'ordersToday',
      'Заказов сегодня',
      () => server.use(http.get(`${API}/market/orders`, () => list([{ id: 1, total: 1500 }, { id: 2, total: 500 }]))),
    ],
    [
      'revenueWeek',
      'Выручка за 7 дней',
      () =>
        server.use(
          http.get(`${API}/payments/sum`, ({ request }) => {
            const from = new URL(request.url).searchParams.get('dateFrom');
            // The current week ends today in the display zone (lib/format/time-zone.ts).
            const current = from === localDay(new Date(displayToday().getTime() - 6 * 86_400_000));
            return HttpResponse.json({ data: { sum: current ? 12000 : 10000, count: 3 } });
          }),
        ),
    ],
    [
      'clientsToday',
      'Новых клиентов сегодня',
      () =>
        server.use(
          http.get(`${API}/customers`, () =>
            list([{ createdAt: new Date().toISOString() }, { createdAt: '2020-01-01T10:00:00.000Z' }], 2),
          ),
        ),
    ],
    [
      'needsAction',
      'Ждут действия',
      () =>
        server.use(
          http.get(`${API}/market/statuses`, () =>
            list([
              { id: 1, code: 'new' },
              { id: 2, code: 'assembling', needsAction: true },
              { id: 3, code: 'completed' },
            ]),
          ),
          http.get(`${API}/market/orders`, ({ request }) =>
            new URL(request.url).searchParams.get('status') === '1,2' ? list([{ id: 1 }], 7) : HttpResponse.json({}, { status: 400 }),
          ),
        ),
    ],
  ])('%s: a failed figure shows a dash and its text, the retry loads it alone, a second failure shows it again', async (key, label, answer) => {
    const user = userEvent.setup();
    render(<SummaryStrip figures={{ ...allValues, [key]: failed() }} />);
    const card = screen.getByTestId(`summary-${key}`);
    expect(card).toHaveTextContent('—');
    expect(card).toHaveTextContent('Сервер недоступен');
    // The other figures stay.
    expect(screen.getAllByRole('link')).toHaveLength(3);

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer();
    server.use(http.all(`${API}/*`, async () => void (await gate)));
    // Loading: the card says so while the figure is asked for.
    await user.click(within(card).getByRole('button', { name: `Повторить: ${label.toLowerCase()}` }));
    expect(screen.getByTestId(`summary-${key}`)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    release();
    const link = await screen.findByRole('link', { name: new RegExp(label) });
    expect(link).toHaveTextContent(
      { ordersToday: '2на 2 000 ₽', revenueWeek: '12 000 ₽+20 % к прошлым 7 дням', clientsToday: '1', needsAction: '7' }[key],
    );
  });

  it('a retry that fails again keeps the dash and shows the new text', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API}/customers`, () => HttpResponse.json({ error: 'Слишком много запросов', data: null }, { status: 429 })));
    render(<SummaryStrip figures={{ ...allValues, clientsToday: failed() }} />);
    await user.click(screen.getByRole('button', { name: 'Повторить: новых клиентов сегодня' }));
    await waitFor(() => expect(screen.getByTestId('summary-clientsToday')).toHaveTextContent('Слишком много запросов'));
    expect(screen.getByTestId('summary-clientsToday')).toHaveTextContent('—');
  });
});

describe('loadFigure', () => {
  const now = new Date(2026, 10, 24, 12);
  it('asks the §7 calls with the filters the links carry', async () => {
    const calls: [string, Record<string, string>][] = [];
    const get = async <T,>(path: string, query: Record<string, string>) => {
      calls.push([path, query]);
      if (path === 'chief/payments/sum') return { data: { sum: 0, count: 0 } } as T;
      return { data: { data: [], pagination: { total: 0, totalPages: 1, currentPage: 1, perPage: 100 } } } as T;
    };
    const orders = await loadFigure('ordersToday', get, now);
    expect(orders).toEqual({ value: '0', note: 'на 0 ₽', href: '/orders?dateFrom=2026-11-24&dateTo=2026-11-24' });
    const revenue = await loadFigure('revenueWeek', get, now);
    expect(revenue).toEqual({ value: '0 ₽', note: 'прошлые 7 дней: 0 ₽', href: '/finance?dateFrom=2026-11-18&dateTo=2026-11-24' });
    expect(calls).toContainEqual(['chief/payments/sum', { dateFrom: '2026-11-11', dateTo: '2026-11-17' }]);
    expect((await loadFigure('needsAction', get, now)).href).toBe('/settings/store');
  });

  it('an answer holding no list, or no record, fails as a call (the figure\'s retry), never as a crash or a zero', async () => {
    const get = async (path: string) => (path === 'chief/payments/sum' ? { data: ['итого'] } : { data: { id: 1 } });
    for (const key of ['ordersToday', 'revenueWeek', 'clientsToday', 'needsAction'] as const) {
      await expect(loadFigure(key, get, now)).rejects.toMatchObject({ status: 502, error: 'Сервер вернул неполный ответ. Обновите страницу' });
    }
  });

  it('reads rows with only the figure\'s field (a row without an id still counts); a sum without its amount is 0', async () => {
    const get = async (path: string) => {
      if (path === 'chief/payments/sum') return { data: { count: 2 } };
      return { data: { data: [{ total: 1500 }, { total: '500' }, { id: 3 }], pagination: { total: 3, totalPages: 1, currentPage: 1, perPage: 100 } } };
    };
    expect(await loadFigure('ordersToday', get, now)).toMatchObject({ value: '3', note: 'на 2 000 ₽' });
    expect((await loadFigure('revenueWeek', get, now)).value).toBe('0 ₽');
  });
});
