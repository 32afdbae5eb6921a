import fc from 'fast-check';
import { chartBars } from '@/lib/finance/period';
import {
  calendarWeeks,
  clampDay,
  dayLabel,
  dayOutOfRangeMessage,
  formatDateText,
  isDayAllowed,
  MONTH_NAMES,
  parseDateText,
  sameDayInMonth,
  WEEKDAYS,
} from '@/lib/format/dates';

// The date field, its calendar and the finance chart must work without date-fns's `parse`,
// `format` and Russian locale (with their token parsers and formatters they were about 15 kB of
// every date field's first-load JS): here those throw, and the real ones are only the reference
// the written-out code is compared with.
jest.mock('date-fns', () => ({
  ...jest.requireActual('date-fns'),
  format: () => {
    throw new Error("date-fns's format must not be needed here");
  },
  parse: () => {
    throw new Error("date-fns's parse must not be needed here");
  },
}));
jest.mock('date-fns/locale/ru', () => {
  throw new Error("date-fns's Russian locale must not be needed here");
});

const dateFns = jest.requireActual<typeof import('date-fns')>('date-fns');
const { ru } = jest.requireActual<typeof import('date-fns/locale/ru')>('date-fns/locale/ru');

const pattern = (withTime: boolean) => (withTime ? 'HH:mm dd.MM.yyyy' : 'dd.MM.yyyy');

/** The parser as it was written with date-fns. */
function referenceParse(text: string, withTime: boolean): Date | null {
  if (text.length !== pattern(withTime).length) return null;
  const date = dateFns.parse(text, pattern(withTime), new Date(0));
  if (!dateFns.isValid(date) || date.getFullYear() < 1900 || date.getFullYear() > 2100) return null;
  return dateFns.format(date, pattern(withTime)) === text ? date : null;
}

const referenceFormat = (date: Date, withTime: boolean) => (dateFns.isValid(date) ? dateFns.format(date, pattern(withTime)) : '');

const two = (n: number) => String(n).padStart(2, '0');
const four = (n: number) => String(n).padStart(4, '0');

/** The texts whose reading differs from the reference, as [text, ours, reference]. */
function differences(texts: Iterable<string>, withTime: boolean) {
  const out: Array<[string, string | null, string | null]> = [];
  for (const text of texts) {
    const ours = parseDateText(text, withTime);
    const reference = referenceParse(text, withTime);
    if (ours?.getTime() !== reference?.getTime()) out.push([text, ours?.toString() ?? null, reference?.toString() ?? null]);
  }
  return out;
}

describe('parseDateText reads what the date-fns parser read', () => {
  it('every day number 00–32 of every month number 00–13 of 1899–2101', () => {
    function* texts() {
      for (let year = 1899; year <= 2101; year++)
        for (let month = 0; month <= 13; month++) for (let day = 0; day <= 32; day++) yield `${two(day)}.${two(month)}.${four(year)}`;
    }
    expect(differences(texts(), false)).toEqual([]);
    expect(parseDateText('12.03.2024')).toEqual(new Date(2024, 2, 12));
  });

  it("every hour 00–24 of every day of 2018–2024 (the machine zone's daylight-saving days included), and the edges", () => {
    function* texts() {
      for (let day = new Date(2018, 0, 1); day.getFullYear() < 2025; day = dateFns.addDays(day, 1))
        for (let hour = 0; hour <= 24; hour++) yield `${two(hour)}:30 ${two(day.getDate())}.${two(day.getMonth() + 1)}.${day.getFullYear()}`;
      yield* ['24:00 12.03.2024', '23:60 12.03.2024', '00:00 01.01.1900', '23:59 31.12.2100', '00:00 01.01.2101', '12:00 31.02.2024'];
    }
    expect(differences(texts(), true)).toEqual([]);
    expect(parseDateText('24:00 12.03.2024', true)).toBeNull();
    expect(parseDateText('09:05 12.03.2024', true)).toEqual(new Date(2024, 2, 12, 9, 5));
  });

  it('any numbers in the date-time mask (property)', () => {
    const field = (max: number) => fc.integer({ min: 0, max }).map(two);
    fc.assert(
      fc.property(field(29), field(69), field(32), field(13), fc.integer({ min: 1890, max: 2110 }).map(four), (hh, mm, dd, mo, yyyy) => {
        expect(differences([`${hh}:${mm} ${dd}.${mo}.${yyyy}`], true)).toEqual([]);
      }),
      { numRuns: 5000 },
    );
  });

  it('any text of digits, dots, colons and spaces, complete or not (property)', () => {
    const text = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789.: -'.split('')), minLength, maxLength });
    fc.assert(
      fc.property(fc.oneof(text(0, 18), text(10, 10), text(16, 16)), fc.boolean(), (value, withTime) => {
        expect(differences([value], withTime)).toEqual([]);
      }),
      { numRuns: 5000 },
    );
    expect(differences(['１２.03.2024', '12.03.2024 ', ' 2.03.2024', '+2.03.2024', '12,03,2024', '12.03.2024'], false)).toEqual([]);
    expect(differences(['10:30 12.03.2024', '10.30 12.03.2024', '10:30  12.03.202', '1:30 12.03.2024 '], true)).toEqual([]);
  });
});

describe('formatDateText prints what date-fns printed', () => {
  it('for any date, year 0 and before included, and an Invalid Date (property)', () => {
    fc.assert(
      fc.property(fc.date(), fc.boolean(), (date, withTime) => {
        expect(formatDateText(date, withTime)).toBe(referenceFormat(date, withTime));
      }),
      { numRuns: 5000 },
    );
    expect(formatDateText(null)).toBe('');
    expect(formatDateText(new Date(Number.NaN), true)).toBe('');
  });
});

