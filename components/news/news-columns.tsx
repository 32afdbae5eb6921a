'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { editDeleteActions, type ResourceCellContext, type ResourceColumn } from '@/components/list/resource-table';
import type { NewsItem } from '@/lib/news/api';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { PublishToggle } from './publish-toggle';
import styles from './news.module.css';

/** The articles of a list page: cover, title with the short text, date and publication. */
export const NEWS_COLUMNS: readonly ResourceColumn<NewsItem>[] = [
  {
    header: 'Обложка',
    card: 'hide',
    cell: (item) =>
      item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- upstream images, sized by CSS
        <img className={styles.cover} src={item.image.previewUrl} alt="" loading="lazy" />
      ) : (
        <span className={styles.noCover}>Нет фото</span>
      ),
  },
  {
    header: 'Заголовок',
    sort: 'title',
    card: 'title',
    cell: (item) => (
      <>
        <IntentLink href={paths.newsItem(item.id)}>{item.title}</IntentLink>
        {item.shortText && <p className={styles.summary}>{item.shortText}</p>}
      </>
    ),
  },
  { header: 'Дата публикации', sort: 'published_at', nowrap: true, cell: (item) => formatDate(item.publishedAt) },
  {
    header: 'Опубликована',
    cell: (item, { refresh }) => <PublishToggle key={`${item.id}-${item.isPublished}`} item={item} onSaved={refresh} />,
  },
];

/** A row's edit and delete. */
export const newsRowActions = (item: NewsItem, { remove }: ResourceCellContext<NewsItem>) =>
  editDeleteActions({ href: paths.newsItem(item.id), what: `новость «${item.title}»`, remove: () => remove(item), className: styles.danger });
