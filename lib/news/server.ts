import 'server-only';
import { paths } from '../paths';
import { loadParsedList, loadRecordOrBack } from '../server/upstream/parsed';
import { NEWS_PATH, newsPath } from './api';
import { newsItemSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getNewsItem = (id: number) => loadRecordOrBack(newsItemSchema, newsPath(id), paths.news);
export const listNews = (query: Query) => loadParsedList(newsItemSchema, NEWS_PATH, query);
