import type { Metadata } from 'next';
import { NewsForm } from '@/components/news/news-form';
import { newsPath, type NewsItem } from '@/lib/news/api';
import { paths } from '@/lib/paths';
import { loadItemOrBack, requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новость' };

/** The article is loaded before the screen opens; a failure goes back to the list. */
export default async function NewsItemPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.news);
  const item = await loadItemOrBack<NewsItem>(newsPath(id), paths.news);
  return <NewsForm key={item.id} item={item} />;
}
