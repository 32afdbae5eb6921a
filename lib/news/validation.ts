import { boolean, date, object, string, type InferType } from 'yup';
import { NEWS_MAX, newsMessages } from './form-rules';
import { required } from '../validation/messages';

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
