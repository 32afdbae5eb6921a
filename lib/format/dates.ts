import { DATE_FORMAT, DATE_TIME_FORMAT, formatDateInput } from './format';
import { isInvalidDate } from './invalid-date';

export { invalidDate, isInvalidDate, pickerDate } from './invalid-date';

// The few calendar steps of a date field done with Date itself: date-fns stays in the calendar's
// chunk, out of the first-load JS of every screen with a date field.
const isValid = (date: Date) => !isInvalidDate(date);
/** Local midnight of the day (date-fns's startOfDay). */
function startOfDay(date: Date): Date {
  const day = new Date(date.getTime());
  day.setHours(0, 0, 0, 0);
  return day;
}

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

// The field's texts, digit for digit: date-fns's `parse` with its token parsers, `format` with its
// formatters and the locales they pull in were about 15 kB of every date field's first-load JS.
const DATE_TEXT = /^(\d\d)\.(\d\d)\.(\d{4})$/;
const DATE_TIME_TEXT = /^(\d\d):(\d\d) (\d\d)\.(\d\d)\.(\d{4})$/;

/** The date of complete, masked text, or null when it is not a real date in 1900–2100. */
export function parseDateText(text: string, withTime = false): Date | null {
  const match = (withTime ? DATE_TIME_TEXT : DATE_TEXT).exec(text);
  if (!match) return null;
  const numbers = match.slice(1).map(Number);
  const [hours = 0, minutes = 0] = withTime ? numbers : [];
  const [day = 0, month = 0, year = 0] = withTime ? numbers.slice(2) : numbers;
  if (year < YEAR_MIN || year > YEAR_MAX) return null;
  const date = new Date(year, month - 1, day, hours, minutes);
  // The Date constructor rolls 31.02 over into March, 24:00 into the next day and a wall-clock
  // time inside a daylight-saving gap on past it: such text does not read back the same.
  return formatDateText(date, withTime) === text ? date : null;
}

/** Same instant, or both empty, or both invalid. */
export function sameMoment(a: Date | null | undefined, b: Date | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (isInvalidDate(a) || isInvalidDate(b)) return isInvalidDate(a) && isInvalidDate(b);
  return a.getTime() === b.getTime();
}

export function formatDateText(date: Date | null, withTime = false): string {
  return date ? formatDateInput(date, datePattern(withTime)) : '';
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
  const year = month.getFullYear();
  const index = month.getMonth();
  // Days from the week's first day (Monday) back to the 1st; Date rolls day 0 and below into the month before.
  const lead = (new Date(year, index, 1).getDay() - WEEK_STARTS_ON + 7) % 7;
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => new Date(year, index, 1 - lead + week * 7 + day)));
}

// The Russian names written out (as date-fns's `ru` locale prints them) instead of that locale
// and `format`, which a calendar only needed for these few words.

/** 'Январь' … 'Декабрь' (standalone form). */
export const MONTH_NAMES: readonly string[] = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

/** 'янв' … 'дек': the standalone abbreviations without their dots ('сент', 'нояб', 'май'). */
export const MONTH_SHORT_NAMES: readonly string[] = ['янв', 'фев', 'март', 'апр', 'май', 'июнь', 'июль', 'авг', 'сент', 'окт', 'нояб', 'дек'];

/** 'января' … 'декабря': the genitive a date is written with ('12 марта 2024'). */
const MONTH_GENITIVE_NAMES: readonly string[] = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** Monday first: short 'Пн' … 'Вс' and full 'понедельник' … names. */
export const WEEKDAYS: ReadonlyArray<{ short: string; long: string }> = [
  { short: 'Пн', long: 'понедельник' },
  { short: 'Вт', long: 'вторник' },
  { short: 'Ср', long: 'среда' },
  { short: 'Чт', long: 'четверг' },
  { short: 'Пт', long: 'пятница' },
  { short: 'Сб', long: 'суббота' },
  { short: 'Вс', long: 'воскресенье' },
];

/** '12 марта 2024': the accessible name of a day. Throws for an Invalid Date, as date-fns's format did. */
export function dayLabel(day: Date): string {
  if (!isValid(day)) throw new RangeError('Invalid time value');
  return `${day.getDate()} ${MONTH_GENITIVE_NAMES[day.getMonth()]} ${formatDateInput(day, 'yyyy')}`;
}

/** The same day number in another month, kept within that month (31 March → 30 April). */
export function sameDayInMonth(day: Date, month: Date): Date {
  // Day 0 of the next month is this month's last day.
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  return new Date(month.getFullYear(), month.getMonth(), Math.min(day.getDate(), last));
}

/** Minutes offered by the picker: 0, 5, … 55 (§9). */
export const MINUTE_OPTIONS: readonly number[] = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);

export const roundMinutes = (minutes: number) => Math.floor(minutes / MINUTE_STEP) * MINUTE_STEP;
