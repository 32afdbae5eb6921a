import type { Metadata } from 'next';
import { NewsForm } from '@/components/news/news-form';
import { getNewsItem } from '@/lib/news/server';
import { paths } from '@/lib/paths';
import { requireNumericId } from '@/lib/server/upstream/server-list';

export const metadata: Metadata = { title: 'Новость' };

/** The article is loaded before the screen opens; a failure goes back to the list. */
export default async function NewsItemPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id, paths.news);
  const item = await getNewsItem(id);
  return <NewsForm key={item.id} item={item} />;
}
