import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProductForm } from '@/components/catalog/product-form';
import { ClientCard } from '@/components/clients/client-card';
import { RichTextSection } from '@/components/company/rich-text-section';
import type { Product } from '@/lib/catalog/api';
import type { Customer } from '@/lib/clients/api';
import { mockNavigation, renderScreen, server } from '../harness';
import { settleLazy } from '../helpers/lazy';

jest.setTimeout(20_000);

/**
 * The guard against overwriting: a save first reads the record anew; when someone else changed
 * a field since the form opened, nothing is sent until the user chooses, in a dialog that shows
 * their value beside the one typed here.
 */

const CUSTOMER = '*/dashboard/v1/chief/customers/9';
const customer: Customer = {
  id: 9,
  name: 'Иванова Анна Сергеевна',
  phone: '79161234567',
  email: 'anna@mail.ru',
  status: 'Базовый',
  bonusBalance: 1250,
  ordersCount: 3,
  createdAt: '2025-01-15T10:00:00',
  birthday: '1990-05-17',
  comment: '',
  ordersTotal: 45000,
  lastOrderAt: '2025-03-01T12:00:00',
};
// What another user saved meanwhile (a client has no updatedAt: the edited fields tell).
const theirs: Customer = { ...customer, comment: 'Звонить после 18:00', status: 'Бонусный' };

function upstreamWith(current: Customer) {
  const puts: unknown[] = [];
  server.use(
    http.get(CUSTOMER, () => HttpResponse.json({ data: current })),
    http.put(CUSTOMER, async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      return HttpResponse.json({ data: { ...current, ...(body as object) } });
    }),
  );
  return puts;
}

async function typeAndSave(user: ReturnType<typeof userEvent.setup>, comment: string) {
  await user.clear(screen.getByLabelText('Комментарий'));
  await user.type(screen.getByLabelText('Комментарий'), comment);
  await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
  return screen.findByRole('dialog', { name: 'Данные изменились' });
}

