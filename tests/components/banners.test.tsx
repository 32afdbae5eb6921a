import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { BannersSection } from '@/components/home/banners-section';
import type { Banner } from '@/lib/home/banners';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { ServerRoute } from '../helpers/server-route';
import { pngHeader } from '../helpers/png';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen, server } from '../harness';

const BANNERS = '*/dashboard/v1/chief/banners';
tolerateFormElementsInFormData();
// Whole forms with uploads and a drag library: more than the 5 s default on a busy 2-core machine.
jest.setTimeout(15_000);

// jsdom's File is not one Node's FormData can send; Node's File goes through userEvent.upload.
const file = (name: string, bytes = 16, type = 'image/png') =>
  new NodeFile([new Uint8Array(pngHeader(1, 1)), new Uint8Array(bytes).fill(1)], name, { type }) as unknown as File;

const CATEGORIES = [
  { id: 11, name: 'Кофе' },
  { id: 12, name: 'Десерты' },
];

const banner = (id: number, title: string, extra: Partial<Banner> = {}): Banner => ({
  id,
  title,
  categoryId: 11,
  image: { id: 100 + id, previewUrl: `/dashboard/v1/media/home/img-${id}` },
  isActive: true,
  ...extra,
});

type Call = { method: string; path: string; body: unknown };

/** Records every banner call; multipart bodies become an object of their fields. */
function recordCalls(respond: (call: Call) => Response | undefined = () => undefined): Call[] {
  const calls: Call[] = [];
  const handler = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace('/dashboard/v1/chief/', '');
    let body: unknown = null;
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      const form = await request.formData();
      body = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]));
    } else if (request.method !== 'GET' && request.method !== 'DELETE') {
      body = await request.json();
    }
    const call = { method: request.method, path, body };
    calls.push(call);
    const response = respond(call);
    // The upstream keeps what it answered, so router.refresh() renders it.
    if (response?.ok) {
      if (request.method === 'DELETE') stored = stored.filter((b) => `banners/${b.id}` !== path);
      else {
        const saved = ((await response.clone().json()) as { data: Banner }).data;
        stored = stored.some((b) => b.id === saved.id) ? stored.map((b) => (b.id === saved.id ? saved : b)) : [...stored, saved];
      }
    }
    return response;
  };
  server.use(http.post(BANNERS, handler), http.post(`${BANNERS}/:id`, handler), http.put(`${BANNERS}/:id`, handler), http.delete(`${BANNERS}/:id`, handler));
  return calls;
}

let stored: Banner[] = [];

const renderSection = (banners: Banner[]) => {
  stored = banners;
  return renderScreen(
    <ServerRoute initial={banners} load={() => Promise.resolve(stored)} refresh={mockNavigation.router.refresh}>
      {(list) => <BannersSection banners={list} categories={CATEGORIES} />}
    </ServerRoute>,
  );
};

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Категория товара' }));
  await user.click(screen.getByRole('option', { name }));
}

