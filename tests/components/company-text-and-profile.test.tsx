import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { SectionHeader } from '@/components/company/section-header';
import { TextSectionEditor } from '@/components/company/text-section-editor';
import { CompanyForm } from '@/components/profile/company-form';
import { MenuIcons } from '@/components/profile/menu-icons';
import type { MenuItem } from '@/lib/api/profile';
import { ToastProvider } from '@/components/ui/toast';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import type { MockNavigation } from '../helpers/navigation-mock';
import { ServerRoute } from '../helpers/server-route';

jest.mock('next/navigation', () => jest.requireActual('../helpers/navigation-mock').navigationMock());
const { mockNavigation } = jest.requireMock<{ mockNavigation: MockNavigation }>('next/navigation');

tolerateFormElementsInFormData();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => mockNavigation.reset('/'));

const withToasts = (ui: ReactElement) => render(<ToastProvider>{ui}</ToastProvider>);

describe('TextSectionEditor', () => {
  it('shows the stored HTML sanitised', () => {
    withToasts(<TextSectionEditor sectionId={5} content={'<p onclick="x()">Привет, <b>мир</b><img src=x onerror="alert(1)"></p><script>alert(2)</script>'} />);
    const editor = screen.getByRole('textbox', { name: 'Текст раздела' });
    expect(editor.innerHTML).toBe('<p>Привет, <b>мир</b></p>');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
  });

  it('sanitises what it saves and shows what the server kept', async () => {
    const user = userEvent.setup();
    let body: { content?: string } = {};
    server.use(
      http.put('*/dashboard/v1/chief/about/5', async ({ request }) => {
        body = (await request.json()) as { content: string };
        return HttpResponse.json({ data: { id: 5, title: 'О нас', type: 'html_text', isActive: true, sort: 0, content: body.content } });
      }),
    );
    withToasts(<TextSectionEditor sectionId={5} content="<p>Было</p>" />);
    const editor = screen.getByRole('textbox', { name: 'Текст раздела' });
    // What a browser's editing leaves in the editor, including a pasted image with a handler.
    editor.innerHTML = '<div><strong>Стало</strong></div><div>ещё<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">ссылка</a></div>';
    fireEvent.input(editor);
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Текст раздела сохранён')).toBeInTheDocument();
    expect(body.content).toBe('<p><strong>Стало</strong></p><p>ещё<a>ссылка</a></p>');
    expect(editor.innerHTML).toBe(body.content);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled());
  });

  it('keeps the text and shows the error when the save fails', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/dashboard/v1/chief/about/5', () => HttpResponse.json({ error: 'Раздел не найден', data: {} }, { status: 404 })));
    withToasts(<TextSectionEditor sectionId={5} content="<p>Было</p>" />);
    const editor = screen.getByRole('textbox', { name: 'Текст раздела' });
    editor.innerHTML = '<p>Новое</p>';
    fireEvent.input(editor);
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Раздел не найден');
    expect(editor.innerHTML).toBe('<p>Новое</p>');
  });
});

