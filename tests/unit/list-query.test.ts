import {
  applyFilters,
  clearListQuery,
  cleanFilters,
  DEFAULT_PER_PAGE,
  digitsOnly,
  filterValue,
  joinList,
  listQueryHref,
  parseListQuery,
  serializeListQuery,
  splitList,
  stripSpaces,
  toApiQuery,
  validateDateRange,
  withFilters,
  withPage,
  withPerPage,
  withSearch,
  withSort,
  type ListQuery,
} from '@/lib/lists/query';

const base: ListQuery = { page: 4, perPage: 30, sort: 'name', search: 'чай', filters: { active: 'true', status: '1,2' } };

describe('parseListQuery', () => {
  it('defaults to page 1 and 15 per page', () => {
    expect(parseListQuery(new URLSearchParams())).toEqual({ page: 1, perPage: 15, filters: {} });
    expect(DEFAULT_PER_PAGE).toBe(15);
  });

  it('reads page, perPage, sort, search and every other field as a filter', () => {
    const query = parseListQuery(
      new URLSearchParams('page=3&perPage=30&sort=-created&search=%D1%87%D0%B0%D0%B9&active=false&parentId=7&byOrder=0&basePriceFrom=5000'),
    );
    expect(query).toEqual({
      page: 3,
      perPage: 30,
      sort: '-created',
      search: 'чай',
      filters: { active: 'false', parentId: '7', byOrder: '0', basePriceFrom: '5000' },
    });
  });

  it('falls back to the defaults for malformed numbers and caps the page size', () => {
    expect(parseListQuery(new URLSearchParams('page=0&perPage=abc'))).toMatchObject({ page: 1, perPage: 15 });
    expect(parseListQuery(new URLSearchParams('page=-2&perPage=1.5'))).toMatchObject({ page: 1, perPage: 15 });
    expect(parseListQuery(new URLSearchParams('perPage=5000'))).toMatchObject({ perPage: 100 });
  });

  it('drops empty values but keeps false and 0', () => {
    const query = parseListQuery(new URLSearchParams('search=&user=&active=false&byOrder=0&minTotal=%20'));
    expect(query.filters).toEqual({ active: 'false', byOrder: '0' });
    expect(query.search).toBeUndefined();
  });

  it("reads a page's searchParams record, joining repeated values", () => {
    expect(parseListQuery({ page: '2', status: ['1', '3'], user: undefined })).toEqual({
      page: 2,
      perPage: 15,
      filters: { status: '1,3' },
    });
  });

  it('with filterKeys, ignores parameters that are not list fields', () => {
    const query = parseListQuery(new URLSearchParams('tab=kits&active=true&page=2'), { filterKeys: ['active'] });
    expect(query).toEqual({ page: 2, perPage: 15, filters: { active: 'true' } });
  });
});

describe('serialising', () => {
  it('leaves the defaults out of the URL', () => {
    expect(serializeListQuery({ page: 1, perPage: 15, filters: {} }).toString()).toBe('');
    expect(serializeListQuery(base).toString()).toBe('page=4&perPage=30&sort=name&search=%D1%87%D0%B0%D0%B9&active=true&status=1%2C2');
  });

  it('round-trips through the URL', () => {
    expect(parseListQuery(serializeListQuery(base))).toEqual(base);
  });

  it('builds an address, keeping foreign parameters when the filter keys are known', () => {
    const query = { page: 2, perPage: 15, filters: { active: 'true' } };
    expect(listQueryHref('/shops', { page: 1, perPage: 15, filters: {} })).toBe('/shops');
    expect(listQueryHref('/shops', query)).toBe('/shops?page=2&active=true');
    expect(
      listQueryHref('/catalog', query, { current: new URLSearchParams('tab=kits&active=false&page=9'), filterKeys: ['active'] }),
    ).toBe('/catalog?tab=kits&page=2&active=true');
  });
});

