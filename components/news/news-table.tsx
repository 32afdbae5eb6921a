'use client';

import { IntentLink } from '@/components/ui/intent-link';
import listStyles from '@/components/list/list-page.module.css';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import type { NewsItem } from '@/lib/news/api';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { PublishToggle } from './publish-toggle';
import styles from './news.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import cards from '@/components/list/card-table.module.css';
import { RowActions } from '@/components/list/row-actions';

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
      <table className={`${listStyles.table} ${cards.cards}`}>
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
              <td data-card="hide">
                {item.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- upstream images, sized by CSS
                  <img className={styles.cover} src={item.image.previewUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.noCover}>Нет фото</span>
                )}
              </td>
              <td data-card="title">
                <IntentLink href={paths.newsItem(item.id)}>{item.title}</IntentLink>
                {item.shortText && <p className={styles.summary}>{item.shortText}</p>}
              </td>
              <td className={listStyles.nowrap} data-label="Дата публикации">{formatDate(item.publishedAt)}</td>
              <td data-label="Опубликована">
                <PublishToggle key={`${item.id}-${item.isPublished}`} item={item} onSaved={onChanged} />
              </td>
              <td data-card="actions">
                <RowActions
                  name={item.title}
                  actions={[
                    { label: EDIT_TEXT, href: paths.newsItem(item.id), ariaLabel: `${EDIT_TEXT} новость «${item.title}»` },
                    { label: DELETE_TEXT, onSelect: () => onDelete(item), danger: true, className: styles.danger, ariaLabel: `${DELETE_TEXT} новость «${item.title}»` },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
