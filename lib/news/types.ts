import type { StoredImage } from '../home/types';

/** The news records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

/** A news article as the BFF returns it; published ones feed the home 'Новости' blocks. */
export interface NewsItem {
  id: number;
  title: string;
  shortText: string;
  /** Plain text; a blank line separates paragraphs. */
  text: string;
  image: StoredImage | null;
  isPublished: boolean;
  /** yyyy-MM-dd. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

export type NewsPayload = Pick<NewsItem, 'title' | 'shortText' | 'text' | 'isPublished' | 'publishedAt'>;
