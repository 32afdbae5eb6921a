import type { OutlineItem } from '@/lib/docs/types';
import styles from './article-nav.module.css';

interface ArticleNavProps {
  items: OutlineItem[];
  className?: string;
}

/**
 * 'Навигация по статье': the article's headings, the one being read marked with aria-current.
 * Server markup with the first heading current; the docs' client module (behaviour/headings.ts)
 * moves the mark while scrolling and on in-page link clicks.
 */
export function ArticleNav({ items, className }: ArticleNavProps) {
  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-labelledby="article-nav-title" data-article-nav="">
      <p id="article-nav-title" className={styles.title}>
        Навигация по статье
      </p>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.id} data-level={item.level}>
            <a href={`#${item.id}`} className={styles.link} aria-current={index === 0 ? 'location' : undefined}>
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
