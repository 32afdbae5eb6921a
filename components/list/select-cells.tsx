'use client';

import { Checkbox } from '@/components/ui/checkbox';
import type { ListItem } from '@/lib/lists/items';
import type { Selection } from './use-selection';
import styles from './bulk-bar.module.css';

/** The header cell's box: the whole page; mixed when part of it is selected. */
export function SelectPageCheckbox({ selection }: { selection: Selection }) {
  return (
    <Checkbox
      className={styles.select}
      label={<span className="visually-hidden">Выбрать все на странице</span>}
      checked={selection.pageState === 'all'}
      indeterminate={selection.pageState === 'some'}
      onChange={() => selection.togglePage()}
    />
  );
}

/** A row's box, named after the row so a screen reader says which one. */
export function SelectRowCheckbox({ selection, item }: { selection: Selection; item: ListItem }) {
  return (
    <Checkbox
      className={styles.select}
      label={<span className="visually-hidden">Выбрать {item.name}</span>}
      checked={selection.isSelected(item.id)}
      onChange={(event) => selection.toggle(item, event.target.checked)}
    />
  );
}

/** The header cell of the selection column; nothing when the table has no selection. */
export function SelectHeaderCell({ selection }: { selection?: Selection }) {
  if (!selection) return null;
  return (
    <th scope="col" className={styles.selectCell} data-card="select">
      <SelectPageCheckbox selection={selection} />
    </th>
  );
}

/** A row's cell of the selection column; nothing when the table has no selection. */
export function SelectCell({ selection, id, name }: { selection?: Selection; id: number; name: string }) {
  if (!selection) return null;
  return (
    <td className={styles.selectCell} data-card="select">
      <SelectRowCheckbox selection={selection} item={{ id, name }} />
    </td>
  );
}
