'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, EDIT_TEXT } from '@/components/ui/button-texts';
import styles from './settings.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface EditableColumn<T> {
  title: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface EditableTableProps<T extends { id: number }> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The name of the box the table scrolls in on a phone («Таблица уровней»). */
  regionLabel: string;
  columns: readonly EditableColumn<T>[];
  rows: readonly T[];
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** A settings table whose every row has 'Изменить' and 'Удалить' links (levels, statuses). */
export function EditableTable<T extends { id: number }>({ labelledBy, regionLabel, columns, rows, onEdit, onDelete }: EditableTableProps<T>) {
  return (
    <ScrollRegion label={regionLabel} className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col">
                {column.title}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.title} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              <td>
                <div className={styles.rowActions}>
                  <Button variant="link" onClick={() => onEdit(row)}>
                    {EDIT_TEXT}
                  </Button>
                  <Button variant="link" className={styles.danger} onClick={() => onDelete(row)}>
                    {DELETE_TEXT}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