describe('CompanyForm', () => {
  const company = { id: 1, name: 'Кофейня «Утро»', legalName: 'ООО «Утро»', inn: '7704125834', city: 'Москва', address: 'ул. Покровка, 12' };

  it('checks the name and the ИНН rule of §5', async () => {
    const user = userEvent.setup();
    withToasts(<CompanyForm company={company} onDirtyChange={() => {}} />);
    await user.clear(screen.getByLabelText('Название компании'));
    await user.clear(screen.getByLabelText('ИНН'));
    await user.type(screen.getByLabelText('ИНН'), '12345abc');
    expect(screen.getByLabelText('ИНН')).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Поле "Название компании" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "ИНН" должно содержать 10 или 12 чисел')).toBeInTheDocument();
  });

  it('saves the changed data and reports dirtiness for the guard', async () => {
    const user = userEvent.setup();
    const dirty = jest.fn();
    let body: unknown;
    server.use(
      http.patch('*/dashboard/v1/chief/profile/company', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...company, ...(body as object) } });
      }),
    );
    withToasts(<CompanyForm company={company} onDirtyChange={dirty} />);
    await user.clear(screen.getByLabelText('Город'));
    await user.type(screen.getByLabelText('Город'), 'Тверь');
    expect(dirty).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные компании сохранены')).toBeInTheDocument();
    expect(body).toEqual({ name: company.name, legalName: company.legalName, inn: company.inn, city: 'Тверь', address: company.address });
    await waitFor(() => expect(dirty).toHaveBeenLastCalledWith(false));
    expect(mockNavigation.router.refresh).toHaveBeenCalled();
  });

  it('puts server messages under the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch('*/dashboard/v1/chief/profile/company', () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { inn: ['ИНН уже используется'] } }, { status: 422 }),
      ),
    );
    withToasts(<CompanyForm company={company} onDirtyChange={() => {}} />);
    await user.type(screen.getByLabelText('Юридическое название'), ' (филиал)');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('ИНН уже используется')).toBeInTheDocument();
    expect(screen.getByLabelText('ИНН')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MenuIcons', () => {
  it('saves the chosen icon of a section at once', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let stored: MenuItem[] = [{ id: 2, title: 'Наш интерьер', type: 'photo', isActive: true, icon: null }];
    server.use(
      http.put('*/dashboard/v1/chief/menu-items/2', async ({ request }) => {
        body = await request.json();
        stored = [{ id: 2, title: 'Наш интерьер', type: 'photo', isActive: true, icon: 'photo' }];
        return HttpResponse.json({ data: stored[0] });
      }),
    );
    withToasts(
      <ServerRoute initial={stored} load={() => Promise.resolve(stored)} refresh={mockNavigation.router.refresh}>
        {(items) => (
          <MenuIcons
            items={items}
            icons={[
              { name: 'info', title: 'Информация' },
              { name: 'photo', title: 'Фотоаппарат' },
            ]}
          />
        )}
      </ServerRoute>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Иконка раздела «Наш интерьер»' }));
    await user.click(screen.getByRole('option', { name: 'Фотоаппарат' }));
    expect(await screen.findByText('Иконка раздела «Наш интерьер» сохранена')).toBeInTheDocument();
    expect(body).toEqual({ icon: 'photo' });
    expect(screen.getByRole('combobox', { name: 'Иконка раздела «Наш интерьер»' })).toHaveTextContent('Фотоаппарат');
  });
});

describe('SectionHeader', () => {
  const section = { id: 4, title: 'Вакансии', type: 'html_text' as const, isActive: false, sort: 3 };
  // The upstream's section: the page reads it again on router.refresh().
  let stored = section;
  beforeEach(() => {
    stored = section;
  });
  const renderHeader = () =>
    withToasts(
      <ServerRoute initial={section} load={() => Promise.resolve(stored)} refresh={mockNavigation.router.refresh}>
        {(current) => <SectionHeader section={current} />}
      </ServerRoute>,
    );

  it('renames the section, and shows a taken title under the field', async () => {
    const user = userEvent.setup();
    const titles: string[] = [];
    server.use(
      http.put('*/dashboard/v1/chief/about/4', async ({ request }) => {
        const { title } = (await request.json()) as { title: string };
        titles.push(title);
        if (title === 'О компании') {
          return HttpResponse.json({ error: 'Ошибка валидации', data: { title: ['Раздел с таким названием уже есть'] } }, { status: 422 });
        }
        stored = { ...section, title };
        return HttpResponse.json({ data: stored });
      }),
    );
    renderHeader();
    const field = screen.getByLabelText('Название раздела');
    const save = screen.getByRole('button', { name: 'Сохранить название' });
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.click(save);
    expect(await screen.findByText('Поле "Название" является обязательным')).toBeInTheDocument();
    await user.type(field, 'О компании');
    await user.click(save);
    expect(await screen.findByText('Раздел с таким названием уже есть')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Работа у нас');
    await user.click(save);
    expect(await screen.findByText('Название раздела сохранено')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Работа у нас');
    expect(titles).toEqual(['О компании', 'Работа у нас']);
    expect(mockNavigation.router.refresh).toHaveBeenCalled();
  });

  it('switches the section on', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/dashboard/v1/chief/about/4', () => {
        stored = { ...section, isActive: true };
        return HttpResponse.json({ data: stored });
      }),
    );
    renderHeader();
    await user.click(screen.getByRole('switch', { name: 'Раздел активен' }));
    expect(await screen.findByText('Раздел включён')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Раздел активен' })).toBeChecked();
    expect(screen.getByText('Активен', { selector: 'span' })).toBeInTheDocument();
  });

  it('starts over with the new section when another one comes under the same id', () => {
    const { rerender } = withToasts(<SectionHeader key={4} section={section} />);
    rerender(
      <ToastProvider>
        <SectionHeader key={4} section={{ ...section, title: 'Доставка' }} />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Доставка');
    expect(screen.getByLabelText('Название раздела')).toHaveValue('Доставка');
  });
});
