import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SectionsTable } from '@/components/company/sections-table';
import type { SectionSummary } from '@/lib/company/types';
import { moveItem } from '@/lib/home/reorder';
import { ServerRoute, upstreamData } from '../helpers/server-route';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen, server } from '../harness';

const SECTIONS: SectionSummary[] = [
  { id: 1, title: 'О компании', type: 'html_text', isActive: true, sort: 0 },
  { id: 2, title: 'Наш интерьер', type: 'photo', isActive: true, sort: 1 },
  { id: 3, title: 'Сертификаты', type: 'license', isActive: false, sort: 2 },
];

// What the upstream holds; the page reads it again on router.refresh().
let stored = SECTIONS;
beforeEach(() => {
  stored = SECTIONS;
  server.use(http.get('*/dashboard/v1/chief/about', () => HttpResponse.json({ data: stored })));
});

const renderTable = () =>
  renderScreen(
    <ServerRoute initial={SECTIONS} load={() => upstreamData<SectionSummary[]>('chief/about')} refresh={mockNavigation.router.refresh}>
      {(sections) => <SectionsTable sections={sections} />}
    </ServerRoute>,
  );

const order = () =>
  within(screen.getByRole('list', { name: 'Разделы компании' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('SectionsTable', () => {
  it('gives the drag handles Russian instructions for screen readers', async () => {
    renderTable();
    // The drag library arrives after the first render (components/ui/deferred-dnd.tsx).
    await settleLazy();
    const handle = (await screen.findAllByRole('button')).find((b) => b.hasAttribute('data-rfd-drag-handle-draggable-id'));
    expect(handle).toBeDefined();
    expect(handle).toHaveAccessibleDescription(/^Чтобы переместить элемент, нажмите пробел/);
  });

  it('shows the type names and links every section', async () => {
    renderTable();
    await settleLazy();
    const row = screen.getByRole('listitem', { name: 'Наш интерьер' });
    expect(within(row).getByText('Фотогалерея')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Сертификаты' })).getByText('Сертификаты', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Наш интерьер' })).toHaveAttribute('href', '/company/2');
    expect(screen.getByRole('switch', { name: 'Раздел «Сертификаты» активен' })).not.toBeChecked();
  });

  it('moves a section up and saves its new position, and the list and menu follow', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.put('*/dashboard/v1/chief/about/:id', async ({ request, params }) => {
        const body = (await request.json()) as { sort: number };
        sent.push({ id: params.id, ...body });
        stored = moveItem(stored, stored.findIndex((s) => s.id === Number(params.id)), body.sort);
        return HttpResponse.json({ data: { ...SECTIONS[2], sort: 1 } });
      }),
    );
    renderTable();
    expect(screen.getByRole('button', { name: 'Переместить «О компании» выше' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Переместить «Сертификаты» выше' }));
    expect(order()).toEqual(['О компании', 'Сертификаты', 'Наш интерьер']);
    await waitFor(() => expect(sent).toEqual([{ id: '3', sort: 1 }]));
    // The route re-renders (the side menu is part of it) with the upstream's order.
    await waitFor(() => expect(mockNavigation.router.refresh).toHaveBeenCalled());
    expect(order()).toEqual(['О компании', 'Сертификаты', 'Наш интерьер']);
  });

  it('undoes the move and says so when it cannot be saved', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/dashboard/v1/chief/about/:id', () => HttpResponse.json({ error: 'Раздел не найден', data: {} }, { status: 404 })),
    );
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Переместить «О компании» ниже' }));
    expect(await screen.findByText('Не удалось изменить порядок разделов: Раздел не найден')).toBeInTheDocument();
    // The toast and the undone order are two renders: on a busy machine the toast can come first.
    await waitFor(() => expect(order()).toEqual(['О компании', 'Наш интерьер', 'Сертификаты']));
  });

  it('switches a section on and confirms', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.put('*/dashboard/v1/chief/about/3', async ({ request }) => {
        body = await request.json();
        stored = stored.map((s) => (s.id === 3 ? { ...s, isActive: true } : s));
        return HttpResponse.json({ data: { ...SECTIONS[2], isActive: true } });
      }),
    );
    renderTable();
    await user.click(screen.getByRole('switch', { name: 'Раздел «Сертификаты» активен' }));
    expect(await screen.findByText('Раздел «Сертификаты» включён')).toBeInTheDocument();
    expect(body).toEqual({ isActive: true });
    expect(screen.getByRole('switch', { name: 'Раздел «Сертификаты» активен' })).toBeChecked();
  });
});
