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
 * A phone exactly as the export writes it (`formatPhone` of the 11 stored digits):
 * `+7 925 123-45-67`. It starts with `+` but is left without the `'`, which Excel and LibreOffice
 * show as part of the text (issue 47). Why that is safe, and why only this exact form:
 * - nothing in it can act: no letters (no function such as HYPERLINK or WEBSERVICE, no name, no
 *   A1 or R1C1 reference), no quotes, `!`, `|` or `:` (no string, DDE link or range), so whatever
 *   a spreadsheet makes of it, it cannot call anything, read another cell or reach the network;
 * - nor is it arithmetic: the space after `+7` is, in Excel, the intersection operator, which
 *   takes references, so `+7 925 …` is not a formula Excel can read and stays text; LibreOffice
 *   Calc's CSV import takes only `=` as a formula start (7.4, checked with "Evaluate formulas" on
 *   and off: the cell is the text `+7 925 123-45-67`, while `'+7 925 …` keeps the apostrophe).
 * A wider rule ("only `+`, digits, spaces, brackets and dashes") would not be: `+1-1` or
 * `+7-925-123-45-67` are arithmetic Excel evaluates (to 0, to −1153), and `+79251234567` becomes
 * the number 79251234567; such text from a user keeps its `'`.
 */
const EXPORTED_PHONE = /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/;

/** Whether a text cell needs the leading `'`: it starts a formula and is not an exported phone. */
export const startsFormula = (text: string): boolean => FORMULA_START.test(text) && !EXPORTED_PHONE.test(text);

/**
 * One cell, quoted when it holds the separator, a quote, a line break or edge spaces. Text that
 * would start a formula gets a leading `'` so the spreadsheet shows it as text (OWASP's rule for
 * CSV injection): names and addresses come from the mobile app's users, and
 * `=HYPERLINK("http://evil.test","x")` must not become a live link. Numbers the export passes as
 * numbers are never text from a user, so a negative amount stays a number; a phone in the exact
 * form the export writes reads as a phone (`EXPORTED_PHONE`).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const raw =
    typeof value === 'number' ? csvNumber(value) : typeof value === 'boolean' ? (value ? 'Да' : 'Нет') : startsFormula(value) ? `'${value}` : value;
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
