import type { NewsItem, NewsPayload } from './api';
import type { NewsFormValues } from './validation';
import { toApiDate, toDate } from '../format/format';
import { displayToday } from '../format/time-zone';

// The news form's values, payload, limits and messages, without yup: the form loads its schema
// (./validation) only when it first validates.

/** Not in the specification's catalogue; worded after its style. */
export const newsMessages = {
  titleLength: 'Заголовок должен быть не длиннее 150 символов',
  shortTextLength: 'Краткий текст должен быть не длиннее 300 символов',
  textLength: 'Текст новости должен быть не длиннее 20 000 символов',
  date: 'Проверьте дату публикации',
} as const;

export const NEWS_MAX = { title: 150, shortText: 300, text: 20_000 } as const;

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
