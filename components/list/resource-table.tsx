import type { ReactNode } from 'react';
import { SelectCell, SelectHeaderCell } from './select-cells';
import type { Selection } from './use-selection';
import { SortableHeader } from './sortable-header';
import { RowActions, type RowAction } from './row-actions';
import cards from './card-table.module.css';
import listStyles from './list-page.module.css';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';

/** What a cell may do besides showing its row: reload the list after a change, ask to delete the row. */
export interface ResourceCellContext<Row> {
  refresh: () => void;
  remove: (row: Row) => void;
}

/**
 * One column of a resource list (in the manner of a DataTable's column definition): the header,
 * the sort field when the header sorts, and the cell. On a phone the row turns into a card: a
 * cell is then the card's title, hidden, or labelled by its header (the default).
 */
export interface ResourceColumn<Row> {
  header: string;
  /** The upstream sort field (snake_case); the header becomes a sorting button. */
  sort?: string;
  cell: (row: Row, context: ResourceCellContext<Row>) => ReactNode;
  card?: 'title' | 'hide';
  /** Keeps the cell on one line (dates, money). */
  nowrap?: boolean;
}

export interface ResourceTableProps<Row extends { id: number }> {
  rows: readonly Row[];
  columns: readonly ResourceColumn<Row>[];
  /** The row's name, for its checkbox and its actions' menu. */
  nameOf: (row: Row) => string;
  /** The row's actions (edit, delete), in the last, unnamed column. */
  actions?: (row: Row, context: ResourceCellContext<Row>) => readonly RowAction[];
  context: ResourceCellContext<Row>;
  /** Row selection for bulk actions. */
  selection?: Selection;
}

/** A list page's rows from column definitions: selection, sortable headers, cells and row actions. */
export function ResourceTable<Row extends { id: number }>({ rows, columns, nameOf, actions, context, selection }: ResourceTableProps<Row>) {
  return (
    <div className={listStyles.tableWrap}>
      <table className={`${listStyles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            {columns.map((column) =>
              column.sort ? (
                <SortableHeader key={column.header} field={column.sort}>
                  {column.header}
                </SortableHeader>
              ) : (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ),
            )}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Действия</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <SelectCell selection={selection} id={row.id} name={nameOf(row)} />
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.nowrap ? listStyles.nowrap : undefined}
                  data-card={column.card}
                  data-label={column.card ? undefined : column.header}
                >
                  {column.cell(row, context)}
                </td>
              ))}
              {actions && (
                <td data-card="actions">
                  <RowActions name={nameOf(row)} actions={actions(row, context)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A record's usual row actions: «Редактировать» (a link to its card) and «Удалить» (asks first),
 * named for a screen reader by `what` (e.g. «новость «Акция»»).
 */
export function editDeleteActions({ href, what, remove, className }: { href: string; what: string; remove: () => void; className?: string }): RowAction[] {
  return [
    { label: EDIT_TEXT, href, ariaLabel: `${EDIT_TEXT} ${what}` },
    { label: DELETE_TEXT, onSelect: remove, danger: true, className, ariaLabel: `${DELETE_TEXT} ${what}` },
  ];
}
