import 'server-only';
import { csvDate } from '../lists/csv';
import { toApiQuery } from '../lists/query';
import { exportList, registerExports, yesNo } from '../server/export/registry';
import { NEWS_FILTER_KEYS, NEWS_PATH, type NewsItem } from './api';

/** The news' CSV export (/dashboard/export/news). */
export const newsExport = exportList<NewsItem>({
  role: 'chief',
  path: NEWS_PATH,
  filterKeys: NEWS_FILTER_KEYS,
  apiQuery: toApiQuery,
  columns: [
    { header: 'Заголовок', value: (r) => r.title },
    { header: 'Дата публикации', value: (r) => csvDate(r.publishedAt) },
    { header: 'Опубликована', value: (r) => yesNo(r.isPublished, 'Да', 'Нет') },
  ],
});

registerExports({ news: newsExport });
