import fc from 'fast-check';
import { format as dateFnsFormat } from 'date-fns';
import {
  formatDate,
  formatDateInput,
  formatDateSlashTime,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPhone,
  toApiDate,
  toDate,
} from '@/lib/format/format';
import { invalidDate, isInvalidDate, pickerDate } from '@/lib/format/dates';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [12000, '12 000'],
    [1234567, '1 234 567'],
    [-12000, '-12 000'],
    [1234.5, '1 234,5'],
    [1234.567, '1 234,57'],
    [1000.004, '1 000'],
    ['12000.00', '12 000'],
    ['1 500', '1 500'],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('groups with a plain space, not a no-break one', () => {
    expect(formatNumber(12000)).toBe('12\u0020000');
  });
});

describe('formatMoney', () => {
  it.each([
    [12000, '12 000 ₽'],
    [0, '0 ₽'],
    [99.5, '99,50 ₽'],
    ['1500.25', '1 500,25 ₽'],
    [null, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('dates', () => {
  const date = new Date(2024, 2, 5, 9, 7);

  it('formats the §9 forms', () => {
    expect(formatDate(date)).toBe('05.03.2024');
    expect(formatDateTime(date)).toBe('09:07 05.03.2024');
    expect(formatDateSlashTime(date)).toBe('05.03.2024 / 09:07');
    expect(toApiDate(date)).toBe('2024-03-05');
  });

  it('prints every pattern the screens use as date-fns did, and refuses a token it does not know', () => {
    const early = new Date(987, 0, 2, 0, 0);
    expect(formatDateInput(early, 'dd.MM.yyyy HH:mm')).toBe(dateFnsFormat(early, 'dd.MM.yyyy HH:mm'));
    for (const pattern of ['dd.MM.yyyy', 'HH:mm dd.MM.yyyy', 'dd.MM.yyyy / HH:mm', 'yyyy-MM-dd', 'dd.MM.yyyy HH:mm']) {
      expect(formatDateInput(date, pattern)).toBe(dateFnsFormat(date, pattern));
    }
    // date-fns would print the quarter here; a format nobody checked must not reach a screen.
    expect(() => formatDateInput(date, 'Q yyyy')).toThrow(RangeError);
  });

  it('prints any date as date-fns did, the year of the era included (year 0 is 1 BC) (property)', () => {
    const yearZero = new Date(2024, 2, 5);
    yearZero.setFullYear(0);
    expect(formatDateInput(yearZero, 'dd.MM.yyyy')).toBe('05.03.0001');
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.constantFrom('dd.MM.yyyy', 'HH:mm dd.MM.yyyy', 'yyyy-MM-dd'), (value, pattern) => {
        expect(formatDateInput(value, pattern)).toBe(dateFnsFormat(value, pattern));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads API strings and timestamps', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDateTime('2024-03-05 14:30:00')).toBe('14:30 05.03.2024');
    expect(formatDateSlashTime('2024-03-05T14:30:00')).toBe('05.03.2024 / 14:30');
    expect(formatDate(date.getTime())).toBe('05.03.2024');
    expect(toDate('2024-03-05')).toEqual(new Date(2024, 2, 5));
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('не дата')).toBe('');
    expect(toApiDate(new Date(Number.NaN))).toBe('');
  });

  it("keeps a picker's invalid date invalid instead of reading it as empty", () => {
    expect(isInvalidDate(pickerDate(invalidDate()))).toBe(true);
    expect(toDate(invalidDate())).toBeNull();
    expect(pickerDate('2024-03-05')).toEqual(new Date(2024, 2, 5));
    expect(pickerDate(null)).toBeNull();
    expect(pickerDate('не дата')).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['79161234567', '+7 916 123-45-67'],
    ['89161234567', '+7 916 123-45-67'],
    ['9161234567', '+7 916 123-45-67'],
    ['+7 (916) 123-45-67', '+7 916 123-45-67'],
    ['12345', '12345'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});
