/** Query checks shared by the admin handlers: day ranges and ids (§9: filter dates are yyyy-MM-dd). */
import { fail } from '../http';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  from: string | null;
  to: string | null;
}

/** `date_from`/`date_to` as days; a malformed or reversed range is a 422 with field messages. */
export function dayRange(url: URL): DayRange {
  const read = (key: string) => {
    const value = url.searchParams.get(key)?.trim() ?? '';
    if (!value) return null;
    if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      throw fail(422, 'Ошибка валидации', { [key]: ['Дата должна быть в формате ГГГГ-ММ-ДД'] });
    }
    return value;
  };
  const from = read('date_from');
  const to = read('date_to');
  if (from && to && from > to) {
    throw fail(422, 'Ошибка валидации', { date_from: ['Дата начала не может быть позже даты окончания'] });
  }
  return { from, to };
}

/** Whether an ISO timestamp falls on a day of the range (days are compared in UTC). */
export function inRange(iso: string, range: DayRange): boolean {
  const day = iso.slice(0, 10);
  return (!range.from || day >= range.from) && (!range.to || day <= range.to);
}

/** An optional positive integer id from the query; anything else is a 422. */
export function optionalId(url: URL, key: string): number | null {
  const value = url.searchParams.get(key)?.trim() ?? '';
  if (!value) return null;
  if (!/^\d+$/.test(value)) throw fail(422, 'Ошибка валидации', { [key]: ['Некорректный идентификатор'] });
  return Number(value);
}
