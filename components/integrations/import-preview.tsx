import { formatDate } from '@/lib/format/format';
import type { ImportColumn, ImportRow } from '@/lib/import/rows';
import styles from './integrations.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The preview shows this many rows; the counts and the import cover them all. */
export const PREVIEW_LIMIT = 200;

/** A checked date is shown in the §9 format; anything else (a date the check refused) as typed. */
const shownValue = (column: ImportColumn, value: string | undefined) =>
  column.date && value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;

/** The parsed rows with their values as they will be sent (dates in the §9 format) and each row's problems. */
export function ImportPreview({ columns, rows }: { columns: readonly ImportColumn[]; rows: readonly ImportRow[] }) {
  const shown = rows.slice(0, PREVIEW_LIMIT);
  return (
    <>
      <ScrollRegion label="Предпросмотр строк файла" className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Строка</th>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
              <th scope="col">Проверка</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className={row.errors.length ? styles.bad : undefined}>
                <td>{row.line}</td>
                {columns.map((column) => (
                  <td key={column.key}>{shownValue(column, row.values[column.key])}</td>
                ))}
                <td>
                  {row.errors.length ? (
                    <ul className={styles.errors} aria-label={`Ошибки в строке ${row.line}`}>
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className={styles.ok}>Готово к импорту</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {rows.length > shown.length && <p className={styles.muted}>Показаны первые {PREVIEW_LIMIT} строк из {rows.length}</p>}
    </>
  );
}
