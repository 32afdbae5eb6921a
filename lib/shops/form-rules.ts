/** The form's messages, limits and parsers without yup: shared by its values (forms.ts) and its schema (validation.ts), so neither imports the other both ways. */

/** Not in the specification's catalogue; worded after its style. */
export const shopMessages = {
  workingHours: 'Укажите часы работы в формате ЧЧ:ММ - ЧЧ:ММ',
  addressLength: 'Адрес должен быть не длиннее 255 символов',
  coordinate: (label: string, limit: number) => `Поле "${label}" должно быть числом от -${limit} до ${limit}`,
} as const;

/** A coordinate as typed: a decimal comma reads as a point. */
export const toNumber = (text: string) => Number(text.replace(',', '.'));
