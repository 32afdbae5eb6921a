import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DisplayElements } from '@/components/home/display-elements';
import type { MainPageSettings } from '@/lib/home/api';
import { settleLazy } from '../helpers/lazy';
import { ServerRoute, upstreamData } from '../helpers/server-route';
import { mockNavigation, renderScreen, server } from '../harness';

const MAINPAGE = '*/dashboard/v1/chief/mainpage';
afterEach(() => {
  jest.useRealTimers();
});

const READY: MainPageSettings = { sliderL: true, sliderS: false, loyalty: true, myBookings: true, myOrders: false };
const { loyalty: _loyalty, ...PREPARING } = READY;

/** What the upstream holds now: each handler answers through `holds`, as the page's loader would read it. */
let upstream: MainPageSettings | null = null;
const holds = (settings: MainPageSettings) => {
  upstream = settings;
  return HttpResponse.json({ data: settings });
};

/** Under its server page: a refresh renders the page again with what the upstream holds. */
const renderElements = (initial: MainPageSettings | null) => {
  upstream = initial;
  return renderScreen(
      <ServerRoute initial={initial} load={async () => upstream} refresh={mockNavigation.router.refresh}>
        {(settings) => <DisplayElements initial={settings} />}
      </ServerRoute>,
  );
};

const switchFor = (name: string) => screen.getByRole('switch', { name });

describe('DisplayElements', () => {
  it('lists four elements (not myBookings) with the slider tip', async () => {
    renderElements(READY);
    await settleLazy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(switchFor('Слайдер больших рекламных баннеров')).toBeChecked();
    expect(switchFor('Слайдер маленьких рекламных баннеров')).not.toBeChecked();
    expect(switchFor('Программа лояльности')).toBeChecked();
    expect(switchFor('Мои заказы')).not.toBeChecked();
    expect(screen.queryByText(/бронирован/i)).not.toBeInTheDocument();
    expect(screen.getAllByText('Можно выбрать только один вид слайдера')).toHaveLength(2);
  });

  it('switching the small slider on switches the large one off and saves the whole set', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.put(MAINPAGE, async ({ request }) => {
        const body = (await request.json()) as MainPageSettings;
        bodies.push(body);
        return holds({ id: 7, ...body } as MainPageSettings);
      }),
    );
    renderElements(READY);
    await user.click(switchFor('Слайдер маленьких рекламных баннеров'));
    await waitFor(() => expect(switchFor('Слайдер маленьких рекламных баннеров')).toBeEnabled());
    expect(bodies).toEqual([{ sliderL: false, sliderS: true, loyalty: true, myBookings: true, myOrders: false }]);
    expect(switchFor('Слайдер маленьких рекламных баннеров')).toBeChecked();
    expect(switchFor('Слайдер больших рекламных баннеров')).not.toBeChecked();

    // Switching a slider off leaves the other one as it is.
    await user.click(switchFor('Слайдер маленьких рекламных баннеров'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ sliderL: false, sliderS: false, loyalty: true, myBookings: true, myOrders: false });
  });

  it('puts a toggle back and says why when the save fails', async () => {
    const user = userEvent.setup();
    server.use(http.put(MAINPAGE, () => HttpResponse.json({ error: 'Сервис недоступен', data: {} }, { status: 503 })));
    renderElements(READY);
    await user.click(switchFor('Мои заказы'));
    expect(await screen.findByText('Сервис недоступен')).toBeInTheDocument();
    await waitFor(() => expect(switchFor('Мои заказы')).not.toBeChecked());
  });
});

describe('DisplayElements polling (§4, §9)', () => {
  it('asks every 5 s with a loader until loyalty arrives, then stops', async () => {
    jest.useFakeTimers();
    let calls = 0;
    server.use(
      http.get(MAINPAGE, () => {
        calls += 1;
        return holds({ id: 1, ...(calls < 3 ? PREPARING : READY) } as MainPageSettings);
      }),
    );
    renderElements(PREPARING);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка настроек главного экрана…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(4999));
    expect(calls).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls).toBe(2));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls).toBe(3));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(switchFor('Программа лояльности')).toBeChecked();

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(calls).toBe(3);
  });

  it('shows the answer that brings loyalty without asking GET mainpage again (no re-render of the route)', async () => {
    jest.useFakeTimers();
    let calls = 0;
    server.use(
      http.get(MAINPAGE, () => {
        calls += 1;
        return HttpResponse.json({ data: { id: 1, ...(calls < 2 ? PREPARING : READY) } });
      }),
    );
    // The route's loader reads the upstream over HTTP as the server page does, so a refresh
    // of the route would be counted as a call too.
    renderScreen(
      <ServerRoute initial={PREPARING as MainPageSettings} load={() => upstreamData<MainPageSettings>('chief/mainpage')} refresh={mockNavigation.router.refresh}>
        {(settings) => <DisplayElements initial={settings} />}
      </ServerRoute>,
    );
    await act(() => jest.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls).toBe(1));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(switchFor('Программа лояльности')).toBeChecked();
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(calls).toBe(2);
    expect(mockNavigation.router.refresh).not.toHaveBeenCalled();
  });

  it('loads at once without server data, and stops when the page is left', async () => {
    jest.useFakeTimers();
    let calls = 0;
    server.use(
      http.get(MAINPAGE, () => {
        calls += 1;
        return holds({ id: 1, ...PREPARING } as MainPageSettings);
      }),
    );
    const view = renderElements(null);
    await waitFor(() => expect(calls).toBe(1));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(calls).toBe(2));
    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(calls).toBe(2);
  });

  it('keeps asking after a failed load (only logged, §8)', async () => {
    jest.useFakeTimers();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(MAINPAGE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Ошибка сервера', data: {} }, { status: 500 })
          : holds({ id: 1, ...READY } as MainPageSettings);
      }),
    );
    renderElements(null);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls).toBe(2);
    log.mockRestore();
  });
});
