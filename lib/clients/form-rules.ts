import { dateFormatMessage } from '../format/invalid-date';

/** The form's messages, limits and parsers without yup: shared by its values (forms.ts) and its schema (validation.ts), so neither imports the other both ways. */

/** Not in the specification's catalogue; worded after its style. */
export const customerMessages = {
  nameLength: 'ФИО должно быть не длиннее 100 символов',
  birthday: 'Проверьте дату рождения',
  /** Text that is not a date: the words the date field itself (and the filters) say at once. */
  birthdayFormat: dateFormatMessage(),
  commentLength: 'Комментарий должен быть не длиннее 500 символов',
} as const;
