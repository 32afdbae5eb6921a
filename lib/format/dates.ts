import {
  addDays,
  endOfMonth,
  format,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ru } from 'date-fns/locale/ru';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './format';
import { isInvalidDate } from './invalid-date';

export { invalidDate, isInvalidDate, pickerDate } from './invalid-date';

/** §9 date picker constants. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
export const MINUTE_STEP = 5;
export const WEEK_STARTS_ON = 1;
/** Below this width the date picker becomes a full-width sheet (§9). */
export const DATE_PICKER_MOBILE_WIDTH = 600;

const DATE_MASK = '##.##.####';
const DATE_TIME_MASK = '##:## ##.##.####';

export const dateMask = (withTime: boolean) => (withTime ? DATE_TIME_MASK : DATE_MASK);
export const datePattern = (withTime: boolean) => (withTime ? DATE_TIME_FORMAT : DATE_FORMAT);

/**
 * Typed text brought to the DD.MM.YYYY (or HH:mm DD.MM.YYYY) mask: only digits are kept and the
 * separators are put in as they are reached ('1203' → '12.03'), so erasing works naturally.
 */
export function maskDateText(raw: string, withTime = false): string {
  const mask = dateMask(withTime);
  const digits = raw.replace(/\D/g, '');
  let out = '';
  let used = 0;
  for (const char of mask) {
    if (used >= digits.length) break;
    if (char === '#') out += digits[used++];
    else out += char;
  }
  return out;
}

export const isCompleteDateText = (text: string, withTime = false) => text.length === dateMask(withTime).length;

/** The date of complete, masked text, or null when it is not a real date in 1900–2100. */
export function parseDateText(text: string, withTime = false): Date | null {
  if (!isCompleteDateText(text, withTime)) return null;
  const date = parse(text, datePattern(withTime), new Date(0));
  if (!isValid(date) || date.getFullYear() < YEAR_MIN || date.getFullYear() > YEAR_MAX) return null;
  // parse() accepts 24:00 and the like; the text must read back the same.
  return format(date, datePattern(withTime)) === text ? date : null;
}

/** Same instant, or both empty, or both invalid. */
export function sameMoment(a: Date | null | undefined, b: Date | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (isInvalidDate(a) || isInvalidDate(b)) return isInvalidDate(a) && isInvalidDate(b);
  return a.getTime() === b.getTime();
}

export function formatDateText(date: Date | null, withTime = false): string {
  return date && isValid(date) ? format(date, datePattern(withTime)) : '';
}

/** Whether a day lies within min..max, compared by calendar day. */
export function isDayAllowed(day: Date, min?: Date | null, max?: Date | null): boolean {
  if (!isValid(day)) return false;
  const value = startOfDay(day).getTime();
  if (day.getFullYear() < YEAR_MIN || day.getFullYear() > YEAR_MAX) return false;
  if (min && value < startOfDay(min).getTime()) return false;
  if (max && value > startOfDay(max).getTime()) return false;
  return true;
}

/** The first and last allowed day: min..max within 1900–2100. */
function allowedDays(min?: Date | null, max?: Date | null): { lower: Date; upper: Date } {
  return {
    lower: maxDate(new Date(YEAR_MIN, 0, 1), min && isValid(min) ? startOfDay(min) : null),
    upper: minDate(new Date(YEAR_MAX, 11, 31), max && isValid(max) ? startOfDay(max) : null),
  };
}

/**
 * Why a real day is refused (isDayAllowed false): a well-typed date past the field's limit gets
 * the limit, not the format message. Not in the specification's catalogue; worded after its style.
 */
export function dayOutOfRangeMessage(day: Date, min?: Date | null, max?: Date | null): string {
  const { lower, upper } = allowedDays(min, max);
  return startOfDay(day) < lower ? `Дата не может быть раньше ${formatDateText(lower)}` : `Дата не может быть позже ${formatDateText(upper)}`;
}

/** A day moved into min..max and the 1900–2100 range; an Invalid Date counts as today. */
export function clampDay(day: Date, min?: Date | null, max?: Date | null): Date {
  const { lower, upper } = allowedDays(min, max);
  const value = startOfDay(isValid(day) ? day : new Date());
  if (value < lower) return lower;
  if (value > upper) return upper;
  return value;
}

function maxDate(a: Date, b: Date | null) {
  return b && b > a ? b : a;
}

function minDate(a: Date, b: Date | null) {
  return b && b < a ? b : a;
}

/** Six Monday-first weeks covering a month (a fixed height keeps the popover still). */
export function calendarWeeks(month: Date): Date[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day)));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Январь' … 'Декабрь' (standalone form). */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  capitalise(format(new Date(2024, month, 1), 'LLLL', { locale: ru })),
);

/** Monday first: short 'Пн' … 'Вс' and full 'понедельник' … names. */
export const WEEKDAYS: ReadonlyArray<{ short: string; long: string }> = Array.from({ length: 7 }, (_, i) => {
  const day = addDays(new Date(2024, 0, 1), i); // 1 January 2024 was a Monday
  return {
    short: capitalise(format(day, 'EEEEEE', { locale: ru })),
    long: format(day, 'EEEE', { locale: ru }),
  };
});

/** '12 марта 2024': the accessible name of a day. */
export const dayLabel = (day: Date) => format(day, 'd MMMM yyyy', { locale: ru });

/** The same day number in another month, kept within that month (31 March → 30 April). */
export function sameDayInMonth(day: Date, month: Date): Date {
  const last = endOfMonth(month).getDate();
  return new Date(month.getFullYear(), month.getMonth(), Math.min(day.getDate(), last));
}

/** Minutes offered by the picker: 0, 5, … 55 (§9). */
export const MINUTE_OPTIONS: readonly number[] = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);

export const roundMinutes = (minutes: number) => Math.floor(minutes / MINUTE_STEP) * MINUTE_STEP;
