import type { RichText as RichTextValue } from '@/lib/docs/types';
import { RichText } from './rich-text';
import styles from './data-table.module.css';

interface DataTableProps {
  caption?: string;
  head: string[];
  rows: RichTextValue[][];
  /** Widths or alignment of particular columns, by class name. */
  columnClasses?: (string | undefined)[];
}

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function DataTable({ caption, head, rows, columnClasses = [] }: DataTableProps) {
  return (
    <div className={styles.scroll} role="region" aria-label={caption ?? head.join(', ')} tabIndex={0}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {head.map((title, index) => (
              <th key={title} scope="col" className={columnClasses[index]}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} className={columnClasses[index]}>
                  <RichText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
