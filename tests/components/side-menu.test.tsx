import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SideMenu } from '@/components/layout/side-menu';
import type { SectionSummary } from '@/lib/company/api';
import { ServerRoute, upstreamData } from '../helpers/server-route';
import { mockNavigation, renderScreen, server, withHandlers } from '../harness';

const { push, refresh } = mockNavigation.router;

const sections: SectionSummary[] = [
  { id: 1, title: 'О компании', type: 'html_text', isActive: true, sort: 0 },
  { id: 2, title: 'Наш интерьер', type: 'photo', isActive: true, sort: 1 },
];

const posted: unknown[] = [];
// The upstream's list: what the layout reads again on router.refresh().
let stored: SectionSummary[] = [...sections];
withHandlers(
  http.get('*/dashboard/v1/chief/about', () => HttpResponse.json({ data: stored })),
  http.post('*/dashboard/v1/chief/about', async ({ request }) => {
    posted.push(await request.json());
    const created: SectionSummary = { id: 9, title: 'Доставка', type: 'license', isActive: true, sort: 2 };
    stored = [...stored, created];
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.delete('*/dashboard/v1/chief/about/:id', ({ params }) => {
    stored = stored.filter((s) => s.id !== Number(params.id));
    return HttpResponse.json({ data: null });
  }),
);

afterEach(() => {
  posted.length = 0;
  stored = [...sections];
});

const loadSections = () => upstreamData<SectionSummary[]>('chief/about');

/** Renders the menu and lets its lazily loaded dialogs arrive, as they do after the first paint. */
async function renderMenu() {
  const view = renderScreen(
    <nav aria-label="Главное меню">
      <ServerRoute initial={sections} load={loadSections} refresh={refresh}>
        {(list) => <SideMenu sections={list} />}
      </ServerRoute>
    </nav>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Главное меню' }));

describe('SideMenu', () => {
  it('shows the catalogue open, the company group closed off its pages, and the bottom group', async () => {
    await renderMenu();
    expect(menu().getByRole('link', { name: 'Товары' })).toHaveAttribute('href', '/catalog/products');
    expect(menu().getByRole('link', { name: 'Категории' })).toHaveAttribute('href', '/catalog/categories');
    expect(menu().queryByRole('link', { name: 'О компании' })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/settings/main');
    expect(menu().getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the company group on a section page and marks the section current', async () => {
    mockNavigation.reset('/company/2');
    await renderMenu();
    expect(menu().getByRole('link', { name: 'Наш интерьер' })).toHaveAttribute('aria-current', 'page');
    expect(menu().getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/company/1');
  });

  it('creates a section: submit disabled while empty, html_text by default, then goes to it', async () => {
    mockNavigation.reset('/company');
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: '+ Добавить раздел' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Создать раздел' }));
    expect(dialog.getByRole('button', { name: 'Создать' })).toBeDisabled();
    expect(dialog.getByLabelText('Текст')).toBeChecked();
    await userEvent.type(dialog.getByLabelText('Название'), '  Доставка ');
    await userEvent.click(dialog.getByLabelText('Сертификаты'));
    await userEvent.click(dialog.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/company/9'));
    expect(refresh).toHaveBeenCalled();
    expect(posted).toEqual([{ title: 'Доставка', type: 'license' }]);
    expect(await menu().findByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/company/9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows server field errors under the fields and the error text in a notification', async () => {
    server.use(
      http.post('*/dashboard/v1/chief/about', () =>
        HttpResponse.json(
          { error: 'Раздел с таким названием уже есть', data: { title: ['Раздел с таким названием уже есть'], template: ['Выберите тип раздела'] } },
          { status: 422 },
        ),
      ),
    );
    mockNavigation.reset('/company');
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: '+ Добавить раздел' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Создать раздел' }));
    await userEvent.type(dialog.getByLabelText('Название'), 'О компании');
    await userEvent.click(dialog.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(dialog.getAllByText('Раздел с таким названием уже есть').length).toBeGreaterThan(0));
    expect(dialog.getByText('Выберите тип раздела')).toBeInTheDocument();
    // The typed title is kept (nothing lost on error), and a toast repeats the error text.
    expect(dialog.getByLabelText('Название')).toHaveValue('О компании');
    expect(screen.getAllByText('Раздел с таким названием уже есть').length).toBe(2);
    expect(push).not.toHaveBeenCalled();
  });

  it('asks before deleting and leaves to /company when the open section is deleted', async () => {
    mockNavigation.reset('/company/2');
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить раздел «Наш интерьер»' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Подтвердите действие' }));
    expect(dialog.getByText('Вы действительно хотите удалить раздел?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/company'));
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(menu().queryByRole('link', { name: 'Наш интерьер' })).not.toBeInTheDocument());
    expect(menu().getByRole('link', { name: 'О компании' })).toBeInTheDocument();
  });

  it('deletes a section it is not on at once, then shows the list the route re-renders with', async () => {
    mockNavigation.reset('/company/1');
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить раздел «Наш интерьер»' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(menu().queryByRole('link', { name: 'Наш интерьер' })).not.toBeInTheDocument());
    expect(refresh).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(menu().getByRole('link', { name: 'О компании' })).toBeInTheDocument();
  });

  it('shows a deletion failure inside the confirmation and keeps the section', async () => {
    server.use(http.delete('*/dashboard/v1/chief/about/:id', () => HttpResponse.json({ error: 'Раздел используется в приложении', data: {} }, { status: 409 })));
    mockNavigation.reset('/company/1');
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить раздел «О компании»' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Подтвердите действие' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Да, удалить' }));
    expect(await dialog.findByText('Раздел используется в приложении')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(menu().getByRole('link', { name: 'О компании' })).toBeInTheDocument();
  });

  it('puts a section it is not on back when its deletion fails, with the refusal inside the confirmation', async () => {
    server.use(http.delete('*/dashboard/v1/chief/about/:id', () => HttpResponse.json({ error: 'Раздел используется в приложении', data: {} }, { status: 409 })));
    mockNavigation.reset('/company/1');
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить раздел «Наш интерьер»' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Подтвердите действие' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Да, удалить' }));
    expect(await dialog.findByText('Раздел используется в приложении')).toBeInTheDocument();
    await waitFor(() => expect(menu().getByRole('link', { name: 'Наш интерьер' })).toBeInTheDocument());
  });
});
