import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { NewsBlockItems } from '@/components/news/news-block-items';
import { NewsForm } from '@/components/news/news-form';
import type { NewsItem } from '@/lib/news/api';
import type { InfoBlock } from '@/lib/home/types';
import { toApiDate } from '@/lib/format/format';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { displayToday } from '@/lib/format/time-zone';
import { pngHeader } from '../helpers/png';
import { mockNavigation, renderScreen, server } from '../harness';
import { NewsScreen } from '@/components/news/news-screen';
import { settleLazy } from '../helpers/lazy';

jest.mock('@/lib/api/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const NEWS = '*/dashboard/v1/chief/news';
tolerateFormElementsInFormData();
// Whole forms with an upload: more than the 5 s default on a busy 2-core machine.
jest.setTimeout(15_000);
beforeEach(() => mockNavigation.reset('/news/create'));

const item = (patch: Partial<NewsItem> = {}): NewsItem => ({
  id: 7,
  title: 'Осеннее меню',
  shortText: 'Тыквенный латте',
  text: 'Первый абзац.\n\nВторой абзац.',
  image: null,
  isPublished: false,
  publishedAt: '2026-11-01',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});

describe('NewsForm', () => {
  it('shows the required fields and the length limit under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    // As the page renders it: the heading with the page, the form after it.
    renderScreen(<NewsScreen />);
    expect(screen.getByRole('heading', { name: 'Новая публикация' })).toBeInTheDocument();
    await settleLazy();
    await user.click(screen.getByRole('button', { name: 'Создать новость' }));
    expect(await screen.findByText('Поле "Заголовок" является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Поле "Текст новости" является обязательным')).toBeInTheDocument();
    expect(screen.getByLabelText('Текст новости')).toHaveAccessibleDescription(/Поле "Текст новости" является обязательным/);

    await user.type(screen.getByLabelText('Заголовок'), 'А'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Создать новость' }));
    expect(await screen.findByText('Заголовок должен быть не длиннее 150 символов')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Дата публикации'));
    await user.click(screen.getByRole('button', { name: 'Создать новость' }));
    expect(await screen.findByText('Поле "Дата публикации" является обязательным')).toBeInTheDocument();
  });

  it('refuses an impossible publication date with a message and sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(NEWS, () => {
        calls += 1;
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    renderScreen(<NewsForm />);
    await user.type(screen.getByLabelText('Заголовок'), 'Новость');
    await user.type(screen.getByLabelText('Текст новости'), 'Текст');
    await user.clear(screen.getByLabelText('Дата публикации'));
    await user.type(screen.getByLabelText('Дата публикации'), '30022026');
    await user.click(screen.getByRole('button', { name: 'Создать новость' }));
    expect(await screen.findByText('Проверьте дату публикации')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('creates a published article with plain text and today as its date, then opens it', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(NEWS, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: item({ id: 31, ...(body as Partial<NewsItem>) }) }, { status: 201 });
      }),
    );
    renderScreen(<NewsForm />);
    await user.type(screen.getByLabelText('Заголовок'), '  Веранда открыта ');
    await user.type(screen.getByLabelText('Краткий текст'), 'С 10:00');
    await user.type(screen.getByLabelText('Текст новости'), '<b>Ждём</b> вас');
    await user.click(screen.getByRole('checkbox', { name: 'Опубликована' }));
    await user.click(screen.getByRole('button', { name: 'Создать новость' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/news/31'));
    expect(body).toEqual({ title: 'Веранда открыта', shortText: 'С 10:00', text: '<b>Ждём</b> вас', publishedAt: toApiDate(displayToday()), isPublished: true });
  });

  it('uploads a chosen cover after creating the article, refusing a wrong format first', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls: string[] = [];
    server.use(
      http.post(NEWS, async ({ request }) => {
        calls.push('create');
        return HttpResponse.json({ data: item({ id: 32, ...((await request.json()) as Partial<NewsItem>) }) }, { status: 201 });
      }),
      http.post(`${NEWS}/32/image`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('image');
        calls.push(`image:${typeof file === 'string' ? file : file?.name}`);
        return HttpResponse.json({ data: item({ id: 32, image: { id: 9, previewUrl: '/dashboard/v1/media/home/x' } }) });
      }),
    );
    renderScreen(<NewsForm />);
    await user.type(screen.getByLabelText('Заголовок'), 'С обложкой');
    await user.type(screen.getByLabelText('Текст новости'), 'Текст');
    const zone = screen.getByLabelText('Обложка новости');
    await user.upload(zone, new NodeFile([new Uint8Array(8)], 'cover.gif', { type: 'image/gif' }) as unknown as File);
    expect(await screen.findByText('Формат изображения не соответствует требованию')).toBeInTheDocument();
    await user.upload(zone, new NodeFile([new Uint8Array(pngHeader(1, 1))], 'cover.png', { type: 'image/png' }) as unknown as File);
    await user.click(screen.getByRole('button', { name: 'Создать новость' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/news/32'));
    expect(calls).toEqual(['create', 'image:cover.png']);
  });

  it('keeps what was typed and marks the fields the server refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${NEWS}/7`, () => HttpResponse.json({ error: 'Ошибка валидации', data: { title: ['Такой заголовок уже есть'] } }, { status: 422 })),
    );
    renderScreen(<NewsForm item={item()} />);
    expect(screen.getByLabelText('Дата публикации')).toHaveValue('01.11.2026');
    await user.type(screen.getByLabelText('Заголовок'), '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Такой заголовок уже есть')).toBeInTheDocument();
    expect(screen.getByText('Ошибка валидации')).toBeInTheDocument();
    expect(screen.getByLabelText('Заголовок')).toHaveValue('Осеннее меню!');
  });

  it('asks before deleting and goes back to the list', async () => {
    const user = userEvent.setup();
    server.use(http.delete(`${NEWS}/7`, () => HttpResponse.json({ data: null })));
    renderScreen(<NewsForm item={item()} />);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите действие' });
    expect(dialog).toHaveTextContent('Вы действительно хотите удалить новость «Осеннее меню»?');
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/news'));
  });
});

describe('NewsBlockItems', () => {
  const block = (count: number): InfoBlock => ({
    id: 1,
    title: 'Новости кофейни',
    template: 'articles',
    isActive: true,
    sort: 0,
    children: Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Новость ${i + 1}`, shortText: '', publishedAt: '2026-11-0' + (i + 1), image: null })) as unknown as InfoBlock['children'],
  });

  it('lists the newest five published articles and links to the rest', () => {
    render(<NewsBlockItems block={block(7)} />);
    const list = screen.getByRole('list', { name: 'Новости блока «Новости кофейни»' });
    expect(list.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Новость 1' })).toHaveAttribute('href', '/news/1');
    expect(screen.getByRole('link', { name: 'И ещё 2 — все новости' })).toHaveAttribute('href', '/news');
  });

  it('says so when nothing is published', () => {
    render(<NewsBlockItems block={block(0)} />);
    expect(screen.getByText('Опубликованных новостей нет')).toBeInTheDocument();
  });
});
