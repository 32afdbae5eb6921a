import { screen, within } from '@testing-library/react';
import { ActivityList } from '@/components/activity/activity-list';
import type { ActivityEntry } from '@/lib/audit/entry';
import { settleLazy } from '../helpers/lazy';
import { mockNavigation, renderScreen } from '../harness';

beforeEach(() => mockNavigation.reset('/activity'));

const entry = (id: number, extra: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-12-05T09:30:00.000Z',
  userName: 'Анна Смирнова',
  role: 'chief',
  tenant: 'company:1',
  method: 'PUT',
  path: 'banners/12',
  resourceType: 'banners',
  resourceId: '12',
  label: 'Баннер «Осень»',
  fields: '{"title":"Осень","category_id":4,"is_active":false}',
  status: 200,
  error: null,
  ...extra,
});

const pagination = { total: 2, totalPages: 1, currentPage: 1, perPage: 20 };

describe('ActivityList (issue 47)', () => {
  it('shows the fields by their Russian labels, not the raw keys', async () => {
    renderScreen(
      <ActivityList
        entries={[entry(1, {}), entry(2, { method: 'POST', path: 'banners', resourceId: null, label: 'Баннер', fields: '{"parts":["title","categoryId","isActive","image"]}' })]}
        pagination={pagination}
        error={null}
        users={['Анна Смирнова']}
      />,
    );
    await settleLazy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: 'Наименование: Осень, Категория товара: 4, Активность: нет' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Наименование, Категория товара, Активность, Фото' })).toBeInTheDocument();
    expect(screen.queryByText(/is_active|category_id|parts/)).not.toBeInTheDocument();
  });

  it('is a card list on a phone, as the other lists: the record is the card\'s title, every other cell says its column', async () => {
    renderScreen(<ActivityList entries={[entry(1, {})]} pagination={pagination} error={null} users={[]} companies={[{ id: 'company:1', name: 'Кофейня «Утро»' }]} />);
    await settleLazy();
    const table = screen.getByRole('table');
    expect(table.className).toContain('cards');
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    const title = cells.filter((cell) => cell.dataset.card === 'title');
    expect(title.map((cell) => cell.textContent)).toEqual(['Баннер «Осень»Баннер']);
    expect(cells.filter((cell) => cell.dataset.card !== 'title').map((cell) => cell.dataset.label)).toEqual([
      'Дата',
      'Пользователь',
      'Компания',
      'Действие',
      'Поля',
      'Результат',
    ]);
  });
});
