import { IntentLink } from '@/components/ui/intent-link';
import listStyles from '@/components/list/list-page.module.css';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import type { ProductRow } from '@/lib/catalog/api';
import { catalogApiLater } from '@/lib/catalog/api-later';
import { formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { ActivityToggle } from './activity-toggle';
import styles from './catalog.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import cards from '@/components/list/card-table.module.css';
import { RowActions } from '@/components/list/row-actions';

export interface ProductsTableProps {
  rows: readonly ProductRow[];
  onDelete: (row: ProductRow) => void;
  onChanged: () => void;
  /** Row selection for bulk actions. */
  selection?: Selection;
}

/** Products (and kits, which are products sold as a set): photo, name, category, price, stock, activity. */
export function ProductsTable({ rows, onDelete, onChanged, selection }: ProductsTableProps) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={`${listStyles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <th scope="col">Фото</th>
            <SortableHeader field="name">Наименование</SortableHeader>
            <th scope="col">Категория</th>
            <SortableHeader field="base_price">Базовая цена</SortableHeader>
            <th scope="col">Наличие</th>
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
                {/* Upstream pictures are shown as they are; next/image would only re-encode them. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                {row.image ? <img className={styles.thumb} src={row.image.previewUrl} alt="" loading="lazy" /> : <span className={styles.muted}>—</span>}
              </td>
              <td data-card="title">
                <IntentLink href={paths.product(row.id)}>{row.name}</IntentLink>
                <div className={styles.muted}>{row.article}</div>
              </td>
              <td data-label="Категория">{row.category?.name ?? '—'}</td>
              <td className={listStyles.nowrap} data-label="Базовая цена">{formatMoney(row.basePrice)}</td>
              <td className={listStyles.nowrap} data-label="Наличие">{row.inStock ? 'В наличии' : 'Нет в наличии'}</td>
              <td data-label="Активность">
                <ActivityToggle
                  name={row.name}
                  isActive={row.isActive}
                  save={(isActive) => catalogApiLater().then((api) => api.updateProduct(row.id, { isActive }))}
                  onSaved={onChanged}
                />
              </td>
              <td data-card="actions">
                <RowActions
                  name={row.name}
                  actions={[
                    { label: EDIT_TEXT, href: paths.product(row.id), ariaLabel: `${EDIT_TEXT} «${row.name}»` },
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
