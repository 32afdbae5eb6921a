import { clampPage, paginationWindow } from '@/lib/lists/pagination';

/** Every page of 1..12 pages: '…' is the ellipsis. */
const table: Array<[number, Array<[number, string]>]> = [
  [1, [[1, '1']]],
  [2, [[1, '1 2'], [2, '1 2']]],
  [3, [[1, '1 2 3'], [2, '1 2 3'], [3, '1 2 3']]],
  [4, [[1, '1 2 3 4'], [2, '1 2 3 4'], [3, '1 2 3 4'], [4, '1 2 3 4']]],
  [5, [[1, '1 2 3 4 5'], [2, '1 2 3 4 5'], [3, '1 2 3 4 5'], [4, '1 2 3 4 5'], [5, '1 2 3 4 5']]],
  [6, [[1, '1 2 … 5 6'], [2, '2 3 4 5 6'], [3, '2 3 4 5 6'], [4, '2 3 4 5 6'], [5, '2 3 4 5 6'], [6, '2 3 4 5 6']]],
  [7, [[1, '1 2 … 6 7'], [2, '2 3 … 6 7'], [3, '3 4 5 6 7'], [4, '3 4 5 6 7'], [5, '3 4 5 6 7'], [6, '3 4 5 6 7'], [7, '3 4 5 6 7']]],
  [8, [[1, '1 2 … 7 8'], [2, '2 3 … 7 8'], [3, '3 4 … 7 8'], [4, '4 5 6 7 8'], [5, '4 5 6 7 8'], [6, '4 5 6 7 8'], [7, '4 5 6 7 8'], [8, '4 5 6 7 8']]],
  [9, [[1, '1 2 … 8 9'], [2, '2 3 … 8 9'], [3, '3 4 … 8 9'], [4, '4 5 … 8 9'], [5, '5 6 7 8 9'], [6, '5 6 7 8 9'], [7, '5 6 7 8 9'], [8, '5 6 7 8 9'], [9, '5 6 7 8 9']]],
  [10, [[1, '1 2 … 9 10'], [2, '2 3 … 9 10'], [3, '3 4 … 9 10'], [4, '4 5 … 9 10'], [5, '5 6 … 9 10'], [6, '6 7 8 9 10'], [7, '6 7 8 9 10'], [8, '6 7 8 9 10'], [9, '6 7 8 9 10'], [10, '6 7 8 9 10']]],
  [11, [[1, '1 2 … 10 11'], [2, '2 3 … 10 11'], [3, '3 4 … 10 11'], [4, '4 5 … 10 11'], [5, '5 6 … 10 11'], [6, '6 7 … 10 11'], [7, '7 8 9 10 11'], [8, '7 8 9 10 11'], [9, '7 8 9 10 11'], [10, '7 8 9 10 11'], [11, '7 8 9 10 11']]],
  [12, [[1, '1 2 … 11 12'], [2, '2 3 … 11 12'], [3, '3 4 … 11 12'], [4, '4 5 … 11 12'], [5, '5 6 … 11 12'], [6, '6 7 … 11 12'], [7, '7 8 … 11 12'], [8, '8 9 10 11 12'], [9, '8 9 10 11 12'], [10, '8 9 10 11 12'], [11, '8 9 10 11 12'], [12, '8 9 10 11 12']]],
];

const cases = table.flatMap(([total, rows]) => rows.map(([current, expected]) => [total, current, expected] as const));

describe('paginationWindow', () => {
  it.each(cases)('%i pages, current %i → %s', (total, current, expected) => {
    const shown = paginationWindow(current, total).map((item) => (item === 'ellipsis' ? '…' : String(item)));
    expect(shown.join(' ')).toBe(expected);
  });

  it('covers every page count from 1 to 12 and every current page', () => {
    expect(cases).toHaveLength((12 * 13) / 2);
  });

  it('never hides fewer than two pages behind the ellipsis', () => {
    for (const [total, current] of cases) {
      const items = paginationWindow(current, total);
      const at = items.indexOf('ellipsis');
      if (at === -1) continue;
      expect((items[at + 1] as number) - (items[at - 1] as number) - 1).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows nothing without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, -3)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 12)).toEqual([1, 2, 'ellipsis', 11, 12]);
    expect(paginationWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(3.7, 12)).toEqual([3, 4, 'ellipsis', 11, 12]);
  });

  it('works far beyond twelve pages', () => {
    expect(paginationWindow(50, 100)).toEqual([50, 51, 'ellipsis', 99, 100]);
    expect(paginationWindow(96, 100)).toEqual([96, 97, 98, 99, 100]);
    expect(paginationWindow(95, 100)).toEqual([95, 96, 'ellipsis', 99, 100]);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [6, 5, 5],
    [3, 5, 3],
    [Number.NaN, 5, 1],
    [2, 0, 1],
  ])('clampPage(%p, %p) = %p', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});
