import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InfoBlocks } from '@/components/home/info-blocks';
import type { BlockTemplateOption, InfoBlock } from '@/lib/home/api';
import { moveItem } from '@/lib/home/reorder';
import { ServerRoute } from '../helpers/server-route';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen, server } from '../harness';

const BLOCKS = '*/dashboard/v1/chief/mainpage/blocks';
// Whole forms with uploads and a drag library: more than the 5 s default on a busy 2-core machine.
jest.setTimeout(15_000);

const TEMPLATES: BlockTemplateOption[] = [
  { name: 'articles', nameRu: 'Новости' },
  { name: 'promo', nameRu: 'Акции' },
  { name: 'products', nameRu: 'Товарная выборка' },
];

const BLOCKS_SEED: InfoBlock[] = [
  { id: 1, title: 'Новости кофейни', template: 'articles', isActive: true, sort: 0, children: [] },
  {
    id: 2,
    title: 'Акции недели',
    template: 'promo',
    isActive: true,
    sort: 1,
    children: [{ id: 21, title: 'Счастливые часы', description: '', categoryId: 5, isActive: true, images: [] }],
  },
  {
    id: 3,
    title: 'Хиты продаж',
    template: 'products',
    isActive: false,
    sort: 2,
    children: [{ id: 31, productId: 501, isActive: true, title: 'Латте 400 мл' }],
  },
];

// What the upstream holds: the handlers of a test change it, and router.refresh() renders it again.
let stored: InfoBlock[] = BLOCKS_SEED;
beforeEach(() => {
  stored = BLOCKS_SEED;
});

const renderBlocks = () =>
  renderScreen(
    <ServerRoute initial={stored} load={() => Promise.resolve(stored)} refresh={mockNavigation.router.refresh}>
      {(blocks) => <InfoBlocks blocks={blocks} templates={TEMPLATES} />}
    </ServerRoute>,
  );

