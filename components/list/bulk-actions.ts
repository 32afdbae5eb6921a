import { countRu } from '@/lib/format/plural';
import type { ListItem } from '@/lib/lists/items';
import type { BulkAction } from './use-bulk-action';

type Forms = readonly [string, string, string];

/**
 * The usual bulk actions of a list with an activity switch and a delete: the same
 * single calls as the row's switch and delete button.
 */
export function activityActions({
  setActive,
  remove,
  forms,
}: {
  setActive?: (id: number, isActive: boolean) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
  /** Genitive forms for the question, e.g. ['товар', 'товара', 'товаров']. */
  forms: Forms;
}): BulkAction[] {
  const actions: BulkAction[] = [];
  if (setActive) {
    actions.push({ label: 'Активировать', run: (item: ListItem) => setActive(item.id, true) });
    actions.push({ label: 'Деактивировать', run: (item: ListItem) => setActive(item.id, false) });
  }
  if (remove) {
    actions.push({ label: 'Удалить', run: (item: ListItem) => remove(item.id), removes: true, confirm: (count) => `Удалить ${countRu(count, forms)}?` });
  }
  return actions;
}
