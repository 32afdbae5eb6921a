import type { NewsItem, NewsPayload } from './api';
import type { NewsFormValues } from './validation';
import { toApiDate, toDate } from '../format/format';
import { displayToday } from '../format/time-zone';

export { newsMessages, NEWS_MAX } from './form-rules';

// The news form's values, payload, limits and messages, without yup: the form loads its schema
// (./validation) only when it first validates.

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
