import Link from 'next/link';
import listStyles from '@/components/list/list-page.module.css';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import { catalogApi, type ProductRow } from '@/lib/catalog/api';
import { formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { ActivityToggle } from './activity-toggle';
import styles from './catalog.module.css';
import { SortableHeader } from '@/components/list/sortable-header';

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
      <table className={listStyles.table}>
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
              <td>
                {/* Upstream pictures are shown as they are; next/image would only re-encode them. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                {row.image ? <img className={styles.thumb} src={row.image.previewUrl} alt="" loading="lazy" /> : <span className={styles.muted}>—</span>}
              </td>
              <td>
                <Link href={paths.product(row.id)}>{row.name}</Link>
                <div className={styles.muted}>{row.article}</div>
              </td>
              <td>{row.category?.name ?? '—'}</td>
              <td className={listStyles.nowrap}>{formatMoney(row.basePrice)}</td>
              <td className={listStyles.nowrap}>{row.inStock ? 'В наличии' : 'Нет в наличии'}</td>
              <td>
                <ActivityToggle
                  name={row.name}
                  isActive={row.isActive}
                  save={(isActive) => catalogApi.updateProduct(row.id, { isActive })}
                  onSaved={onChanged}
                />
              </td>
              <td>
                <div className={listStyles.rowActions}>
                  <Link href={paths.product(row.id)} aria-label={`${EDIT_TEXT} «${row.name}»`}>
                    {EDIT_TEXT}
                  </Link>
                  <Button variant="link" className={styles.danger} aria-label={`${DELETE_TEXT} «${row.name}»`} onClick={() => onDelete(row)}>
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
