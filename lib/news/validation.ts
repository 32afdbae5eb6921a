import { boolean, date, object, string, type InferType } from 'yup';
import type { NewsItem, NewsPayload } from './api';
import { toApiDate, toDate } from '../format/format';
import { required } from '../validation/messages';
import { displayToday } from '../format/time-zone';

/** Not in the specification's catalogue; worded after its style. */
export const newsMessages = {
  titleLength: 'Заголовок должен быть не длиннее 150 символов',
  shortTextLength: 'Краткий текст должен быть не длиннее 300 символов',
  textLength: 'Текст новости должен быть не длиннее 20 000 символов',
  date: 'Проверьте дату публикации',
} as const;

export const NEWS_MAX = { title: 150, shortText: 300, text: 20_000 } as const;

/** The news form: the article is plain text, so nothing in it is ever read as HTML. */
export const newsSchema = object({
  title: string().trim().required(required('Заголовок')).max(NEWS_MAX.title, newsMessages.titleLength),
  shortText: string().trim().default('').max(NEWS_MAX.shortText, newsMessages.shortTextLength),
  text: string().trim().required(required('Текст новости')).max(NEWS_MAX.text, newsMessages.textLength),
  publishedAt: date()
    .nullable()
    .default(null)
    .typeError(newsMessages.date)
    .test('required', required('Дата публикации'), (value) => value instanceof Date),
  isPublished: boolean().default(false).required(),
});

export type NewsFormValues = InferType<typeof newsSchema>;

export function newsFormValues(item?: NewsItem | null, today: Date = displayToday()): NewsFormValues {
  return {
    title: item?.title ?? '',
    shortText: item?.shortText ?? '',
    text: item?.text ?? '',
    publishedAt: item ? toDate(item.publishedAt) : today,
    isPublished: item?.isPublished ?? false,
  };
}

export function toNewsPayload(values: NewsFormValues): NewsPayload {
  return {
    title: values.title.trim(),
    shortText: values.shortText.trim(),
    text: values.text.trim(),
    publishedAt: toApiDate(values.publishedAt),
    isPublished: values.isPublished,
  };
}
