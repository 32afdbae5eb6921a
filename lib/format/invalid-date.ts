import { toDate, type DateInput } from './format';

// Kept apart from ./dates (which re-exports them): the lists' query code and the filter fields need
// only these, and ./dates brings the date field's parser, Russian names and calendar helpers.

/**
 * What a date field reports while its text is not an allowed date: an Invalid Date, never null,
 * so a form's schema refuses it instead of saving "no date" over the stored one.
 */
export const invalidDate = () => new Date(Number.NaN);

/**
 * What a date field says under itself while its text is not a date (the picker at once, the
 * filters' checks and the forms' schemas alike). Not in the specification's catalogue; worded
 * after its style.
 */
export const dateFormatMessage = (withTime = false): string =>
  withTime ? 'Введите дату и время в формате чч:мм ДД.ММ.ГГГГ' : 'Введите дату в формате ДД.ММ.ГГГГ';

export const isInvalidDate = (value: unknown): boolean => value instanceof Date && Number.isNaN(value.getTime());

/**
 * A filter draft's date as a DatePicker value: `toDate`, except that an Invalid Date (the
 * picker's text is not a date) stays invalid. Turned into null it would tell the picker the field
 * was emptied, and the picker would wipe the typed text while the filter still refuses it.
 */
export const pickerDate = (value: DateInput): Date | null => (isInvalidDate(value) ? (value as Date) : toDate(value));
