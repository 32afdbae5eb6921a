import 'server-only';
import { paths } from '../paths';
import { loadList, loadRecord, onError } from '../server/upstream/parsed';
import { NEWS_PATH, newsPath } from './api';
import { newsItemSchema } from './schema';

type Query = Record<string, string | number | undefined | null>;

export const getNewsItem = (id: number) => loadRecord(newsItemSchema, newsPath(id), onError.back(paths.news));
export const listNews = (query: Query) => loadList(newsItemSchema, NEWS_PATH, onError.list, query);
