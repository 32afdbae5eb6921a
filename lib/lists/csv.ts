import { format } from 'date-fns';
import { formatDate, formatDateInput } from '../format/format';

/**
 * CSV as Excel opens it for Russian users: UTF-8 with a BOM (without it Excel reads
 * Windows-1251), `;` between cells (`,` is the decimal comma), RFC 4180 quoting, CRLF rows,
 * dates DD.MM.YYYY and numbers with a decimal comma and no grouping (so they stay numbers).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_NEWLINE = '\r\n';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would read as a formula: a leading `=`, `+`, `-` or `@` (and tab or carriage
 * return, which some spreadsheets skip before looking for one).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, quoted when it holds the separator, a quote, a line break or edge spaces. Text that
 * would start a formula gets a leading `'` so the spreadsheet shows it as text (OWASP's rule for
 * CSV injection): names and addresses come from the mobile app's users, and
 * `=HYPERLINK("http://evil.test","x")` must not become a live link. Numbers the export passes as
 * numbers are never text from a user, so a negative amount stays a number.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const raw =
    typeof value === 'number' ? csvNumber(value) : typeof value === 'boolean' ? (value ? 'Да' : 'Нет') : FORMULA_START.test(value) ? `'${value}` : value;
  // Line breaks inside a cell become LF, so CRLF marks row ends only (the download counts rows by it).
  const text = raw.replace(/\r\n?/g, '\n');
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row with its line end. */
export function csvRow(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_NEWLINE;
}

/** 1234.5 → '1234,5'; kopecks kept as they are; not a number → ''. */
export function csvNumber(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '';
  return String(Math.round(number * 100) / 100).replace('.', ',');
}

/** 'DD.MM.YYYY', or 'DD.MM.YYYY HH:mm' for columns the list shows with time; '' when missing. */
export function csvDate(value: string | null | undefined, withTime = false): string {
  // As the screens show them: an upstream instant in the display zone (lib/format/time-zone.ts).
  return withTime ? formatDateInput(value, 'dd.MM.yyyy HH:mm') : formatDate(value);
}

/** `orders-2026-11-24.csv`. */
export function csvFileName(list: string, now = new Date()): string {
  return `${list}-${format(now, 'yyyy-MM-dd')}.csv`;
}