describe('BannersSection table', () => {
  it("says 'Отсутствуют' without banners, and shows name, category, a 134 px photo and activity", async () => {
    const { unmount } = renderSection([]);
    await settleLazy();
    expect(screen.getByText('Отсутствуют')).toBeInTheDocument();
    unmount();
    renderSection([banner(1, 'Второй капучино в подарок', { categoryId: 12, isActive: false })]);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Второй капучино в подарок');
    expect(row).toHaveTextContent('Десерты');
    expect(within(row).getByRole('img', { name: 'Фото баннера «Второй капучино в подарок»' })).toHaveAttribute('height', '134');
    expect(within(row).getByRole('switch', { name: 'Активность баннера «Второй капучино в подарок»' })).not.toBeChecked();
  });

  it('toggles a banner with a whole PUT: title and category go along with isActive', async () => {
    const user = userEvent.setup();
    const calls = recordCalls(() => HttpResponse.json({ data: banner(1, 'Баннер', { isActive: false }) }));
    renderSection([banner(1, 'Баннер')]);
    await user.click(screen.getByRole('switch', { name: 'Активность баннера «Баннер»' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Активность баннера «Баннер»' })).not.toBeChecked());
    expect(calls).toEqual([{ method: 'PUT', path: 'banners/1', body: { title: 'Баннер', categoryId: 11, isActive: false } }]);
    expect(await screen.findByText('Баннер выключен')).toBeInTheDocument();
  });
});

describe('Banner form', () => {
  it('keeps submit disabled until title, category and a valid photo, then creates with a multipart call', async () => {
    // A person can still drop any file on the zone; the input's accept only filters the picker.
    const user = userEvent.setup({ applyAccept: false });
    const calls = recordCalls(() => HttpResponse.json({ data: banner(5, 'Завтраки до 12:00', { categoryId: 12 }) }, { status: 201 }));
    renderSection([]);
    await user.click(screen.getByRole('button', { name: 'Добавить баннер' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый баннер' });
    const submit = within(dialog).getByRole('button', { name: 'Создать баннер' });
    expect(within(dialog).getByRole('checkbox', { name: 'Активен' })).toBeChecked();
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Наименование'), 'Завтраки до 12:00');
    expect(submit).toBeDisabled();
    await chooseCategory(user, dialog, 'Десерты');
    expect(submit).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Фото'), file('huge.gif', 3145729, 'image/gif'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Размер файла превышает установленные значения, Формат изображения не соответствует требованию',
    );
    expect(submit).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Фото'), file('breakfast.png'));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).getByRole('img', { name: 'Фото' })).toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { method: 'POST', path: 'banners', body: { title: 'Завтраки до 12:00', categoryId: '12', isActive: '1', image: 'file:breakfast.png' } },
    ]);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Завтраки до 12:00');
    expect(screen.queryByText('Отсутствуют')).not.toBeInTheDocument();
  });

  it('marks the required fields and says why the disabled button waits, until it can be pressed (issue 47)', async () => {
    const user = userEvent.setup();
    renderSection([]);
    await user.click(screen.getByRole('button', { name: 'Добавить баннер' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый баннер' });
    const submit = within(dialog).getByRole('button', { name: 'Создать баннер' });
    // Required to assistive technology, marked to the eye (the mark is not part of the name).
    expect(within(dialog).getByLabelText('Наименование')).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: 'Категория товара' })).toHaveAttribute('aria-required', 'true');
    for (const label of ['Наименование', 'Категория товара', 'Фото']) {
      expect(within(dialog).getAllByText(label, { selector: 'label, span' }).some((el) => el.className.includes('required'))).toBe(true);
    }
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Заполните обязательные поля: Наименование, Категория товара, Фото');
    expect(within(dialog).getByText('Заполните обязательные поля: Наименование, Категория товара, Фото')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Наименование'), 'Завтраки');
    expect(submit).toHaveAccessibleDescription('Заполните обязательные поля: Категория товара, Фото');
    await chooseCategory(user, dialog, 'Десерты');
    expect(submit).toHaveAccessibleDescription('Заполните обязательные поля: Фото');
    await user.upload(within(dialog).getByLabelText('Фото'), file('breakfast.png'));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByText(/Заполните обязательные поля/)).not.toBeInTheDocument();
    // A title over the upstream's limit: said under the field, and the reason names it.
    await user.click(within(dialog).getByLabelText('Наименование'));
    await user.paste('я'.repeat(300));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Исправьте поля, под которыми есть сообщение');
    expect(within(dialog).getByLabelText('Наименование')).toHaveAccessibleDescription('Наименование должно быть не длиннее 255 символов');
  });

  it('on edit of the title alone sends all three text fields (a PUT replaces) and uploads nothing', async () => {
    const user = userEvent.setup();
    const calls = recordCalls(({ body }) => HttpResponse.json({ data: banner(3, (body as { title: string }).title) }));
    renderSection([banner(2, 'Первый'), banner(3, 'Старое имя')]);
    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Старое имя»' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать баннер' });
    const title = within(dialog).getByLabelText('Наименование');
    expect(title).toHaveValue('Старое имя');
    await user.clear(title);
    await user.type(title, 'Новое имя');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'PUT', path: 'banners/3', body: { title: 'Новое имя', categoryId: 11, isActive: true } }]);
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Первый');
    expect(rows[2]).toHaveTextContent('Новое имя');
    expect(await screen.findByText('Баннер сохранён')).toBeInTheDocument();
  });

  it('on edit uploads a new photo first, then the whole text only when a field changed (nothing when none did)', async () => {
    const user = userEvent.setup();
    const calls = recordCalls(({ method, body }) =>
      HttpResponse.json({ data: method === 'POST' ? banner(3, 'Баннер', { image: { id: 9, previewUrl: '/new' } }) : banner(3, 'Баннер', body as Partial<Banner>) }),
    );
    renderSection([banner(3, 'Баннер')]);
    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Баннер»' }));
    let dialog = screen.getByRole('dialog', { name: 'Редактировать баннер' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить фото' }));
    expect(within(dialog).getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Фото'), file('new.jpg', 8, 'image/jpeg'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'POST', path: 'banners/3', body: { image: 'file:new.jpg' } }]);
    expect(screen.getByRole('img', { name: 'Фото баннера «Баннер»' })).toHaveAttribute('src', '/new');

    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Баннер»' }));
    dialog = screen.getByRole('dialog', { name: 'Редактировать баннер' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить фото' }));
    await user.upload(within(dialog).getByLabelText('Фото'), file('third.png'));
    await user.click(within(dialog).getByText('Активен'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { method: 'POST', path: 'banners/3', body: { image: 'file:third.png' } },
      { method: 'PUT', path: 'banners/3', body: { title: 'Баннер', categoryId: 11, isActive: false } },
    ]);
  });

  it('asks before closing with something typed; an untouched form closes at once', async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    renderSection([banner(3, 'Баннер')]);
    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Баннер»' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Баннер»' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать баннер' });
    await user.type(within(dialog).getByLabelText('Наименование'), ' к кофе');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    let question = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(question).toHaveTextContent('Есть несохранённые изменения. Закрыть окно без сохранения?');
    await user.click(within(question).getByRole('button', { name: 'Продолжить редактирование' }));
    expect(within(dialog).getByLabelText('Наименование')).toHaveValue('Баннер к кофе');

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    question = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(question).getByRole('button', { name: 'Закрыть без сохранения' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a title over 255 characters under the field, before anything is sent', async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    renderSection([banner(3, 'Баннер')]);
    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Баннер»' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать баннер' });
    const title = within(dialog).getByLabelText('Наименование');
    await user.clear(title);
    await user.click(title);
    await user.paste('я'.repeat(256));
    expect(title).toHaveAccessibleDescription('Наименование должно быть не длиннее 255 символов');
    expect(within(dialog).getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(title).not.toHaveAccessibleDescription();
    expect(within(dialog).getByRole('button', { name: 'Сохранить изменения' })).toBeEnabled();
    expect(calls).toEqual([]);
  });

  it("stays open with the server's error and field messages", async () => {
    const user = userEvent.setup();
    recordCalls(() =>
      HttpResponse.json(
        { error: 'Ошибка валидации', data: { title: ['Наименование слишком длинное'], categoryId: ['Категория не найдена'] } },
        { status: 422 },
      ),
    );
    renderSection([banner(3, 'Баннер')]);
    await user.click(screen.getByRole('button', { name: 'Изменить баннер «Баннер»' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать баннер' });
    await user.type(within(dialog).getByLabelText('Наименование'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(dialog).findByText('Ошибка валидации')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Наименование')).toHaveAccessibleDescription('Наименование слишком длинное');
    expect(within(dialog).getByText('Категория не найдена')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Наименование')).toHaveValue('Баннер!');
  });

  it('asks before deleting, shows a refusal inside the popup, then removes the row', async () => {
    const user = userEvent.setup();
    let refuse = true;
    recordCalls(() =>
      refuse
        ? HttpResponse.json({ error: 'Баннер используется в приложении', data: {} }, { status: 409 })
        : HttpResponse.json({ data: null }),
    );
    renderSection([banner(3, 'Баннер')]);
    await user.click(screen.getByRole('button', { name: 'Удалить баннер «Баннер»' }));
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(confirm).toHaveTextContent('Вы действительно хотите удалить рекламный баннер?');
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Баннер используется в приложении');
    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Отсутствуют')).toBeInTheDocument();
    expect(await screen.findByText('Баннер удалён')).toBeInTheDocument();
  });
});
