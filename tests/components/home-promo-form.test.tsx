import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { PromoForm } from '@/components/home/promo-form';
import type { PromoPage } from '@/lib/home/api';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { pngHeader } from '../helpers/png';
import { mockNavigation, renderScreen, server } from '../harness';

const PROMOS = '*/dashboard/v1/chief/mainpage/blocks/2/promos';
tolerateFormElementsInFormData();
// Whole forms with uploads and a drag library: more than the 5 s default on a busy 2-core machine.
jest.setTimeout(15_000);
beforeEach(() => mockNavigation.reset('/promo/2/create'));

const CATEGORIES = [
  { id: 4, name: 'Кофе' },
  { id: 5, name: 'Выпечка' },
];
const png = (name: string) => new NodeFile([new Uint8Array(pngHeader(1, 1))], name, { type: 'image/png' }) as unknown as File;

const promo: PromoPage = {
  id: 21,
  title: 'Счастливые часы',
  description: 'Скидка 20%',
  categoryId: 4,
  isActive: true,
  images: [{ id: 1, previewUrl: '/dashboard/v1/media/home/seed-1' }],
};

async function formFields(request: Request) {
  const form = await request.formData();
  return [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);
}

const renderForm = (props: { promo?: PromoPage }) =>
  renderScreen(
    <PromoForm blockId={2} categories={CATEGORIES} {...props} />,
  );

describe('PromoForm', () => {
  it('asks for a title and a category, then creates the page with its photos in one form and goes home', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post(PROMOS, async ({ request }) => {
        sent = await formFields(request);
        return HttpResponse.json({ data: { ...promo, id: 30 } }, { status: 201 });
      }),
    );
    renderForm({});
    expect(screen.getByRole('heading', { name: 'Новая акция' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать акцию' }));
    expect(screen.getByLabelText('Заголовок')).toHaveAccessibleDescription('Поле "Заголовок" является обязательным');
    expect(screen.getByText('Поле "Категория" является обязательным')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Заголовок'), ' Завтрак за 299 ₽ ');
    await user.type(screen.getByLabelText('Описание'), 'До 11:00');
    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    await user.click(screen.getByRole('option', { name: 'Выпечка' }));
    await user.upload(screen.getByLabelText('Фото'), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Создать акцию' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/'));
    expect(sent).toEqual([
      ['title', 'Завтрак за 299 ₽'],
      ['description', 'До 11:00'],
      ['categoryId', '5'],
      ['isActive', '1'],
      ['images[]', 'file:a.png'],
      ['images[]', 'file:b.png'],
    ]);
  });

  it('on edit sends the text by PUT and uploads only when new photos were chosen', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    server.use(
      http.put(`${PROMOS}/21`, async ({ request }) => {
        calls.push(['PUT', await request.json()]);
        return HttpResponse.json({ data: promo });
      }),
      http.post(`${PROMOS}/21`, async ({ request }) => {
        calls.push(['POST', await formFields(request)]);
        return HttpResponse.json({ data: promo });
      }),
    );
    const first = renderForm({ promo });
    expect(screen.getByLabelText('Заголовок')).toHaveValue('Счастливые часы');
    expect(screen.getByRole('img', { name: 'Фото 1' })).toHaveAttribute('src', '/dashboard/v1/media/home/seed-1');
    await user.click(screen.getByText('Активен'));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(mockNavigation.router.push).toHaveBeenCalledWith('/'));
    expect(calls).toEqual([['PUT', { title: 'Счастливые часы', description: 'Скидка 20%', categoryId: 4, isActive: false }]]);

    // A second visit: new photos replace the old ones after the text is saved.
    first.unmount();
    calls.length = 0;
    mockNavigation.reset('/promo/2/edit/21');
    renderForm({ promo });
    await user.upload(screen.getByLabelText('Фото'), png('new.png'));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toEqual(['PUT', { title: 'Счастливые часы', description: 'Скидка 20%', categoryId: 4, isActive: true }]);
    expect(calls[1]).toEqual(['POST', [['images[]', 'file:new.png']]]);
  });

  it("keeps what was typed and shows the server's messages", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${PROMOS}/21`, () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { categoryId: ['Категория не найдена'] } }, { status: 422 }),
      ),
    );
    renderForm({ promo });
    await user.type(screen.getByLabelText('Заголовок'), '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Ошибка валидации')).toBeInTheDocument();
    expect(screen.getByText('Категория не найдена')).toBeInTheDocument();
    expect(screen.getByLabelText('Заголовок')).toHaveValue('Счастливые часы!');
    expect(mockNavigation.router.push).not.toHaveBeenCalled();
  });
});

describe('PromoForm field checks', () => {
  it('clears a required-field message as soon as the field is filled', async () => {
    const user = userEvent.setup();
    renderForm({});
    await user.click(screen.getByRole('button', { name: 'Создать акцию' }));
    const title = screen.getByLabelText('Заголовок');
    expect(title).toHaveAccessibleDescription('Поле "Заголовок" является обязательным');
    expect(screen.getByText('Поле "Категория" является обязательным')).toBeInTheDocument();
    await user.type(title, 'З');
    expect(title).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    await user.click(screen.getByRole('option', { name: 'Кофе' }));
    expect(screen.queryByText('Поле "Категория" является обязательным')).not.toBeInTheDocument();
  });

  it('refuses a title over 255 characters under the field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post(PROMOS, async ({ request }) => {
        sent.push(await formFields(request));
        return HttpResponse.json({ data: { ...promo, id: 31 } }, { status: 201 });
      }),
    );
    renderForm({});
    const title = screen.getByLabelText('Заголовок');
    await user.click(title);
    await user.paste('А'.repeat(256));
    expect(title).toHaveAccessibleDescription('Заголовок должен быть не длиннее 255 символов');
    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    await user.click(screen.getByRole('option', { name: 'Кофе' }));
    await user.click(screen.getByRole('button', { name: 'Создать акцию' }));
    expect(title).toHaveAccessibleDescription('Заголовок должен быть не длиннее 255 символов');
    expect(sent).toEqual([]);

    await user.click(title);
    await user.keyboard('{End}{Backspace}');
    expect(title).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Создать акцию' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('asks before leaving with a typed title, and stays on «Остаться»', async () => {
    const user = userEvent.setup();
    // The guard leaves links to the page itself alone: be on the promo page, as the browser would.
    window.history.pushState({}, '', '/promo/2/create');
    renderForm({});
    await user.type(screen.getByLabelText('Заголовок'), 'Осенняя акция');
    await user.click(screen.getByRole('link', { name: '← На главную' }));
    const question = await screen.findByRole('dialog', { name: 'Подтвердите действие' });
    expect(question).toHaveTextContent('Есть несохранённые изменения. Уйти со страницы без сохранения?');
    await user.click(within(question).getByRole('button', { name: 'Остаться' }));
    expect(mockNavigation.router.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Заголовок')).toHaveValue('Осенняя акция');
    window.history.pushState({}, '', '/');
  });
});
