import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SessionsScreen } from '@/components/profile/sessions-screen';
import type { SessionView } from '@/lib/sessions/types';
import { mockNavigation, renderScreen, server } from '../harness';
import { settleLazy } from '../helpers/lazy';

jest.setTimeout(15_000);
beforeEach(() => mockNavigation.reset('/profile/sessions'));

const SESSIONS: SessionView[] = [
  { id: 'here', device: 'Chrome 131, Windows', address: '203.0.113.7', signedInAt: '2026-11-25T09:00:00.000Z', lastSeenAt: '2026-11-25T09:30:00.000Z', current: true },
  { id: 'phone', device: 'Safari, iPhone', address: '', signedInAt: '2026-11-24T08:00:00.000Z', lastSeenAt: '2026-11-25T07:15:00.000Z', current: false },
  { id: 'laptop', device: 'Firefox 133, Linux', address: '198.51.100.2', signedInAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-21T08:00:00.000Z', current: false },
];

const renderSessions = (sessions = SESSIONS) => renderScreen(<SessionsScreen sessions={sessions} />);
const row = (text: string) => screen.getByRole('row', { name: new RegExp(text), hidden: true });

it('lists the sessions with this one marked «Этот сеанс» and the others endable', async () => {
  renderSessions();
  await settleLazy();
  expect(within(row('Chrome 131, Windows')).getByText('Этот сеанс')).toBeInTheDocument();
  expect(within(row('Chrome 131, Windows')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(row('Safari, iPhone')).getByRole('button', { name: 'Завершить сеанс «Safari, iPhone»' })).toBeInTheDocument();
  // An unknown address is a dash; times in the §9 form.
  expect(within(row('Safari, iPhone')).getAllByRole('cell')[1]).toHaveTextContent('—');
  expect(within(row('Firefox 133, Linux')).getAllByRole('cell')[2]!.textContent).toMatch(/^20\.11\.2026 \/ \d{2}:\d{2}$/);
  expect(screen.getByRole('button', { name: 'Завершить все другие сеансы' })).toBeInTheDocument();
});

it('ends one session after the confirmation, then re-renders the route', async () => {
  const ended: string[] = [];
  server.use(
    http.post('*/dashboard/own/sessions/:id/end', ({ params }) => {
      ended.push(String(params.id));
      return HttpResponse.json({ data: { ended: 1 } });
    }),
  );
  renderSessions();
  await userEvent.click(screen.getByRole('button', { name: 'Завершить сеанс «Safari, iPhone»' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Сеанс «Safari, iPhone» будет завершён');
  expect(ended).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(ended).toEqual(['phone']);
  expect(await screen.findByText('Сеанс завершён')).toBeInTheDocument();
  expect(mockNavigation.router.refresh).toHaveBeenCalled();
});

it('keeps the server’s refusal inside the popup', async () => {
  server.use(http.post('*/dashboard/own/sessions/:id/end', () => HttpResponse.json({ error: 'Сеанс не найден или уже завершён', data: {} }, { status: 404 })));
  renderSessions();
  await userEvent.click(screen.getByRole('button', { name: 'Завершить сеанс «Firefox 133, Linux»' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
  expect(await within(dialog).findByText('Сеанс не найден или уже завершён')).toBeInTheDocument();
  // The row removed at once comes back when the call failed.
  expect(await screen.findByRole('row', { name: /Firefox 133, Linux/, hidden: true })).toBeInTheDocument();
});

it('ends all other sessions at once', async () => {
  let calls = 0;
  server.use(
    http.post('*/dashboard/own/sessions/end-others', () => {
      calls += 1;
      return HttpResponse.json({ data: { ended: 2 } });
    }),
  );
  renderSessions();
  await userEvent.click(screen.getByRole('button', { name: 'Завершить все другие сеансы' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Все сеансы, кроме этого, будут завершены');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
  expect(await screen.findByText('Другие сеансы завершены')).toBeInTheDocument();
  expect(calls).toBe(1);
});

it('says so when this is the only session', () => {
  renderSessions(SESSIONS.slice(0, 1));
  expect(screen.getByText('Других активных сеансов нет.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Завершить все другие сеансы' })).not.toBeInTheDocument();
});
