import type { DocParam } from '@/lib/docs/types';
import { DataTable } from './data-table';
import styles from './params-table.module.css';

interface ParamsTableProps {
  caption?: string;
  params: DocParam[];
  /** Response fields: every field is present, so there is no "required" column. */
  fields?: boolean;
}

export function ParamsTable({ caption, params, fields = false }: ParamsTableProps) {
  const name = (p: DocParam) => `\`${p.name}\``;
  const type = (p: DocParam) => `\`${p.type}\``;
  if (fields) {
    return (
      <DataTable
        caption={caption}
        head={['Поле', 'Тип', 'Описание']}
        rows={params.map((p) => [name(p), type(p), p.description])}
        columnClasses={[styles.name, styles.type, undefined]}
      />
    );
  }
  return (
    <DataTable
      caption={caption}
      head={['Параметр', 'Тип', 'Обязательный', 'Описание']}
      rows={params.map((p) => [name(p), type(p), p.required ? 'да' : 'нет', p.description])}
      columnClasses={[styles.name, styles.type, styles.required, undefined]}
    />
  );
}
