import type { Metadata } from 'next';
import { quoted } from '@/lib/format/quote';
import { NewsScreen } from '@/components/news/news-screen';
import { getNewsItem } from '@/lib/news/server';
import { requireNumericId } from '@/lib/server/upstream/server-list';

/** The record in the tab's title, so open tabs can be told apart; the read is shared with the page. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const record = await getNewsItem(requireNumericId((await params).id));
  return { title: `Новость ${quoted(record.title)}` };
}

/** The article is loaded before the screen opens; a failure goes back to the list. */
export default async function NewsItemPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireNumericId((await params).id);
  const item = await getNewsItem(id);
  return <NewsScreen key={item.id} item={item} />;
}
