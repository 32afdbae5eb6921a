import { IntentLink } from '@/components/ui/intent-link';
import listStyles from '@/components/list/list-page.module.css';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import type { Category } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { paths } from '@/lib/paths';
import { ActivityToggle } from './activity-toggle';
import styles from './catalog.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import cards from '@/components/list/card-table.module.css';
import { RowActions } from '@/components/list/row-actions';

export interface CategoriesTableProps {
  rows: readonly Category[];
  onDelete: (row: Category) => void;
  onChanged: () => void;
  /** Row selection for bulk actions. */
  selection?: Selection;
}

/** Categories: picture, name, parent category, products, sort and activity. */
export function CategoriesTable({ rows, onDelete, onChanged, selection }: CategoriesTableProps) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={`${listStyles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <th scope="col">Фото</th>
            <SortableHeader field="name">Наименование</SortableHeader>
            <th scope="col">Родительская категория</th>
            <th scope="col">Товаров</th>
            <SortableHeader field="sort">Сортировка</SortableHeader>
            <th scope="col">Активность</th>
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <SelectCell selection={selection} id={row.id} name={row.name} />
              <td data-card="hide">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                {row.image ? <img className={styles.thumb} src={row.image.previewUrl} alt="" loading="lazy" /> : <span className={styles.muted}>—</span>}
              </td>
              <td data-card="title">
                <IntentLink href={paths.category(row.id)}>{row.name}</IntentLink>
              </td>
              <td data-label="Родительская категория">{row.parent?.name ?? '—'}</td>
              <td data-label="Товаров">{row.productsCount}</td>
              <td data-label="Сортировка">{row.sort}</td>
              <td data-label="Активность">
                <ActivityToggle
                  name={row.name}
                  isActive={row.isActive}
                  save={(isActive) => catalogApiLater().then((api) => api.updateCategory(row.id, { isActive }))}
                  onSaved={onChanged}
                />
              </td>
              <td data-card="actions">
                <RowActions
                  name={row.name}
                  actions={[
                    { label: EDIT_TEXT, href: paths.category(row.id), ariaLabel: `${EDIT_TEXT} «${row.name}»` },
                    { label: DELETE_TEXT, onSelect: () => onDelete(row), danger: true, className: styles.danger, ariaLabel: `${DELETE_TEXT} «${row.name}»` },
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
