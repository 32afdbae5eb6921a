import type { Metadata } from 'next';
import { NewsList } from '@/components/news/news-list';
import { NEWS_FILTER_KEYS } from '@/lib/news/api';
import { listNews } from '@/lib/news/server';
import { parseListQuery, toApiQuery } from '@/lib/lists/query';
import { loadViewTabs } from '@/lib/views/server';

export const metadata: Metadata = { title: 'Новости' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** §2 /news: the first page of articles is in the HTML; search, filter and page come from the URL. */
export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseListQuery(await searchParams, { filterKeys: NEWS_FILTER_KEYS });
  const [{ rows, pagination, error }, views] = await Promise.all([
    listNews(toApiQuery(query)),
    loadViewTabs('news', NEWS_FILTER_KEYS, (view) => listNews(toApiQuery(view))),
  ]);
  return <NewsList items={rows} pagination={pagination} error={error} views={views} />;
}
