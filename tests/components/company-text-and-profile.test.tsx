import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RichTextSection, editorHtml } from '@/components/company/rich-text-section';
import { SectionHeader } from '@/components/company/section-header';
import { TextSectionEditor } from '@/components/company/text-section-editor';
import { CompanyForm } from '@/components/profile/company-form';
import { MenuIcons } from '@/components/profile/menu-icons';
import type { MenuItem } from '@/lib/profile/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { ServerRoute } from '../helpers/server-route';
import { mockNavigation, renderScreen, server } from '../harness';

tolerateFormElementsInFormData();
beforeEach(() => mockNavigation.reset('/'));

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
function polyfillLayout() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => rect;
  Range.prototype.getClientRects ??= () => rects;
  document.elementFromPoint ??= () => null;
}
polyfillLayout();

/**
 * The editing part itself (the screen loads it through next/dynamic). A save first reads the
 * section anew (the overwrite guard): here the upstream still holds what the editor opened.
 */
const renderEditor = (content: string) => {
  server.use(
    http.get('*/dashboard/v1/chief/about/5', () =>
      HttpResponse.json({ data: { id: 5, title: 'О нас', type: 'html_text', isActive: true, sort: 0, content } }),
    ),
  );
  return renderScreen(<RichTextSection sectionId={5} content={content} editorId="editor" />);
};

/** Selects the whole text of the block holding `text` (as a drag over it would). */
function select(editor: Editor, text: string) {
  let range: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (range || !node.isText || !node.text?.includes(text)) return;
    const from = pos + node.text.indexOf(text);
    range = { from, to: from + text.length };
  });
  if (!range) throw new Error(`no text ${text}`);
  act(() => {
    editor.commands.setTextSelection(range!);
  });
}

/** The Tiptap editor behind the textbox (ProseMirror keeps it on its DOM node). */
function editorOf(textbox: HTMLElement): Editor {
  return (textbox as HTMLElement & { editor: Editor }).editor;
}

function captureSave() {
  const sent: { content?: string } = {};
  server.use(
    http.put('*/dashboard/v1/chief/about/5', async ({ request }) => {
      Object.assign(sent, (await request.json()) as { content: string });
      return HttpResponse.json({ data: { id: 5, title: 'О нас', type: 'html_text', isActive: true, sort: 0, content: sent.content } });
    }),
  );
  return sent;
}

