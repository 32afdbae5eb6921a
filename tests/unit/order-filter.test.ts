import { parseListQuery } from '@/lib/lists/query';
import {
  buildOrderFilterQuery,
  EMPTY_ORDER_FILTER,
  isOrderFilterValid,
  ORDER_FILTER_KEYS,
  orderChips,
  orderFilterFromQuery,
  orderListApiQuery,
  totalFieldText,
  validateOrderFilter,
} from '@/lib/orders/filter';

describe('buildOrderFilterQuery (§3 order filter)', () => {
  it('sends every field: search, comma-joined statuses, client, bare totals, yyyy-MM-dd dates', () => {
    expect(
      buildOrderFilterQuery({
        search: ' Иванова ',
        status: [1, '5', 12],
        user: 42,
        minTotal: '12 000',
        maxTotal: '1\u00a0500\u202f000',
        dateFrom: new Date(2024, 2, 1, 23, 59),
        dateTo: '2024-03-31',
      }),
    ).toEqual({
      search: 'Иванова',
      status: '1,5,12',
      user: '42',
      minTotal: '12000',
      maxTotal: '1500000',
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
    });
  });

  it('drops empty values', () => {
    expect(buildOrderFilterQuery(EMPTY_ORDER_FILTER)).toEqual({});
    expect(
      buildOrderFilterQuery({ search: '  ', status: ['', ' '], user: null, minTotal: ' ', maxTotal: '', dateFrom: undefined, dateTo: null }),
    ).toEqual({});
    expect(buildOrderFilterQuery({})).toEqual({});
  });

  it("keeps '0' (§5: only empty values other than false or '0' are dropped)", () => {
    expect(buildOrderFilterQuery({ minTotal: '0', user: 0 })).toEqual({ minTotal: '0', user: '0' });
  });

  it('joins one status without a comma and keeps the chosen order', () => {
    expect(buildOrderFilterQuery({ status: ['3'] })).toEqual({ status: '3' });
    expect(buildOrderFilterQuery({ status: [6, 1] })).toEqual({ status: '6,1' });
  });

  it('removes every kind of space from totals, grouped or not', () => {
    expect(buildOrderFilterQuery({ minTotal: ' 1 000 ', maxTotal: '25\u00a0000' })).toEqual({ minTotal: '1000', maxTotal: '25000' });
  });

  it('reads totals with the forms\' money layer: kopecks stay kopecks, not hundreds of roubles (issue 47)', () => {
    expect(buildOrderFilterQuery({ minTotal: '1 990,50', maxTotal: '2000.5' })).toEqual({ minTotal: '1990.50', maxTotal: '2000.50' });
    expect(buildOrderFilterQuery({ minTotal: '1 990,50 ₽' })).toEqual({ minTotal: '1990.50' });
    expect(buildOrderFilterQuery({ minTotal: '0,05' })).toEqual({ minTotal: '0.05' });
  });

  it('never sends a total the money layer refuses: a negative one is not made positive', () => {
    expect(buildOrderFilterQuery({ minTotal: '-5', maxTotal: '1,990.50' })).toEqual({});
    expect(buildOrderFilterQuery({ minTotal: '12a000' })).toEqual({});
  });

  it('formats dates as yyyy-MM-dd whatever they come as, and drops invalid ones', () => {
    expect(buildOrderFilterQuery({ dateFrom: new Date(2025, 0, 5), dateTo: new Date(2025, 11, 31, 0, 0) })).toEqual({
      dateFrom: '2025-01-05',
      dateTo: '2025-12-31',
    });
    expect(buildOrderFilterQuery({ dateFrom: '2025-02-30T10:00:00', dateTo: 'вчера' })).toEqual({});
    expect(buildOrderFilterQuery({ dateFrom: new Date(Number.NaN) })).toEqual({});
  });
});

