/**
 * The side menu against the demo upstream's own handlers (tests/harness/demo-upstream.ts):
 * the sections, the create and the delete are the demo's seed and store, not state written
 * for this test, so the screen and the upstream contract are checked together.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SideMenu } from '@/components/layout/side-menu';
import type { SectionSummary } from '@/lib/company/api';
import { ServerRoute, upstreamData } from '../helpers/server-route';
import { mockNavigation, renderScreen, server } from '../harness';
import { withDemoUpstream } from '../harness/demo-upstream';

withDemoUpstream('chief');

const loadSections = () => upstreamData<SectionSummary[]>('chief/about');
const menu = () => within(screen.getByRole('navigation', { name: 'Главное меню' }));

async function renderMenu(path: string) {
  const sections = await loadSections();
  const view = renderScreen(
    <nav aria-label="Главное меню">
      <ServerRoute initial={sections} load={loadSections} refresh={mockNavigation.router.refresh}>
        {(list) => <SideMenu sections={list} />}
      </ServerRoute>
    </nav>,
    { path },
  );
  // The menu's dialogs are loaded lazily after the first paint.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

describe('SideMenu on the demo upstream', () => {
  it('lists the seeded sections of the signed-in company, active or not', async () => {
    await renderMenu('/company/2');
    expect(menu().getByRole('link', { name: 'Наш интерьер' })).toHaveAttribute('aria-current', 'page');
    expect(menu().getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/company/1');
    expect(menu().getByRole('link', { name: 'Вакансии' })).toBeInTheDocument();
    // Another company's sections stay with that company.
    expect(menu().queryByRole('link', { name: 'О пекарне' })).not.toBeInTheDocument();
  });

  it('creates a section the upstream then lists, and goes to it', async () => {
    const { user } = await renderMenu('/company');
    await user.click(screen.getByRole('button', { name: '+ Добавить раздел' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Создать раздел' }));
    await user.type(dialog.getByLabelText('Название'), 'Доставка');
    await user.click(dialog.getByLabelText('Сертификаты'));
    await user.click(dialog.getByRole('button', { name: 'Создать' }));
    const created = await menu().findByRole('link', { name: 'Доставка' });
    const href = created.getAttribute('href');
    expect(href).toMatch(/^\/company\/\d+$/);
    expect(mockNavigation.router.push).toHaveBeenCalledWith(href);
    expect(await loadSections()).toContainEqual(expect.objectContaining({ title: 'Доставка', type: 'license', isActive: true }));
  });

  it('deletes a section from the upstream, and a test can still override one answer', async () => {
    const { user } = await renderMenu('/company/1');
    await user.click(screen.getByRole('button', { name: 'Удалить раздел «Наш интерьер»' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(menu().queryByRole('link', { name: 'Наш интерьер' })).not.toBeInTheDocument());
    expect((await loadSections()).map((s) => s.title)).not.toContain('Наш интерьер');

    server.use(http.delete('*/dashboard/v1/chief/about/:id', () => HttpResponse.json({ error: 'Раздел используется в приложении', data: {} }, { status: 409 })));
    await user.click(screen.getByRole('button', { name: 'Удалить раздел «О компании»' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Подтвердите действие' }));
    await user.click(dialog.getByRole('button', { name: 'Да, удалить' }));
    expect(await dialog.findByText('Раздел используется в приложении')).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'О компании' })).toBeInTheDocument();
    expect((await loadSections()).map((s) => s.title)).toContain('О компании');
  });
});
