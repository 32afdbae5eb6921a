import { categoryChips, productChips } from '@/lib/catalog/filters';
import { companyChips } from '@/lib/admin/filters';
import { chipText, searchChip, withoutChip, yesNoChip, type FilterChip } from '@/lib/lists/filter-chips';
import { EMPTY_LIST_QUERY, parseListQuery, type ListQuery } from '@/lib/lists/query';
import { nextSort, sortDirection } from '@/lib/lists/sort';
import { orderChips } from '@/lib/orders/filter';

const query = (search: string): ListQuery => parseListQuery(new URLSearchParams(search));
const texts = (chips: FilterChip[]) => chips.map(chipText);

describe('column sort', () => {
  it('cycles ascending → descending → the list’s own order', () => {
    expect(nextSort(undefined, 'total')).toBe('total');
    expect(nextSort('total', 'total')).toBe('-total');
    expect(nextSort('-total', 'total')).toBeNull();
  });

  it('starts another column ascending', () => {
    expect(nextSort('-created_at', 'total')).toBe('total');
    expect(nextSort('total', 'created_at')).toBe('created_at');
  });

  it('tells aria-sort per column', () => {
    expect(sortDirection('total', 'total')).toBe('ascending');
    expect(sortDirection('-total', 'total')).toBe('descending');
    expect(sortDirection('-total', 'created_at')).toBe('none');
    expect(sortDirection(undefined, 'total')).toBe('none');
    // A field is matched whole, not by its prefix.
    expect(sortDirection('total_paid', 'total')).toBe('none');
  });
});

describe('filter chips', () => {
  it('shows the search in quotes and removes it from page 1, keeping the rest', () => {
    const q = query('search=мок&page=3&perPage=50&sort=-total&active=true');
    const chip = searchChip(q)!;
    expect(chipText(chip)).toBe('Поиск: «мок»');
    expect(withoutChip(q, chip)).toEqual({ page: 1, perPage: 50, sort: '-total', filters: { active: 'true' } });
    expect(searchChip(EMPTY_LIST_QUERY)).toBeNull();
  });

  it('removes only the keys of its filter', () => {
    const q = query('page=2&status=1,5&minTotal=1000&search=x');
    const [status] = orderChips(q, [{ id: 1, name: 'Новый' }], []);
    expect(withoutChip(q, status!)).toEqual({ page: 1, perPage: 15, search: 'x', filters: { minTotal: '1000' } });
  });

  it('describes the order filter with option names, money and dates', () => {
    const statuses = [
      { id: 1, name: 'Новый' },
      { id: 5, name: 'Выполнен' },
    ];
    const customers = [{ id: 7, name: 'Анна Смирнова' }];
    const q = query('status=1,5&user=7&minTotal=1000&maxTotal=25000&dateFrom=2026-11-01&dateTo=2026-11-24');
    expect(texts(orderChips(q, statuses, customers))).toEqual([
      'Статус: Новый, Выполнен',
      'Клиент: Анна Смирнова',
      'Сумма от: 1 000 ₽',
      'Сумма до: 25 000 ₽',
      'Период с: 01.11.2026',
      'Период по: 24.11.2026',
    ]);
    // An id the options do not know (a deleted client) still shows, as its id.
    expect(texts(orderChips(query('user=9'), statuses, customers))).toEqual(['Клиент: 9']);
    expect(orderChips(EMPTY_LIST_QUERY, statuses, customers)).toEqual([]);
  });

  it('describes the catalogue filters', () => {
    const categories = [{ id: 3, name: 'Кофе' }];
    expect(texts(productChips(query('parentId=3&active=false&byOrder=false&basePriceFrom=1000'), categories))).toEqual([
      'Категория: Кофе',
      'Активность: Нет',
      'Наличие: В наличии',
      'Базовая цена: От 1 000',
    ]);
    expect(texts(productChips(query('byOrder=true'), categories))).toEqual(['Наличие: Нет в наличии']);
    expect(texts(categoryChips(query('parentId=3&active=true'), categories))).toEqual(['Родительская категория: Кофе', 'Активность: Да']);
  });

  it('describes the admin companies filter and ignores values it cannot read', () => {
    expect(texts(companyChips(query('appState=published&active=true&dateFrom=2026-01-02')))).toEqual([
      'Статус приложения: Опубликовано',
      'Активность: Да',
      'Регистрация с: 02.01.2026',
    ]);
    expect(companyChips(query('appState=nonsense&active=maybe&dateTo=soon'))).toEqual([]);
  });

  it('shows a yes/no filter only when it is set', () => {
    expect(yesNoChip(query('published=false'), 'published', 'Опубликована')).toMatchObject({ value: 'Нет', keys: ['published'] });
    expect(yesNoChip(EMPTY_LIST_QUERY, 'published', 'Опубликована')).toBeNull();
  });
});
