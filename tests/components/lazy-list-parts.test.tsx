/**
 * The parts of a list that load on first use (the page-size select's list, the row menu, the
 * delete dialog, the filter fields) work on that first use, from the keyboard as well.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PageSizeSelect } from '@/components/list/page-size-select';
import { NewsList } from '@/components/news/news-list';
import { Select } from '@/components/ui/select';
import type { NewsItem } from '@/lib/news/api';
import listStyles from '@/components/list/list-rows.module.css';
import { tolerateFormElementsInFormData } from '../helpers/form-data';
import { mockNavigation, renderScreen, server } from '../harness';

const NEWS = '*/dashboard/v1/chief/news';
const pagination = { total: 1, totalPages: 1, currentPage: 1, perPage: 15 };
const article: NewsItem = {
  id: 7,
  title: 'Веранда открыта',
  shortText: 'С 10:00',
  text: 'Ждём',
  image: null,
  isPublished: true,
  publishedAt: '2026-11-01',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

tolerateFormElementsInFormData();
beforeEach(() => mockNavigation.reset('/news'));

/** The markup with React's generated ids replaced by their order of appearance. */
function normalizedHtml(element: HTMLElement): string {
  const ids = new Map<string, string>();
  return element.innerHTML.replace(/«[^»]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  });
}

describe('the page-size select', () => {
  it('is drawn closed in the HTML of the select', () => {
    const options = [15, 50, 100].map((size) => ({ id: size, name: String(size) }));
    const closed = render(<PageSizeSelect perPage={50} onChange={() => {}} />);
    const select = render(<Select className={listStyles.pageSize} label="Показывать по" options={options} value={50} onChange={() => {}} />);
    expect(normalizedHtml(closed.container)).toBe(normalizedHtml(select.container));
    expect(closed.container.querySelector('[role="combobox"]')).toHaveAttribute('aria-expanded', 'false');
  });

  // First in this file: the select's list is not loaded yet, the keys open it once it arrives.
  it('opens from the keyboard on first use, with focus and the keys of the select', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<PageSizeSelect perPage={15} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Показывать по' });
    const combobox = screen.getByRole('combobox', { name: 'Показывать по' });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['15', '50', '100']);
    expect(combobox).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: '15' }).id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(50);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveFocus();
  });

  it('opens on a click and closes on Escape', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<PageSizeSelect perPage={50} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Показывать по' }));
    const listbox = await screen.findByRole('listbox', { name: 'Показывать по' });
    expect(within(listbox).getByRole('option', { name: '50' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Показывать по' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Показывать по' }));
    await user.click(screen.getByRole('option', { name: '100' }));
    expect(onChange).toHaveBeenCalledWith(100);
  });
});

describe("a list's row menu, delete dialog and filter fields", () => {
  it("opens the row menu from the keyboard on first use and asks before deleting", async () => {
    const user = userEvent.setup();
    let deleted = false;
    server.use(http.delete(`${NEWS}/7`, () => ((deleted = true), HttpResponse.json({ data: null }))));
    renderScreen(<NewsList items={[article]} pagination={pagination} error={null} />);
    const menuButton = screen.getByRole('button', { name: 'Действия: «Веранда открыта»' });
    menuButton.focus();
    await user.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu', { name: 'Действия: «Веранда открыта»' });
    expect(within(menu).getByRole('menuitem', { name: 'Удалить' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(menu).getByRole('menuitem', { name: 'Изменить' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите действие' });
    expect(dialog).toHaveTextContent('Вы действительно хотите удалить новость «Веранда открыта»?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Удалить новость «Веранда открыта»' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Новость удалена')).toBeInTheDocument();
  });

  it('shows the filter fields in the panel and takes the keyboard there', async () => {
    const user = userEvent.setup();
    renderScreen(<NewsList items={[article]} pagination={pagination} error={null} />);
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const group = await screen.findByRole('radiogroup', { name: 'Опубликована' });
    await user.click(within(group).getByRole('radio', { name: 'Да' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Нет' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(mockNavigation.router.push).toHaveBeenCalledWith('/news?published=false', { scroll: false });
  });
});
