import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SavedViews } from '@/components/list/saved-views';
import type { ViewTab, ViewTabs } from '@/lib/views/types';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen, server } from '../harness';

const VIEWS = '*/dashboard/own/views';
beforeEach(() => mockNavigation.reset('/orders'));

const view = (id: number, name: string, query: string, extra: Partial<ViewTab> = {}): ViewTab => ({
  id,
  list: 'orders',
  name,
  query,
  shared: true,
  mine: true,
  createdAt: '2026-11-25T09:00:00.000Z',
  count: 3,
  ...extra,
});

const TABS: ViewTabs = {
  list: 'orders',
  allCount: 1240,
  views: [view(1, 'Новые', 'status=1&sort=-created_at', { count: 12 }), view(2, 'Крупные', 'minTotal=10000', { count: null, mine: false, shared: false })],
};

const renderTabs = (tabs: ViewTabs = TABS) => renderScreen(<SavedViews tabs={tabs} />);

const tabs = () => within(screen.getByRole('navigation', { name: 'Виды списка' }));

it('shows «Все» and a tab per view with its count, «—» when the count is unknown, each a link to its query', async () => {
  renderTabs();
  await settleLazy();
  expect(tabs().getByRole('link', { name: /^Все/ })).toHaveAttribute('href', '/orders');
  expect(tabs().getByRole('link', { name: /^Все/ })).toHaveTextContent('1 240');
  expect(tabs().getByRole('link', { name: /^Новые/ })).toHaveAttribute('href', '/orders?status=1&sort=-created_at');
  expect(tabs().getByRole('link', { name: /^Новые/ })).toHaveTextContent('12');
  expect(tabs().getByRole('link', { name: /^Крупные/ })).toHaveTextContent('—');
  // Only the views the user saved can be deleted from here.
  expect(tabs().getByRole('button', { name: 'Удалить вид «Новые»' })).toBeInTheDocument();
  expect(tabs().queryByRole('button', { name: 'Удалить вид «Крупные»' })).not.toBeInTheDocument();
});

it('marks the tab whose query is the address’s, in any order and on any page; «Все» without a filter', () => {
  const { unmount } = renderTabs();
  expect(tabs().getByRole('link', { name: /^Все/ })).toHaveAttribute('aria-current', 'page');
  unmount();
  mockNavigation.reset('/orders', 'page=3&sort=-created_at&status=1');
  renderTabs();
  const marked = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
  expect(marked.map((link) => link.textContent)).toEqual(['Новые12']);
});

it('a filter matching no view marks no tab', () => {
  mockNavigation.reset('/orders', 'status=2');
  renderTabs();
  expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
});

it('saves the address’s filters, sort and page size (not the page) under a name for the company, then re-renders the route', async () => {
  const user = userEvent.setup();
  mockNavigation.reset('/orders', 'status=5&page=2&perPage=50');
  let body: unknown;
  server.use(
    http.post(VIEWS, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ data: view(9, 'Отменённые', 'status=5&perPage=50') }, { status: 201 });
    }),
  );
  renderTabs();
  await user.click(screen.getByRole('button', { name: 'Сохранить вид' }));
  const dialog = await screen.findByRole('dialog', { name: 'Сохранить вид' });
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByText('Введите название')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Название'), 'Отменённые');
  await user.click(within(dialog).getByLabelText('Для всей компании'));
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(body).toEqual({ list: 'orders', name: 'Отменённые', query: 'status=5&perPage=50', shared: true });
  expect(mockNavigation.router.refresh).toHaveBeenCalled();
});

it('keeps the popup open with the server’s message under «Название», once, when the name is taken', async () => {
  const user = userEvent.setup();
  server.use(http.post(VIEWS, () => HttpResponse.json({ error: 'Вид с таким названием уже есть', data: { name: ['Вид с таким названием уже есть'] } }, { status: 422 })));
  renderTabs();
  await user.click(screen.getByRole('button', { name: 'Сохранить вид' }));
  const dialog = await screen.findByRole('dialog', { name: 'Сохранить вид' });
  await user.type(within(dialog).getByLabelText('Название'), 'Новые');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(dialog).getByLabelText('Название')).toHaveAccessibleDescription('Вид с таким названием уже есть'));
  expect(within(dialog).getByLabelText('Название')).toHaveValue('Новые');
  // Said once, under the field: not again in a box under the form (issue 47).
  expect(within(dialog).getAllByText('Вид с таким названием уже есть')).toHaveLength(1);
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(mockNavigation.router.refresh).not.toHaveBeenCalled();
});

it('deletes a view after «Удалить вид «…»?», by keyboard too', async () => {
  const user = userEvent.setup();
  const deleted: string[] = [];
  server.use(
    http.delete(`${VIEWS}/:id`, ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json({ data: {} });
    }),
  );
  renderTabs();
  tabs().getByRole('button', { name: 'Удалить вид «Новые»' }).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Удалить вид «Новые»?');
  await user.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleted).toEqual(['1']);
  expect(mockNavigation.router.refresh).toHaveBeenCalled();
});