describe('the client card', () => {
  beforeEach(() => mockNavigation.reset('/clients/9'));

  it('saves at once when nobody else changed the client', async () => {
    const user = userEvent.setup();
    const puts = upstreamWith(customer);
    renderScreen(<ClientCard customer={customer} />);
    // Lazily loaded parts of the card (the schema, dialogs) settle first.
    await settleLazy();
    await user.type(screen.getByLabelText('Комментарий'), 'Любит овсяное молоко');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные клиента сохранены')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what changed, sends nothing, and «Сохранить мои изменения» saves the typed values', async () => {
    const user = userEvent.setup();
    const puts = upstreamWith(theirs);
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    const dialog = await typeAndSave(user, 'Любит овсяное молоко');
    expect(puts).toHaveLength(0);
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ПолеСейчас сохраненоВаше значение',
      'СтатусБонусный (изменено)Базовый',
      'КомментарийЗвонить после 18:00 (изменено)Любит овсяное молоко',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить мои изменения' }));
    expect(await screen.findByText('Данные клиента сохранены')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Данные изменились' })).not.toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ comment: 'Любит овсяное молоко', status: 'Базовый' })]);
  });

  it('«Загрузить новые данные» puts their record in the form, sends nothing, and the next save goes through', async () => {
    const user = userEvent.setup();
    const puts = upstreamWith(theirs);
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    const dialog = await typeAndSave(user, 'Любит овсяное молоко');
    // The typed value stays readable (and copyable) in the dialog until the choice is made.
    expect(within(dialog).getByText('Любит овсяное молоко')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить новые данные' }));
    expect(screen.queryByRole('dialog', { name: 'Данные изменились' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Комментарий')).toHaveValue('Звонить после 18:00');
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveTextContent('Бонусный');
    expect(puts).toHaveLength(0);
    // Their record is now the baseline: a save on top of it is not a conflict.
    await user.type(screen.getByLabelText('Комментарий'), ', не раньше');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные клиента сохранены')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ comment: 'Звонить после 18:00, не раньше', status: 'Бонусный' })]);
  });

  it('closing the dialog saves nothing and keeps what was typed', async () => {
    const user = userEvent.setup();
    const puts = upstreamWith(theirs);
    renderScreen(<ClientCard customer={customer} />);
    await settleLazy();
    await typeAndSave(user, 'Любит овсяное молоко');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Данные изменились' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Комментарий')).toHaveValue('Любит овсяное молоко');
    expect(puts).toHaveLength(0);
  });
});

describe('the product form (a product has updatedAt)', () => {
  const PRODUCT = '*/dashboard/v1/chief/products/5';
  const product: Product = {
    id: 5,
    uuid: 'p-5',
    type: 'product',
    name: 'Латте',
    article: 'LAT-1',
    categoryId: 3,
    category: { id: 3, name: 'Кофе' } as Product['category'],
    basePrice: 250,
    inStock: true,
    isActive: true,
    image: null,
    offersCount: 0,
    createdAt: '2025-01-01T10:00:00Z',
    description: '',
    sort: 1,
    images: [],
    properties: [],
    similar: [],
    kitItems: [],
    updatedAt: '2026-11-25T10:00:00.000Z',
  };
  const categories = [
    { id: 3, name: 'Кофе', parentId: null },
    { id: 4, name: 'Чай', parentId: null },
  ];
  beforeEach(() => mockNavigation.reset('/catalog/products/5'));

  function productUpstream(current: Product) {
    const puts: unknown[] = [];
    server.use(
      http.get(PRODUCT, () => HttpResponse.json({ data: current })),
      http.put(PRODUCT, async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return HttpResponse.json({ data: { ...current, ...(body as object), updatedAt: '2026-11-25T12:00:00.000Z' } });
      }),
    );
    return puts;
  }

  it('a newer version with another category and price: the dialog names them as the form shows them', async () => {
    const user = userEvent.setup();
    const puts = productUpstream({ ...product, categoryId: 4, basePrice: 300, updatedAt: '2026-11-25T11:00:00.000Z' });
    renderScreen(<ProductForm product={product} type="product" categories={categories} />);
    await user.clear(screen.getByLabelText('Наименование'));
    await user.type(screen.getByLabelText('Наименование'), 'Латте большой');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные изменились' });
    expect(within(dialog).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ПолеСейчас сохраненоВаше значение',
      // Typed here only: listed too, so «Загрузить новые данные» loses nothing unseen.
      'НаименованиеЛаттеЛатте большой',
      'КатегорияЧай (изменено)Кофе',
      'Базовая цена, ₽300 (изменено)250',
    ]);
    expect(puts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить мои изменения' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ name: 'Латте большой', categoryId: 3, basePrice: 250 });
  });

  it('a newer version that changed nothing this form edits is no conflict', async () => {
    const user = userEvent.setup();
    const puts = productUpstream({ ...product, offersCount: 2, updatedAt: '2026-11-25T11:00:00.000Z' });
    renderScreen(<ProductForm product={product} type="product" categories={categories} />);
    await user.type(screen.getByLabelText('Артикул'), '-B');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Данные изменились' })).not.toBeInTheDocument();
  });
});

describe('a company text section (its editor does not use the form hook: the same module and dialog)', () => {
  const SECTION = '*/dashboard/v1/chief/about/5';
  // ProseMirror measures the selection to scroll it into view; jsdom has no layout.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect ??= () => rect;
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;

  function sectionUpstream(content: string) {
    const puts: { content?: string }[] = [];
    const section = { id: 5, title: 'О нас', type: 'html_text', isActive: true, sort: 0 };
    server.use(
      http.get(SECTION, () => HttpResponse.json({ data: { ...section, content } })),
      http.put(SECTION, async ({ request }) => {
        const body = (await request.json()) as { content: string };
        puts.push(body);
        return HttpResponse.json({ data: { ...section, content: body.content } });
      }),
    );
    return puts;
  }

  async function editAndSave(user: ReturnType<typeof userEvent.setup>) {
    renderScreen(<RichTextSection sectionId={5} content="<p>Было</p>" editorId="editor" />);
    const textbox = screen.getByRole('textbox', { name: 'Текст раздела' });
    act(() => {
      (textbox as HTMLElement & { editor: Editor }).editor.commands.setContent('<p>Моё</p>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    return textbox;
  }

  it('another user’s text: the dialog, then «Загрузить новые данные» shows it and sends nothing', async () => {
    const user = userEvent.setup();
    const puts = sectionUpstream('<p>Их текст</p>');
    const textbox = await editAndSave(user);
    const dialog = await screen.findByRole('dialog', { name: 'Данные изменились' });
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('Текст разделаИх текст (изменено)Моё');
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить новые данные' }));
    expect(textbox.innerHTML).toBe('<p>Их текст</p>');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
    expect(puts).toHaveLength(0);
  });

  it('«Сохранить мои изменения» saves the typed text', async () => {
    const user = userEvent.setup();
    const puts = sectionUpstream('<p>Их текст</p>');
    await editAndSave(user);
    const dialog = await screen.findByRole('dialog', { name: 'Данные изменились' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить мои изменения' }));
    expect(await screen.findByText('Текст раздела сохранён')).toBeInTheDocument();
    expect(puts).toEqual([{ content: '<p>Моё</p>' }]);
  });
});
