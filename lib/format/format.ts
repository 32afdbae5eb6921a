import { parseIsoDate } from './parse-iso';
import { isInstantText, wallClock, type WallClock } from './time-zone';

/** §9 date formats (date-fns patterns for DD.MM.YYYY etc.; `formatDateInput` reads yyyy, MM, dd, HH and mm). */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'HH:mm dd.MM.yyyy';
export const DATE_SLASH_TIME_FORMAT = 'dd.MM.yyyy / HH:mm';
/** Filter dates are sent in this form (§9). */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export type NumberInput = number | string | null | undefined;
export type DateInput = Date | string | number | null | undefined;

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * A number with thousands separated by a plain space (§9): 12000 → '12 000', 1234.5 → '1 234,5'.
 * Up to `fractionDigits` decimals (2 by default), trailing zeros dropped; Russian decimal comma.
 * Strings from the API ('12000.00') are accepted; anything that is not a number gives ''.
 */
export function formatNumber(value: NumberInput, fractionDigits = 2): string {
  const number = toNumber(value);
  if (number === null) return '';
  const fixed = Math.abs(number).toFixed(fractionDigits);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const sign = number < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${trimmed ? `,${trimmed}` : ''}`;
}

/** Money in roubles: 12000 → '12 000 ₽', 99.5 → '99,50 ₽' (kopecks shown in full when present). */
export function formatMoney(value: NumberInput): string {
  const number = toNumber(value);
  if (number === null) return '';
  const hasKopecks = Math.round(Math.abs(number) * 100) % 100 !== 0;
  const text = formatNumber(number, 2);
  if (!hasKopecks) return `${text} ₽`;
  const [whole, fraction = ''] = text.split(',');
  return `${whole},${fraction.padEnd(2, '0')} ₽`;
}

/** A Date from a Date, a timestamp or an API string ('2024-03-12', '2024-03-12 10:30:00', ISO). */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseIsoDate(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * `date` in a pattern of the date-fns tokens the §9 formats use (yyyy, MM, dd, HH, mm; anything
 * else but letters is copied). Written out here because every table cell formats a date: date-fns's
 * `format` and its default locale were about 7 kB of each list's first-load JS. Another letter
 * throws, as an unknown date-fns token does, instead of printing something else.
 */
function formatPattern(date: Date | WallClock, pattern: string): string {
  return pattern.replace(/yyyy|MM|dd|HH|mm|[A-Za-z]/g, (token) => {
    switch (token) {
      case 'yyyy':
        // date-fns prints the year of the era: year 0 is 1 BC ('0001'), -1 is 2 BC.
        return pad(date.getFullYear() > 0 ? date.getFullYear() : 1 - date.getFullYear(), 4);
      case 'MM':
        return pad(date.getMonth() + 1, 2);
      case 'dd':
        return pad(date.getDate(), 2);
      case 'HH':
        return pad(date.getHours(), 2);
      case 'mm':
        return pad(date.getMinutes(), 2);
      default:
        throw new RangeError(`Date pattern "${pattern}": the token "${token}" is not supported`);
    }
  });
}

/** `value` in a date pattern (see formatPattern; '' when missing or invalid); upstream instants in the display zone. */
export function formatDateInput(value: DateInput, pattern: string): string {
  const date = toDate(value);
  if (!date) return '';
  // An upstream instant is shown in the display zone on the server and in the browser alike
  // (lib/format/time-zone.ts); a date the user picked, or a wall-clock text, is shown as it is.
  return formatPattern(typeof value === 'string' && isInstantText(value) ? wallClock(date) : date, pattern);
}

/** 'DD.MM.YYYY' (§9); '' for a missing or invalid date. */
export const formatDate = (value: DateInput) => formatDateInput(value, DATE_FORMAT);
/** 'HH:mm DD.MM.YYYY' (§9). */
export const formatDateTime = (value: DateInput) => formatDateInput(value, DATE_TIME_FORMAT);
/** 'DD.MM.YYYY / HH:mm' (§9). */
export const formatDateSlashTime = (value: DateInput) => formatDateInput(value, DATE_SLASH_TIME_FORMAT);
/** 'yyyy-MM-dd', the form filter dates are sent in (§9). */
export const toApiDate = (value: DateInput) => formatDateInput(value, API_DATE_FORMAT);

/**
 * A Russian phone for display: '79161234567' → '+7 916 123-45-67'. A leading 8 or a missing
 * country digit is read as +7; anything that is not a Russian number is returned unchanged.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length !== 11 || !/^[78]/.test(digits)) return value;
  return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}