describe('the filter in the URL', () => {
  it('reads the panel values back from the list query', () => {
    const query = parseListQuery(
      new URLSearchParams('status=1,5&user=42&minTotal=12000&maxTotal=abc&dateFrom=2024-03-01&dateTo=bad&tab=x'),
      { filterKeys: ORDER_FILTER_KEYS },
    );
    const values = orderFilterFromQuery(query);
    expect(values).toMatchObject({ status: ['1', '5'], user: '42', minTotal: '12 000', maxTotal: '' });
    expect(orderFilterFromQuery(parseListQuery(new URLSearchParams('minTotal=1990.50&maxTotal=-5'), { filterKeys: ORDER_FILTER_KEYS }))).toMatchObject({
      minTotal: '1 990,50',
      maxTotal: '',
    });
    expect(values.dateFrom).toEqual(new Date(2024, 2, 1));
    expect(values.dateTo).toBeNull();
  });

  it('round-trips: what the panel applies is what a reload reads', () => {
    const applied = buildOrderFilterQuery({ status: [2, 4], user: 7, minTotal: '1 990,5', maxTotal: '10 000', dateFrom: '2024-01-01', dateTo: '2024-02-01' });
    expect(applied).toMatchObject({ minTotal: '1990.50', maxTotal: '10000' });
    const reread = orderFilterFromQuery(parseListQuery(new URLSearchParams(applied), { filterKeys: ORDER_FILTER_KEYS }));
    expect(buildOrderFilterQuery(reread)).toEqual(applied);
    expect(reread).toMatchObject({ minTotal: '1 990,50', maxTotal: '10 000' });
  });

  it('the chip shows the amount that is sent', () => {
    const query = parseListQuery(new URLSearchParams('minTotal=1990.50&maxTotal=20000'), { filterKeys: ORDER_FILTER_KEYS });
    expect(orderChips(query, [], []).map((chip) => `${chip.label}: ${chip.value}`)).toEqual(['Сумма от: 1 990,50 ₽', 'Сумма до: 20 000 ₽']);
    expect(orderListApiQuery(query)).toMatchObject({ minTotal: '1990.50', maxTotal: '20000' });
  });

  it('builds the list call: page, page size and sort, then the normalised filter', () => {
    const query = parseListQuery(
      new URLSearchParams('page=3&sort=-total&search=%20кофе&status=1,x,5&user=abc&minTotal=1%20000&dateFrom=2024-03-01'),
      { filterKeys: ORDER_FILTER_KEYS },
    );
    expect(orderListApiQuery(query)).toEqual({
      page: '3',
      perPage: '15',
      sort: '-total',
      search: 'кофе',
      status: '1,5',
      minTotal: '1000',
      dateFrom: '2024-03-01',
    });
  });
});

describe('typing and checking the filter', () => {
  it('shows a typed total as the money layer reads it once the field is left; unreadable text stays for its message', () => {
    expect(totalFieldText('12000')).toBe('12 000');
    expect(totalFieldText('1990,5')).toBe('1 990,50');
    expect(totalFieldText('0')).toBe('0');
    expect(totalFieldText('-5')).toBe('-5');
    expect(totalFieldText('12a000')).toBe('12a000');
    expect(totalFieldText('')).toBe('');
  });

  it('refuses a negative or unreadable total with the money layer\'s message', () => {
    expect(validateOrderFilter({ ...EMPTY_ORDER_FILTER, minTotal: '-5' })).toEqual({ minTotal: 'Поле "Сумма от" не может быть отрицательным' });
    expect(validateOrderFilter({ ...EMPTY_ORDER_FILTER, maxTotal: '1.990,50' })).toEqual({
      maxTotal: 'Поле "Сумма до" должно содержать сумму в рублях, например 1 990,50',
    });
    expect(isOrderFilterValid({ ...EMPTY_ORDER_FILTER, minTotal: '-5' })).toBe(false);
    expect(isOrderFilterValid({ ...EMPTY_ORDER_FILTER, minTotal: '0', maxTotal: '1 990,50' })).toBe(true);
  });

  it('refuses a reversed period on both fields and a reversed total range', () => {
    const draft = { ...EMPTY_ORDER_FILTER, dateFrom: new Date(2024, 2, 10), dateTo: new Date(2024, 2, 1) };
    expect(validateOrderFilter(draft)).toEqual({
      dateFrom: 'Дата начала не может быть позже даты окончания',
      dateTo: 'Дата окончания не может быть раньше даты начала',
    });
    expect(isOrderFilterValid(draft)).toBe(false);
    expect(validateOrderFilter({ ...EMPTY_ORDER_FILTER, minTotal: '12 000', maxTotal: '9 000' })).toEqual({
      maxTotal: 'Сумма «до» не может быть меньше суммы «от»',
    });
  });

  it('accepts one day, an open end and equal totals', () => {
    expect(isOrderFilterValid({ ...EMPTY_ORDER_FILTER, dateFrom: new Date(2024, 2, 1, 18), dateTo: new Date(2024, 2, 1, 9) })).toBe(true);
    expect(isOrderFilterValid({ ...EMPTY_ORDER_FILTER, dateFrom: new Date(2024, 2, 1) })).toBe(true);
    expect(isOrderFilterValid({ ...EMPTY_ORDER_FILTER, minTotal: '5 000', maxTotal: '5000' })).toBe(true);
    expect(isOrderFilterValid({ ...EMPTY_ORDER_FILTER, minTotal: '5 000,50', maxTotal: '5000,49' })).toBe(false);
  });
});
