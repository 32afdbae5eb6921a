import { field, record } from '../schema/record';
import type { StoredImage } from '../home/types';
import type { NewsItem } from './types';

/** News articles as read from the upstream (not in §3: every field but the id may be absent). */

const storedImageSchema = record<StoredImage>('news-image', {
  id: field.number(),
  uuid: field.optional(field.text()),
  previewUrl: field.text(),
});

export const newsItemSchema = record<NewsItem>('news', {
  id: field.number(),
  title: field.text(),
  shortText: field.text(),
  text: field.text(),
  image: field.record(storedImageSchema),
  isPublished: field.boolean(),
  publishedAt: field.text(),
  createdAt: field.text(),
  updatedAt: field.text(),
});
