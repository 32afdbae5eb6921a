import type { Metadata } from 'next';
import { NewsList } from '@/components/news/news-list';
import { NEWS_FILTER_KEYS, NEWS_PATH, type NewsItem } from '@/lib/news/api';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadList } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новости' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /news: the first page of articles is in the HTML; search, filter and page come from the URL. */
export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: NEWS_FILTER_KEYS });
  const { rows, pagination, error } = await loadList<NewsItem>(NEWS_PATH, toApiQuery(query));
  return <NewsList items={rows} pagination={pagination} error={error} />;
}