const blockTitles = () => within(screen.getByRole('list', { name: 'Информационные блоки' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** Moves a block one place down with the library's keyboard dragging: space, arrow, space. */
async function moveDownByKeyboard(title: string) {
  const handle = screen.getByRole('button', { name: `Переместить блок «${title}»` });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** The upstream side of a block move: each PUT is recorded and applied to the stored order. */
function recordBlockMoves(): { id: string; body: unknown }[] {
  const bodies: { id: string; body: unknown }[] = [];
  server.use(
    http.put(`${BLOCKS}/:id`, async ({ request, params }) => {
      const body = await request.json();
      bodies.push({ id: String(params.id), body });
      const from = stored.findIndex((b) => b.id === Number(params.id));
      stored = moveItem(stored, from, (body as { sort: number }).sort);
      return HttpResponse.json({ data: { ...BLOCKS_SEED[0], ...(body as object), id: Number(params.id) } });
    }),
  );
  return bodies;
}

describe('InfoBlocks', () => {
  it('moves a block with «Выше»/«Ниже» and sends its new index as sort', async () => {
    const user = userEvent.setup();
    const bodies = recordBlockMoves();
    renderBlocks();
    // The drag library arrives after the first render (components/ui/deferred-dnd.tsx).
    await settleLazy();
    expect(screen.getByRole('button', { name: 'Переместить «Новости кофейни» выше' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Переместить «Хиты продаж» ниже' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Переместить «Хиты продаж» выше' }));
    await waitFor(() => expect(blockTitles()).toEqual(['Новости кофейни', 'Хиты продаж', 'Акции недели']));
    expect(bodies).toEqual([{ id: '3', body: { title: 'Хиты продаж', isActive: false, sort: 1 } }]);
  });

  it('shows each block with template, activity tag and the template-specific controls', async () => {
    renderBlocks();
    await settleLazy();
    expect(screen.getByRole('heading', { name: 'Информационные блоки' })).toBeInTheDocument();
    const [news, promo, products] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(news).toHaveTextContent('Новости');
    expect(news).toHaveTextContent('Новости редактируются через одноименный раздел меню');
    expect(within(news!).queryByRole('link', { name: /Добавить/ })).not.toBeInTheDocument();
    expect(within(news!).queryByRole('button', { name: /Добавить/ })).not.toBeInTheDocument();
    expect(promo).toHaveTextContent('Акции');
    expect(within(promo!).getByRole('link', { name: 'Добавить акцию в блок «Акции недели»' })).toHaveAttribute('href', '/promo/2/create');
    expect(within(promo!).getByRole('link', { name: 'Счастливые часы' })).toHaveAttribute('href', '/promo/2/edit/21');
    expect(products).toHaveTextContent('Товарная выборка');
    expect(products).toHaveTextContent('Не активен');
    expect(within(products!).getByRole('button', { name: 'Добавить товар в блок «Хиты продаж»' })).toBeInTheDocument();
    expect(within(products!).getByRole('switch', { name: 'Активность страницы «Латте 400 мл»' })).toBeChecked();
  });

  it('sends the new index as sort after a keyboard move, and nothing when the block is dropped in place', async () => {
    const bodies = recordBlockMoves();
    renderBlocks();
    // Lifted and dropped at the same place: no call.
    const handle = screen.getByRole('button', { name: 'Переместить блок «Новости кофейни»' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bodies).toEqual([]);

    await moveDownByKeyboard('Новости кофейни');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ id: '1', body: { title: 'Новости кофейни', isActive: true, sort: 1 } });
    expect(blockTitles()).toEqual(['Акции недели', 'Новости кофейни', 'Хиты продаж']);
    // A keyboard user keeps the focus on the block they moved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Переместить блок «Новости кофейни»' })).toHaveFocus());
  });

  it('puts the blocks back and says so when the new order cannot be saved', async () => {
    server.use(http.put(`${BLOCKS}/:id`, () => HttpResponse.json({ error: 'Сервис недоступен', data: {} }, { status: 503 })));
    renderBlocks();
    await moveDownByKeyboard('Акции недели');
    expect(await screen.findByText('Не удалось изменить порядок блоков: Сервис недоступен')).toBeInTheDocument();
    expect(blockTitles()).toEqual(['Новости кофейни', 'Акции недели', 'Хиты продаж']);
  });
});

describe('Block form', () => {
  it('creates a block: name required and trimmed, template from the server, isActive as 1', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(BLOCKS, async ({ request }) => {
        body = await request.json();
        const created: InfoBlock = { id: 9, title: 'Подборка', template: 'products', isActive: true, sort: 3, children: [] };
        stored = [...stored, created];
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
    );
    renderBlocks();
    await user.click(screen.getByRole('button', { name: 'Добавить блок' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый блок' });
    const submit = within(dialog).getByRole('button', { name: 'Создать блок' });
    const name = within(dialog).getByLabelText('Наименование');
    expect(name).toHaveAttribute('placeholder', 'Введите наименование');
    expect(submit).toBeDisabled();
    await user.type(name, '   ');
    expect(submit).toBeDisabled();
    await user.type(name, 'Подборка  ');
    await user.click(submit);
    expect(within(dialog).getByText('Поле "Шаблон" является обязательным')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Шаблон' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Новости', 'Акции', 'Товарная выборка']);
    await user.click(screen.getByRole('option', { name: 'Товарная выборка' }));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ title: 'Подборка', template: 'products', isActive: 1 });
    expect(blockTitles()).toEqual(['Новости кофейни', 'Акции недели', 'Хиты продаж', 'Подборка']);
  });

  it('edits without the template select, and marks the fields the server names', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${BLOCKS}/3`, () =>
        HttpResponse.json({ error: 'Ошибка валидации', data: { title: ['Такой блок уже есть'] } }, { status: 422 }),
      ),
    );
    renderBlocks();
    await user.click(screen.getByRole('button', { name: 'Изменить блок «Хиты продаж»' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактировать блок' });
    expect(within(dialog).queryByRole('combobox', { name: 'Шаблон' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Активен' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' }));
    expect(await within(dialog).findByText('Ошибка валидации')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Наименование')).toHaveAccessibleDescription('Такой блок уже есть');
  });

  it("deletes a block after 'Подтвердите действие'", async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(`${BLOCKS}/2`, () => {
        stored = stored.filter((b) => b.id !== 2);
        return HttpResponse.json({ data: null });
      }),
    );
    renderBlocks();
    await user.click(screen.getByRole('button', { name: 'Удалить блок «Акции недели»' }));
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(blockTitles()).toEqual(['Новости кофейни', 'Хиты продаж']));
  });
});

describe('Product pages', () => {
  it("'Выберите товар' needs a product, then adds the page to the block", async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.get('*/dashboard/v1/chief/products/list', () =>
        HttpResponse.json({ data: [{ id: 501, name: 'Латте 400 мл' }, { id: 502, name: 'Капучино 300 мл' }, { id: 503, name: 'Раф' }] }),
      ),
      http.post(`${BLOCKS}/3/products`, async ({ request }) => {
        body = await request.json();
        const page = { id: 32, productId: 502, isActive: true, title: 'Капучино 300 мл' };
        stored = stored.map((b) => (b.id === 3 ? { ...b, children: [...b.children, page] } : b));
        return HttpResponse.json({ data: page }, { status: 201 });
      }),
    );
    renderBlocks();
    await user.click(screen.getByRole('button', { name: 'Добавить товар в блок «Хиты продаж»' }));
    const dialog = screen.getByRole('dialog', { name: 'Выберите товар' });
    const select = await within(dialog).findByRole('combobox', { name: 'Товар' });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByText('Поле "Товар" является обязательным')).toBeInTheDocument();
    await user.type(select, 'капу');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Капучино 300 мл']);
    await user.click(screen.getByRole('option', { name: 'Капучино 300 мл' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ productId: 502 });
    expect(await screen.findByRole('button', { name: 'Капучино 300 мл' })).toBeInTheDocument();
    expect(mockNavigation.router.refresh).toHaveBeenCalled();
  });

  it('leaves out the products the block shows already; an edited page keeps its own', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/dashboard/v1/chief/products/list', () =>
        HttpResponse.json({ data: [{ id: 501, name: 'Латте 400 мл' }, { id: 502, name: 'Капучино 300 мл' }, { id: 503, name: 'Раф' }] }),
      ),
    );
    renderBlocks();
    await user.click(screen.getByRole('button', { name: 'Добавить товар в блок «Хиты продаж»' }));
    let dialog = screen.getByRole('dialog', { name: 'Выберите товар' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Товар' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Капучино 300 мл', 'Раф']);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    await user.click(screen.getByRole('button', { name: 'Латте 400 мл' }));
    dialog = screen.getByRole('dialog', { name: 'Выберите товар' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Товар' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Латте 400 мл', 'Капучино 300 мл', 'Раф']);
  });
});