describe('toApiQuery', () => {
  it('always sends page and perPage', () => {
    expect(toApiQuery({ page: 1, perPage: 15, filters: {} })).toEqual({ page: '1', perPage: '15' });
  });

  it('sends the order filter of §3 with totals stripped of spaces', () => {
    const query = withFilters(
      { page: 1, perPage: 15, filters: {} },
      { status: [3, 5], user: 12, minTotal: '12 000', maxTotal: '1\u00a0500 000', dateFrom: '2024-03-01', dateTo: '' },
    );
    expect(toApiQuery(withSearch(query, ' Иванов '))).toEqual({
      page: '1',
      perPage: '15',
      search: 'Иванов',
      status: '3,5',
      user: '12',
      minTotal: '12000',
      maxTotal: '1500000',
      dateFrom: '2024-03-01',
    });
  });

  it('drops empty values other than false and 0', () => {
    expect(
      toApiQuery({ page: 2, perPage: 15, filters: { active: 'false', byOrder: '0', parentId: '', user: '  ' } }),
    ).toEqual({ page: '2', perPage: '15', active: 'false', byOrder: '0' });
  });
});

describe('filter values', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    [[], undefined],
    [Number.NaN, undefined],
    [false, 'false'],
    [true, 'true'],
    ['0', '0'],
    [0, '0'],
    [' x ', 'x'],
    [['1', '', 2], '1,2'],
  ])('%p → %p', (input, expected) => {
    expect(filterValue(input as never)).toBe(expected);
  });

  it('cleans a filter set', () => {
    expect(cleanFilters({ a: '', b: false, c: '0', d: null, minTotal: '1 000' })).toEqual({
      b: 'false',
      c: '0',
      minTotal: '1000',
    });
  });

  it('keeps only digits in numeric inputs and removes spaces from totals', () => {
    expect(digitsOnly('12 000 ₽ a-5')).toBe('120005');
    expect(stripSpaces('12 000\u00a0500')).toBe('12000500');
  });

  it('joins and splits the status list', () => {
    expect(joinList([1, '2', ' '])).toBe('1,2');
    expect(splitList('1,2,')).toEqual(['1', '2']);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe('state changes', () => {
  it('a filter change goes back to page 1 and keeps the other filters', () => {
    expect(withFilters(base, { parentId: 5, active: null })).toEqual({
      ...base,
      page: 1,
      filters: { status: '1,2', parentId: '5' },
    });
  });

  it('search, sort and page size changes go back to page 1', () => {
    expect(withSearch(base, 'кофе')).toMatchObject({ page: 1, search: 'кофе' });
    expect(withSearch(base, '')).not.toHaveProperty('search');
    expect(withSort(base, 'price')).toMatchObject({ page: 1, sort: 'price' });
    expect(withSort(base, null)).not.toHaveProperty('sort');
    expect(withPerPage(base, 50)).toMatchObject({ page: 1, perPage: 50 });
  });

  it('a page change keeps everything else', () => {
    expect(withPage(base, 7)).toEqual({ ...base, page: 7 });
    expect(withPage(base, 0)).toEqual({ ...base, page: 1 });
  });

  it('applying a panel replaces the filters and the search, from page 1', () => {
    expect(applyFilters(base, { search: 'кофе', filters: { active: false, parentId: '' } })).toEqual({
      page: 1,
      perPage: 30,
      sort: 'name',
      search: 'кофе',
      filters: { active: 'false' },
    });
    expect(applyFilters(base, { filters: {} })).toEqual({ ...base, page: 1, filters: {} });
  });

  it('clearing resets page to 1 and perPage to 15 and keeps the sort', () => {
    expect(clearListQuery(base)).toEqual({ page: 1, perPage: 15, sort: 'name', filters: {} });
    expect(clearListQuery(base, { keepSearch: true })).toEqual({
      page: 1,
      perPage: 15,
      sort: 'name',
      search: 'чай',
      filters: {},
    });
  });
});

describe('validateDateRange', () => {
  it('accepts a range in order, one day, or an open end', () => {
    expect(validateDateRange('2024-03-01', '2024-03-31')).toEqual({});
    expect(validateDateRange(new Date(2024, 2, 5, 18), new Date(2024, 2, 5, 9))).toEqual({});
    expect(validateDateRange(null, '2024-03-31')).toEqual({});
    expect(validateDateRange(new Date(2024, 2, 1), undefined)).toEqual({});
  });

  it('rejects a from-date later than the to-date, on both fields', () => {
    expect(validateDateRange('2024-04-01', new Date(2024, 2, 31))).toEqual({
      dateFrom: 'Дата начала не может быть позже даты окончания',
      dateTo: 'Дата окончания не может быть раньше даты начала',
    });
  });
});
