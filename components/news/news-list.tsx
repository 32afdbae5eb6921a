'use client';

import dynamic from 'next/dynamic';
import { activityActions } from '@/components/list/bulk-actions';
import { ExportAndAdd, ResourceList } from '@/components/list/resource-list';
import { yesNoFilter } from '@/components/list/yes-no-filter';
import type { Pagination as PaginationData } from '@/lib/lists/types';
import { NEWS_FILTER_KEYS, NEWS_PATH, newsApi, type NewsItem } from '@/lib/news/api';
import type { ListItem } from '@/lib/lists/items';
import { paths } from '@/lib/paths';
import { NEWS_COLUMNS, newsRowActions } from './news-columns';
import type { ViewTabs } from '@/lib/views/types';

// Asked only after a row's «Удалить»: the dialog loads then, not with the list.
const DeleteNewsPopup = dynamic(() => import('./delete-news-popup').then((m) => m.DeleteNewsPopup), { ssr: false });

const FILTER = yesNoFilter(NEWS_FILTER_KEYS, 'published', 'Опубликована', 'Поиск по заголовку или краткому тексту');

// News has publishing where other lists have activity: the same calls as the row's switch.
const BULK_ACTIONS = [
  { label: 'Опубликовать', run: ({ id }: ListItem) => newsApi.setPublished(id, true) },
  { label: 'Снять с публикации', run: ({ id }: ListItem) => newsApi.setPublished(id, false) },
  ...activityActions({ remove: newsApi.remove, forms: ['новость', 'новости', 'новостей'] }),
];

export interface NewsListProps {
  /** The saved views' tabs above the list, read by the page with their counts. */
  views?: ViewTabs;
  items: NewsItem[];
  pagination: PaginationData;
  error: string | null;
}

/** §2 /news: search, the publication filter, the rows and pagination, all kept in the URL. */
export function NewsList({ items, pagination, error, views }: NewsListProps) {
  return (
    <ResourceList
      titleId="news-title"
      title="Новости"
      actions={<ExportAndAdd list="news" href={paths.newsCreate} label="Добавить новость" />}
      views={views}
      rows={items}
      pagination={pagination}
      error={error}
      path={NEWS_PATH}
      nameOf={(item) => item.title}
      filter={FILTER}
      found="Найдено новостей"
      empty={{ text: 'Новостей пока нет', filtered: 'Новости не найдены', action: { href: paths.newsCreate, label: 'Написать первую новость' } }}
      columns={NEWS_COLUMNS}
      rowActions={newsRowActions}
      bulkActions={BULK_ACTIONS}
      deletePopup={(item, done) => <DeleteNewsPopup item={item} {...done} />}
    />
  );
}
