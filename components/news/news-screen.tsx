import { CardScreen } from '@/components/layout/card-screen';
import type { NewsItem } from '@/lib/news/api';
import { paths } from '@/lib/paths';
import { NewsForm } from './news-form';

/** §2 /news/create and /news/{id}; `item` is loaded before it opens. */
export function NewsScreen({ item }: { item?: NewsItem }) {
  return (
    <CardScreen titleId="news-item-title" title={item ? item.title : 'Новая публикация'} back={{ href: paths.news, text: '← Ко всем новостям' }}>
      <NewsForm item={item} />
    </CardScreen>
  );
}
