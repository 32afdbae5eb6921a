import { IntentLink } from '@/components/ui/intent-link';
import listStyles from '@/components/list/list-page.module.css';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import type { Shop } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import styles from './shops.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import cards from '@/components/list/card-table.module.css';
import { RowActions } from '@/components/list/row-actions';
import { PhoneLink } from '@/components/ui/phone-link';

export interface ShopsTableProps {
  shops: readonly Shop[];
  onDelete: (shop: Shop) => void;
  /** Row selection for bulk actions. */
  selection?: Selection;
}

/** The shops of a list page: address (the shop's name), city, phone, hours and activity. */
export function ShopsTable({ shops, onDelete, selection }: ShopsTableProps) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={`${listStyles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <SortableHeader field="address">Адрес</SortableHeader>
            <SortableHeader field="city">Город</SortableHeader>
            <th scope="col">Телефон</th>
            <th scope="col">Часы работы</th>
            <th scope="col">Активность</th>
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shops.map((shop) => (
            <tr key={shop.id}>
              <SelectCell selection={selection} id={shop.id} name={shop.address} />
              <td data-card="title">
                <IntentLink href={paths.shop(shop.id)}>{shop.address}</IntentLink>
              </td>
              <td data-label="Город">{shop.city}</td>
              <td data-label="Телефон">
                <PhoneLink phone={shop.phone} />
              </td>
              <td className={listStyles.nowrap} data-label="Часы работы">{shop.workingHours}</td>
              <td data-label="Активность">
                <span className={`${styles.badge} ${shop.isActive ? styles.active : styles.inactive}`}>
                  {shop.isActive ? 'Активен' : 'Не активен'}
                </span>
              </td>
              <td data-card="actions">
                <RowActions
                  name={shop.address}
                  actions={[
                    { label: EDIT_TEXT, href: paths.shop(shop.id), ariaLabel: `${EDIT_TEXT} магазин «${shop.address}»` },
                    { label: DELETE_TEXT, onSelect: () => onDelete(shop), danger: true, className: styles.danger, ariaLabel: `${DELETE_TEXT} магазин «${shop.address}»` },
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
