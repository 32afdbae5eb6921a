import { IntentLink } from '@/components/ui/intent-link';
import type { ArticlePage, InfoBlock } from '@/lib/home/types';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import styles from './news-block-items.module.css';

/** How many of the newest articles an 'articles' block lists on the home screen. */
export const NEWS_BLOCK_LIMIT = 5;

/** The published news an 'articles' block shows in the app, newest first (read only here). */
export function NewsBlockItems({ block }: { block: InfoBlock }) {
  // The upstream fills an articles block with news, never with product or promo pages.
  const items = block.children as unknown as ArticlePage[];
  if (items.length === 0) return <p className={styles.empty}>Опубликованных новостей нет</p>;
  const shown = items.slice(0, NEWS_BLOCK_LIMIT);
  return (
    <ul className={styles.list} aria-label={`Новости блока «${block.title}»`}>
      {shown.map((item) => (
        <li key={item.id} className={styles.item}>
          <IntentLink href={paths.newsItem(item.id)}>{item.title}</IntentLink>
          <span className={styles.date}>{formatDate(item.publishedAt)}</span>
        </li>
      ))}
      {items.length > shown.length && (
        <li className={styles.more}>
          <IntentLink href={paths.news}>И ещё {items.length - shown.length} — все новости</IntentLink>
        </li>
      )}
    </ul>
  );
}
