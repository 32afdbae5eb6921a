import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OrderDetails } from '@/components/orders/order-details';
import { formatDateSlashTime } from '@/lib/format/format';
import { mergeTimeline, noteRow, upstreamRows, type OrderNote, type OrderTimelineData, type TimelineRow } from '@/lib/orders/timeline';
import { coffee, ORDER_STATUSES, orderWith } from '../fixtures/orders';
import { mockNavigation, renderScreen, server } from '../harness';
import { settleLazy } from '../helpers/lazy';
import { ServerRoute } from '../helpers/server-route';

/**
 * The order card's shared timeline: rows the server built from the store (changes with their
 * author, notes) and the «Комментарий» form, whose saved note appears once the route renders
 * again. Nothing is kept in the browser.
 */
jest.setTimeout(15_000);
const NOTES = '*/dashboard/own/orders/7/notes';
const ORDER = '*/dashboard/v1/chief/market/orders/7';
beforeEach(() => mockNavigation.reset('/orders/7'));

// The card of a pickup order created this morning, with one line.
const order = orderWith([{ ...coffee, quantity: 1, total: 890 }], {
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  deliveryType: 'pickup',
  address: '',
  itemsCount: 1,
});

/** What the store holds in this test: the changes recorded and the notes kept. */
function fakeStore(changes: TimelineRow[] = [], notes: OrderNote[] = []) {
  const state = { order, changes, notes };
  const timeline = (): OrderTimelineData => ({ rows: mergeTimeline(upstreamRows(state.order), state.changes, state.notes.map(noteRow)), complete: true });
  return { state, timeline };
}

function renderCard(store: ReturnType<typeof fakeStore>, initial: OrderTimelineData = store.timeline()) {
  return renderScreen(
      <ServerRoute
        initial={{ order: store.state.order, timeline: initial }}
        load={async () => ({ order: store.state.order, timeline: store.timeline() })}
        refresh={mockNavigation.router.refresh}
      >
        {({ order: current, timeline }) => (
          <OrderDetails order={current} statuses={ORDER_STATUSES} paymentSystems={[]} shops={[]} timeline={timeline} />
        )}
      </ServerRoute>,
  );
}

const items = () => within(screen.getByRole('region', { name: 'История заказа' })).getAllByRole('listitem').map((li) => li.textContent);

it("shows the company's changes with who made them and the notes with their author", async () => {
  renderCard(
    fakeStore(
      [{ at: '2026-11-25T09:10:00.000Z', text: 'Статус изменён: Подтверждён', by: 'Анна Смирнова', kind: 'change' }],
      [{ id: 1, orderId: 7, text: 'Клиент просит позвонить', userName: 'Борис Петров', at: '2026-11-25T09:20:00.000Z' }],
    ),
  );
  await settleLazy();
  expect(items()).toEqual([
    `${formatDateSlashTime('2026-11-25T09:00:00.000Z')} Заказ создан`,
    `${formatDateSlashTime('2026-11-25T09:10:00.000Z')} Статус изменён: Подтверждён — Анна Смирнова`,
    `${formatDateSlashTime('2026-11-25T09:20:00.000Z')} Комментарий — Борис ПетровКлиент просит позвонить`,
  ]);
  expect(screen.getByRole('region', { name: 'История заказа' })).not.toHaveTextContent('в этом браузере');
});

it('adds a note through the own API and shows it in the timeline after the route renders again', async () => {
  const user = userEvent.setup();
  const store = fakeStore();
  let sent: unknown;
  server.use(
    http.post(NOTES, async ({ request }) => {
      sent = await request.json();
      const note = { id: 5, orderId: 7, text: (sent as { text: string }).text, userName: 'Анна Смирнова', at: '2026-11-25T09:30:00.000Z' };
      store.state.notes.push(note);
      return HttpResponse.json({ data: note }, { status: 201 });
    }),
  );
  renderCard(store);
  const field = screen.getByRole('textbox', { name: 'Комментарий' });
  await user.type(field, '  Собрать к 18:00  ');
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(sent).toEqual({ text: 'Собрать к 18:00' });
  expect(mockNavigation.router.refresh).toHaveBeenCalled();
  expect(items()[1]).toBe(`${formatDateSlashTime('2026-11-25T09:30:00.000Z')} Комментарий — Анна СмирноваСобрать к 18:00`);
  expect(field).toHaveValue('');
  expect(window.sessionStorage).toHaveLength(0);
});

it('says what is wrong under the field: nothing typed (no call), or what the server refused', async () => {
  const user = userEvent.setup();
  renderCard(fakeStore());
  const field = screen.getByRole('textbox', { name: 'Комментарий' });
  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(field).toHaveAccessibleDescription('Поле "Комментарий" является обязательным');

  server.use(
    http.post(NOTES, () =>
      HttpResponse.json({ error: 'Проверьте корректность введенных данных', data: { text: ['Поле "Комментарий" должно быть не длиннее 2000 символов'] } }, { status: 422 }),
    ),
  );
  await user.type(field, 'Текст');
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(await screen.findByText('Поле "Комментарий" должно быть не длиннее 2000 символов')).toBeInTheDocument();
  expect(field).toHaveValue('   Текст');
  expect(items()).toHaveLength(1);
});

it("shows a status change made here from the server's timeline, with the user's name", async () => {
  const user = userEvent.setup();
  const store = fakeStore();
  server.use(
    http.patch(ORDER, () => {
      // What the proxy's recorder keeps for this change, and the order the upstream answers.
      store.state.order = { ...order, status: { id: 2, name: 'Подтверждён' } };
      store.state.changes.push({ at: '2026-11-25T09:40:00.000Z', text: 'Статус изменён: Подтверждён', by: 'Анна Смирнова', kind: 'change' });
      return HttpResponse.json({ data: store.state.order });
    }),
  );
  renderCard(store);
  await user.click(screen.getByRole('combobox', { name: 'Статус заказа' }));
  await user.click(screen.getByRole('option', { name: 'Подтверждён' }));
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(items()[1]).toBe(`${formatDateSlashTime('2026-11-25T09:40:00.000Z')} Статус изменён: Подтверждён — Анна Смирнова`);
  expect(window.sessionStorage).toHaveLength(0);
});

it("shows the upstream's rows alone, says so, and offers no note when the store could not be read", async () => {
  const store = fakeStore();
  renderCard(store, { rows: upstreamRows(order), complete: false });
  await settleLazy();
  expect(items()).toEqual([`${formatDateSlashTime('2026-11-25T09:00:00.000Z')} Заказ создан`]);
  expect(screen.getByRole('region', { name: 'История заказа' })).toHaveTextContent('Изменения и комментарии сейчас недоступны');
  expect(screen.queryByRole('textbox', { name: 'Комментарий' })).not.toBeInTheDocument();
});
