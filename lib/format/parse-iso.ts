const ISO_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d+)?))?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const HOUR = 3_600_000;
const MINUTE = 60_000;

const isLeap = (year: number) => year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);

/**
 * A date text of the upstream as date-fns's parseISO reads it: 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm',
 * 'yyyy-MM-ddTHH:mm:ss.SSS' with or without 'Z' or an offset ('+03', '+0300', '+03:00'); a
 * text without an offset is a local time. Other texts (and impossible dates or times) give an
 * Invalid Date. Written out because it was, with isValid, 1.7 kB of every list's first-load JS;
 * the arithmetic is parseISO's, so fractions of a second come out the same.
 */
export function parseIsoDate(text: string): Date {
  const match = ISO_TEXT.exec(text);
  if (!match) return new Date(NaN);
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, zone] = match;
  const year = Number(yearText);
  const month = Number(monthText) - 1;
  const day = Number(dayText);
  if (month < 0 || month > 11 || day < 1 || day > (month === 1 && isLeap(year) ? 29 : DAYS_IN_MONTH[month]!)) return new Date(NaN);
  const hours = Number(hourText ?? 0);
  const minutes = Number(minuteText ?? 0);
  const seconds = secondText ? parseFloat(secondText.replace(',', '.')) : 0;
  const timeOk = hours === 24 ? minutes === 0 && seconds === 0 : hours < 24 && minutes < 60 && seconds < 60;
  if (!timeOk) return new Date(NaN);

  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  const time = hours * HOUR + minutes * MINUTE + seconds * 1000;
  if (zone === undefined) {
    // Local time: the fields (24:00 being the next day's midnight) set on a local date.
    const fields = new Date(date.getTime() + time);
    const local = new Date(0);
    local.setFullYear(fields.getUTCFullYear(), fields.getUTCMonth(), fields.getUTCDate());
    local.setHours(fields.getUTCHours(), fields.getUTCMinutes(), fields.getUTCSeconds(), fields.getUTCMilliseconds());
    return local;
  }
  let offset = 0;
  if (zone !== 'Z') {
    const offsetMinutes = Number(zone.slice(-2));
    if (zone.length > 3 && offsetMinutes > 59) return new Date(NaN);
    offset = (zone[0] === '+' ? -1 : 1) * (Number(zone.slice(1, 3)) * HOUR + (zone.length > 3 ? offsetMinutes : 0) * MINUTE);
  }
  return new Date(date.getTime() + time + offset);
}