describe("Russian names are the ones date-fns's ru locale printed", () => {
  it('months (standalone) and weekdays, Monday first', () => {
    const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    expect(MONTH_NAMES).toEqual(Array.from({ length: 12 }, (_, month) => capitalise(dateFns.format(new Date(2024, month, 1), 'LLLL', { locale: ru }))));
    expect(WEEKDAYS).toEqual(
      Array.from({ length: 7 }, (_, i) => {
        const day = new Date(2024, 0, 1 + i); // 1 January 2024 was a Monday
        return { short: capitalise(dateFns.format(day, 'EEEEEE', { locale: ru })), long: dateFns.format(day, 'EEEE', { locale: ru }) };
      }),
    );
    expect(WEEKDAYS[0]).toEqual({ short: 'Пн', long: 'понедельник' });
  });

  it("a day's label with the month in the genitive, for every day of 2024 and any day (property)", () => {
    const reference = (day: Date) => dateFns.format(day, 'd MMMM yyyy', { locale: ru });
    for (let day = new Date(2024, 0, 1); day.getFullYear() === 2024; day = dateFns.addDays(day, 1)) expect(dayLabel(day)).toBe(reference(day));
    expect(dayLabel(new Date(2024, 2, 12))).toBe('12 марта 2024');
    fc.assert(
      fc.property(fc.date({ min: new Date(-50, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (day) => {
        expect(dayLabel(day)).toBe(reference(day));
      }),
      { numRuns: 500 },
    );
    expect(() => dayLabel(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("the finance chart's bars: day, week and month labels and titles", () => {
    const day = (text: string) => dateFns.parseISO(text);
    const months = chartBars({ dateFrom: '2025-01-15', dateTo: '2026-12-31' }, []);
    expect(months).toHaveLength(24);
    for (const bar of months) {
      const start = day(bar.start);
      const month = dateFns.format(start, 'LLLL yyyy', { locale: ru });
      expect(bar.label).toBe(dateFns.format(start, 'LLL', { locale: ru }).replace('.', ''));
      expect(bar.title).toBe(month.charAt(0).toUpperCase() + month.slice(1));
    }
    expect(months.slice(0, 12).map((bar) => bar.label)).toEqual(['янв', 'фев', 'март', 'апр', 'май', 'июнь', 'июль', 'авг', 'сент', 'окт', 'нояб', 'дек']);

    for (const bar of chartBars({ dateFrom: '2026-02-20', dateTo: '2026-03-05' }, [])) {
      expect(bar.label).toBe(dateFns.format(day(bar.start), 'dd.MM'));
      expect(bar.title).toBe(dateFns.format(day(bar.start), 'dd.MM.yyyy'));
    }
    const weeks = chartBars({ dateFrom: '2026-01-01', dateTo: '2026-05-04' }, []);
    expect(weeks.at(-1)).toMatchObject({ start: '2026-05-04', end: '2026-05-04' });
    for (const bar of weeks) {
      expect(bar.label).toBe(dateFns.format(day(bar.start), 'dd.MM'));
      expect(bar.title).toBe(`${dateFns.format(day(bar.start), 'dd.MM')}–${dateFns.format(day(bar.end), 'dd.MM.yyyy')}`);
    }
  });
});

describe("a date field's calendar steps are date-fns's, without date-fns in its first-load JS", () => {
  it('the six Monday-first weeks of every month of 1900–2100', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        const first = dateFns.startOfWeek(new Date(year, month, 1), { weekStartsOn: 1 });
        const expected = Array.from({ length: 42 }, (_, day) => dateFns.addDays(first, day).getTime());
        expect(calendarWeeks(new Date(year, month, 17, 13, 45)).flat().map((day) => day.getTime())).toEqual(expected);
      }
    }
  });

  it('the allowed days, the refusal, the clamp and the same day in another month (property)', () => {
    const instant = fc.date({ min: new Date(1899, 0, 1), max: new Date(2101, 11, 31), noInvalidDate: true });
    const limit = fc.option(instant, { nil: null });
    fc.assert(
      fc.property(instant, limit, limit, (day, min, max) => {
        const start = dateFns.startOfDay;
        const expectedAllowed =
          day.getFullYear() >= 1900 &&
          day.getFullYear() <= 2100 &&
          !(min && start(day) < start(min)) &&
          !(max && start(day) > start(max));
        expect(isDayAllowed(day, min, max)).toBe(expectedAllowed);
        const lower = min && start(min) > new Date(1900, 0, 1) ? start(min) : new Date(1900, 0, 1);
        const upper = max && start(max) < new Date(2100, 11, 31) ? start(max) : new Date(2100, 11, 31);
        const expectedClamp = start(day) < lower ? lower : start(day) > upper ? upper : start(day);
        expect(clampDay(day, min, max).getTime()).toBe(expectedClamp.getTime());
        expect(dayOutOfRangeMessage(day, min, max)).toBe(
          start(day) < lower ? `Дата не может быть раньше ${formatDateText(lower)}` : `Дата не может быть позже ${formatDateText(upper)}`,
        );
        const month = dateFns.startOfMonth(max ?? day);
        const last = dateFns.endOfMonth(month).getDate();
        expect(sameDayInMonth(day, month).getTime()).toBe(new Date(month.getFullYear(), month.getMonth(), Math.min(day.getDate(), last)).getTime());
      }),
    );
  });
});