describe('TextSectionEditor', () => {
  it('loads the editor and shows the stored HTML sanitised', async () => {
    renderScreen(<TextSectionEditor sectionId={5} content={'<p onclick="x()">Привет, <b>мир</b><img src=x onerror="alert(1)"></p><script>alert(2)</script>'} />);
    const editor = await screen.findByRole('textbox', { name: 'Текст раздела' });
    expect(editor.innerHTML).toBe('<p>Привет, <strong>мир</strong></p>');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
  });

  it('bold toggles and says so with aria-pressed; bold inside a heading stays bold when saved', async () => {
    const user = userEvent.setup();
    const sent = captureSave();
    renderEditor('<p>Заголовок раздела</p><p>Текст</p>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    const editor = editorOf(textbox);
    const bold = screen.getByRole('button', { name: 'Жирный' });
    const heading = screen.getByRole('button', { name: 'Заголовок' });

    select(editor, 'Заголовок раздела');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Текст раздела сохранён')).toBeInTheDocument();
    expect(sent.content).toBe('<h2><strong>Заголовок раздела</strong></h2><p>Текст</p>');
    expect(textbox.innerHTML).not.toMatch(/font-weight/);

    select(editor, 'Заголовок раздела');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(textbox.innerHTML).toBe('<h2>Заголовок раздела</h2><p>Текст</p>');
  });

  it('the heading buttons switch a heading off again', async () => {
    const user = userEvent.setup();
    renderEditor('<h2>Раздел</h2>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    select(editorOf(textbox), 'Раздел');
    const heading = screen.getByRole('button', { name: 'Заголовок' });
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    expect(textbox.querySelector('h2, h3')).toBeNull();
    expect(textbox.querySelector('p')).toHaveTextContent('Раздел');
    await user.click(screen.getByRole('button', { name: 'Подзаголовок' }));
    expect(textbox.querySelector('h3')).toHaveTextContent('Раздел');
    await user.click(screen.getByRole('button', { name: 'Подзаголовок' }));
    expect(textbox.querySelector('h2, h3')).toBeNull();
    // Back to what was loaded: nothing to save.
    await user.click(heading);
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
  });

  // The browser tells ProseMirror of a moved selection with an asynchronous `selectionchange`
  // (jsdom too: a timer). These press a key or a button before that event arrives, as a fast
  // typist or Playwright does; the editor must act on the selection the browser shows.
  it('Enter right after End keeps the selected heading and starts a paragraph after it', () => {
    renderEditor('<h2>Заголовок</h2>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    const editor = editorOf(textbox);
    act(() => textbox.focus());
    select(editor, 'Заголовок');
    // End: the browser collapses its selection to the end of the heading; no event has come yet.
    const text = textbox.querySelector('h2')!.firstChild!;
    document.getSelection()!.collapse(text, text.textContent!.length);
    act(() => {
      fireEvent.keyDown(textbox, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(textbox.querySelector('h2')).toHaveTextContent('Заголовок');
    // The cursor is in a new paragraph right after the heading (Tiptap also keeps an empty one last).
    expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(editor.state.selection.from).toBe(editor.state.doc.child(0).nodeSize + 1);
    expect(editorHtml(editor)).toBe('<h2>Заголовок</h2>');
  });

  it('a toolbar click right after Shift+Home formats the text the browser selected', async () => {
    const user = userEvent.setup();
    renderEditor('<p>Обычный текст</p>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    act(() => textbox.focus());
    const text = textbox.querySelector('p')!.firstChild!;
    act(() => {
      editorOf(textbox).commands.setTextSelection(1 + 'Обычный'.length);
    });
    // Shift+Home: the browser extends its selection to the line start; no event has come yet.
    document.getSelection()!.setBaseAndExtent(text, 'Обычный'.length, text, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Жирный' }));
    expect(textbox.innerHTML).toBe('<p><strong>Обычный</strong> текст</p>');
    await user.click(screen.getByRole('button', { name: 'Жирный' }));
    expect(textbox.innerHTML).toBe('<p>Обычный текст</p>');
  });

  it('a list is saved as a list, never inside a paragraph', async () => {
    const user = userEvent.setup();
    const sent = captureSave();
    renderEditor('<p>один</p>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    select(editorOf(textbox), 'один');
    await user.click(screen.getByRole('button', { name: 'Маркированный список' }));
    expect(screen.getByRole('button', { name: 'Маркированный список' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Текст раздела сохранён')).toBeInTheDocument();
    expect(sent.content).toBe('<ul><li><p>один</p></li></ul>');
    expect(sent.content).not.toMatch(/<p>\s*<(ul|ol)/);
  });

  it('pasted HTML keeps the allowed markup and loses images and handlers', () => {
    renderEditor('<p>начало</p>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    const editor = editorOf(textbox);
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    const data = { getData: (type: string) => (type === 'text/html' ? '<p><b onclick="x()">вставка</b><img src=x onerror="alert(1)"><a href="javascript:alert(1)">ссылка</a></p>' : 'вставка'), types: ['text/html', 'text/plain'] };
    fireEvent.paste(textbox, { clipboardData: data });
    expect(textbox.innerHTML).not.toMatch(/onerror|onclick|<img|javascript/);
    expect(textbox).toHaveTextContent('вставка');
  });

  it('adds a link through its popup and refuses a javascript: address', async () => {
    const user = userEvent.setup();
    const sent = captureSave();
    renderEditor('<p>наш сайт</p>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    select(editorOf(textbox), 'наш сайт');
    await user.click(screen.getByRole('button', { name: 'Ссылка' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить ссылку' });
    expect(within(dialog).getByLabelText('Текст ссылки')).toHaveValue('наш сайт');
    await user.type(within(dialog).getByLabelText('Адрес ссылки'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByLabelText('Адрес ссылки')).toHaveAccessibleDescription(/Некорректная ссылка. Укажите правильный URL/);
    expect(textbox.querySelector('a')).toBeNull();

    await user.clear(within(dialog).getByLabelText('Адрес ссылки'));
    await user.type(within(dialog).getByLabelText('Адрес ссылки'), 'example.ru/about');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(textbox.innerHTML).toBe('<p><a href="https://example.ru/about">наш сайт</a></p>');

    // The cursor on the link: the popup edits it, and an emptied address removes it.
    select(editorOf(textbox), 'наш');
    expect(screen.getByRole('button', { name: 'Ссылка' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ссылка' }));
    const again = screen.getByRole('dialog', { name: 'Изменить ссылку' });
    expect(within(again).getByLabelText('Адрес ссылки')).toHaveValue('https://example.ru/about');
    expect(within(again).getByLabelText('Текст ссылки')).toHaveValue('наш сайт');
    await user.click(within(again).getByRole('button', { name: 'Отмена' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Текст раздела сохранён')).toBeInTheDocument();
    expect(sent.content).toBe('<p><a href="https://example.ru/about" rel="noopener noreferrer nofollow">наш сайт</a></p>');

    select(editorOf(textbox), 'сайт');
    await user.click(screen.getByRole('button', { name: 'Ссылка' }));
    await user.clear(screen.getByLabelText('Адрес ссылки'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(textbox.innerHTML).toBe('<p>наш сайт</p>');
  });

  it('refuses a text over the size cap instead of saving it stripped', async () => {
    const user = userEvent.setup();
    renderEditor('<p>Было</p>');
    const editor = editorOf(screen.getByRole('textbox', { name: 'Текст раздела' }));
    act(() => {
      editor.commands.setContent(`<p>${'я'.repeat(140_000)}</p>`);
    });
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Текст раздела слишком большой');
  });

  it('keeps the text and shows the error when the save fails', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/dashboard/v1/chief/about/5', () => HttpResponse.json({ error: 'Раздел не найден', data: {} }, { status: 404 })));
    renderEditor('<p>Было</p>');
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    act(() => {
      editorOf(textbox).commands.setContent('<p>Новое</p>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Раздел не найден');
    expect(textbox.innerHTML).toBe('<p>Новое</p>');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeEnabled();
  });

  it('follows a new server text', async () => {
    const { rerender } = renderScreen(<TextSectionEditor sectionId={5} content="<p>Первый</p>" />);
    expect(await screen.findByRole('textbox', { name: 'Текст раздела' })).toHaveTextContent('Первый');
    rerender(
      <TextSectionEditor sectionId={6} content="<p>Второй</p>" />,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Текст раздела' })).toHaveTextContent('Второй'));
  });
});

describe('CompanyForm', () => {
  const company = { id: 1, name: 'Кофейня «Утро»', legalName: 'ООО «Утро»', inn: '7704125834', city: 'Москва', address: 'ул. Покровка, 12' };

  it('checks the name and the ИНН rule of §5', async () => {
    const user = userEvent.setup();
    renderScreen(<CompanyForm company={company} onDirtyChange={() => {}} />);
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
    renderScreen(<CompanyForm company={company} onDirtyChange={dirty} />);
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
    renderScreen(<CompanyForm company={company} onDirtyChange={() => {}} />);
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
    renderScreen(
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
    renderScreen(
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
    const { rerender } = renderScreen(<SectionHeader key={4} section={section} />);
    rerender(
      <SectionHeader key={4} section={{ ...section, title: 'Доставка' }} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Доставка');
    expect(screen.getByLabelText('Название раздела')).toHaveValue('Доставка');
  });
});
