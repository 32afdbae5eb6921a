import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddItemPopup } from '@/components/orders/add-item-popup';
import { StatusBadge } from '@/components/orders/status-badge';
import type { Order } from '@/lib/orders/api';
import { renderScreen, server } from '../harness';

// Whole forms with a debounced search: more than the 5 s default on a busy 2-core machine.
jest.setTimeout(15_000);

const PRODUCTS = '*/dashboard/v1/chief/products/list';
const OFFERS = '*/dashboard/v1/chief/products/offer-list';
const ADD = '*/dashboard/v1/chief/market/orders/7/item';

describe('StatusBadge', () => {
  it('shows the status colour, falls back to the code default, and picks readable text', () => {
    const { rerender } = render(<StatusBadge status={{ name: 'Ждёт оплаты', code: 'new', color: '#FFEB3B' }} />);
    let badge = screen.getByText('Ждёт оплаты');
    expect(badge).toHaveStyle({ backgroundColor: '#ffeb3b', color: '#000000' });
    rerender(<StatusBadge status={{ name: 'Новый', code: 'new', color: null }} />);
    badge = screen.getByText('Новый');
    expect(badge).toHaveAttribute('data-color', '#2558d6');
    expect(badge).toHaveStyle({ color: '#ffffff' });
    rerender(<StatusBadge status={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

function renderPopup(onSaved = jest.fn()) {
  renderScreen(
    <AddItemPopup orderId={7} onClose={jest.fn()} onSaved={onSaved} />,
  );
  return { onSaved, dialog: screen.getByRole('dialog', { name: 'Новая позиция' }) };
}

describe('AddItemPopup catalogue picker', () => {
  it('searches products and offers, moves with the arrows, prefills on Enter and links the offer', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    let added: unknown = null;
    server.use(
      http.get(PRODUCTS, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({ data: [{ id: 3, uuid: 'u3', name: 'Капучино', basePrice: 220, type: 'product', inStock: true }] });
      }),
      http.get(OFFERS, () =>
        HttpResponse.json({ data: [{ id: 11, name: 'Капучино, 350 мл', productId: 3, price: 264, quantity: 0 }] }),
      ),
      http.post(ADD, async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ data: { id: 7 } as Order }, { status: 201 });
      }),
    );
    const { dialog, onSaved } = renderPopup();
    const combo = within(dialog).getByRole('combobox', { name: 'Товар из каталога' });
    expect(combo).toHaveFocus();
    await user.type(combo, 'капу');
    const list = await within(dialog).findByRole('listbox', { name: 'Товары и предложения' }, { timeout: 4000 });
    // Typing is debounced: one search for the whole word.
    expect(searches).toEqual(['капу']);
    expect(within(list).getByRole('group', { name: 'Товары' })).toBeInTheDocument();
    const offer = within(list).getByRole('option', { name: /Капучино, 350 мл/ });
    expect(offer).toHaveTextContent('264 ₽');
    expect(offer).toHaveTextContent('Нет в наличии');
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', offer.id);
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Наименование')).toHaveValue('Капучино, 350 мл');
    expect(within(dialog).getByLabelText('Цена, ₽')).toHaveValue('264');
    expect(within(dialog).getByLabelText('Количество')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Количество')).toHaveFocus();
    expect(within(dialog).getByTestId('picked-line')).toHaveTextContent('Из каталога: Капучино, 350 мл · Нет в наличии');

    await user.keyboard('2{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 4000 });
    expect(added).toEqual({ name: 'Капучино, 350 мл', price: 264, quantity: 2, productId: 3, offerId: 11 });
  });

  it('shows the empty and error states in Russian, retries, and keeps typing by hand as a fallback', async () => {
    const user = userEvent.setup();
    let fail = true;
    let added: unknown = null;
    server.use(
      http.get(PRODUCTS, () =>
        fail ? HttpResponse.json({ error: 'Сервис каталога недоступен' }, { status: 503 }) : HttpResponse.json({ data: [] }),
      ),
      http.get(OFFERS, () => HttpResponse.json({ data: [] })),
      http.post(ADD, async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ data: { id: 7 } as Order }, { status: 201 });
      }),
    );
    const { dialog } = renderPopup();
    const combo = within(dialog).getByRole('combobox', { name: 'Товар из каталога' });
    await user.type(combo, 'эклер');
    expect(await within(dialog).findByText('Сервис каталога недоступен', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Повторить поиск' }));
    expect(await within(dialog).findByText(/Ничего не найдено/, {}, { timeout: 4000 })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ввести вручную' }));
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Наименование')).toHaveFocus();
    await user.keyboard('Эклер');
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(added).toEqual({ name: 'Эклер', price: 150, quantity: 1 }), { timeout: 4000 });
  });
});

describe('AddItemPopup typed values', () => {
  function renderWithClose() {
    const onClose = jest.fn();
    renderScreen(
      <AddItemPopup orderId={7} onClose={onClose} onSaved={jest.fn()} />,
    );
    return { onClose, dialog: screen.getByRole('dialog', { name: 'Новая позиция' }) };
  }

  it('reads the price with its kopecks and refuses what is not a sum, instead of stripping it to digits', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    server.use(
      http.post(ADD, async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ data: { id: 7 } as Order }, { status: 201 });
      }),
    );
    const { dialog } = renderWithClose();
    await user.click(within(dialog).getByRole('button', { name: 'Ввести вручную' }));
    await user.type(within(dialog).getByLabelText('Наименование'), 'Эклер');
    const price = within(dialog).getByLabelText('Цена, ₽');
    const quantity = within(dialog).getByLabelText('Количество');
    for (const [typed, message] of [
      ['-5', 'Поле "Цена" не может быть отрицательным'],
      ['1e3', 'Поле "Цена" должно содержать сумму в рублях, например 1 990,50'],
      ['0', 'Цена должна быть больше нуля'],
    ] as const) {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.clear(price);
    await user.type(price, '1 990,50');
    await user.clear(quantity);
    await user.type(quantity, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Количество должно быть целым числом от 1 до 99')).toBeInTheDocument();
    expect(added).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(added).toEqual([{ name: 'Эклер', price: 1990.5, quantity: 2 }]));
  });

  it('prefills a picked price with its kopecks', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(PRODUCTS, () => HttpResponse.json({ data: [] })),
      http.get(OFFERS, () => HttpResponse.json({ data: [{ id: 11, name: 'Капучино, 350 мл', productId: 3, price: 264.5, quantity: 4 }] })),
    );
    const { dialog } = renderWithClose();
    await user.type(within(dialog).getByRole('combobox', { name: 'Товар из каталога' }), 'капу');
    await user.click(await within(dialog).findByRole('option', { name: /Капучино, 350 мл/ }, { timeout: 4000 }));
    expect(within(dialog).getByLabelText('Цена, ₽')).toHaveValue('264,50');
  });

  it('asks before closing with typed values, and closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    let { onClose, dialog } = renderWithClose();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Подтвердите действие' })).not.toBeInTheDocument();

    cleanup();
    ({ onClose, dialog } = renderWithClose());
    await user.click(within(dialog).getByRole('button', { name: 'Ввести вручную' }));
    await user.type(within(dialog).getByLabelText('Наименование'), 'Эклер');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(question).toHaveTextContent('Есть несохранённые изменения. Закрыть окно без сохранения?');
    await user.click(within(question).getByRole('button', { name: 'Продолжить редактирование' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Наименование')).toHaveValue('Эклер');

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Закрыть без сохранения' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
