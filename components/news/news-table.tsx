'use client';

import Link from 'next/link';
import listStyles from '@/components/list/list-page.module.css';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import type { NewsItem } from '@/lib/news/api';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { PublishToggle } from './publish-toggle';
import styles from './news.module.css';
import { SortableHeader } from '@/components/list/sortable-header';

export interface NewsTableProps {
  items: readonly NewsItem[];
  onDelete: (item: NewsItem) => void;
  onChanged: () => void;
  /** Row selection for bulk actions. */
  selection?: Selection;
}

/** The articles of a list page: cover, title with the short text, date, publication and actions. */
export function NewsTable({ items, onDelete, onChanged, selection }: NewsTableProps) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <th scope="col">Обложка</th>
            <SortableHeader field="title">Заголовок</SortableHeader>
            <SortableHeader field="published_at">Дата публикации</SortableHeader>
            <th scope="col">Опубликована</th>
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <SelectCell selection={selection} id={item.id} name={item.title} />
              <td>
                {item.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- upstream images, sized by CSS
                  <img className={styles.cover} src={item.image.previewUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.noCover}>Нет фото</span>
                )}
              </td>
              <td>
                <Link href={paths.newsItem(item.id)}>{item.title}</Link>
                {item.shortText && <p className={styles.summary}>{item.shortText}</p>}
              </td>
              <td className={listStyles.nowrap}>{formatDate(item.publishedAt)}</td>
              <td>
                <PublishToggle key={`${item.id}-${item.isPublished}`} item={item} onSaved={onChanged} />
              </td>
              <td>
                <div className={listStyles.rowActions}>
                  <Link href={paths.newsItem(item.id)} aria-label={`${EDIT_TEXT} новость «${item.title}»`}>
                    {EDIT_TEXT}
                  </Link>
                  <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} новость «${item.title}»`} onClick={() => onDelete(item)}>
                    {DELETE_TEXT}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
