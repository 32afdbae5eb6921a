/** The form's messages, limits and parsers without yup: shared by its values (forms.ts) and its schema (validation.ts), so neither imports the other both ways. */

/** Not in the specification's catalogue; worded after its style. */
export const newsMessages = {
  titleLength: 'Заголовок должен быть не длиннее 150 символов',
  shortTextLength: 'Краткий текст должен быть не длиннее 300 символов',
  textLength: 'Текст новости должен быть не длиннее 20 000 символов',
  date: 'Проверьте дату публикации',
} as const;

export const NEWS_MAX = { title: 150, shortText: 300, text: 20_000 } as const;
