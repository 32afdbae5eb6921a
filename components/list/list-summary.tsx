import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/format';
import styles from './list-page.module.css';

/** 'Найдено …: N' over a filtered list, with 'Сбросить фильтр' while a filter is applied. */
export function ListSummary({ label, total, onClear }: { label: string; total: number; onClear?: () => void }) {
  return (
    <div className={styles.header}>
      <p className={styles.muted} role="status">
        {`${label}: ${formatNumber(total)}`}
      </p>
      {onClear && (
        <Button variant="link" onClick={onClear}>
          Сбросить фильтр
        </Button>
      )}
    </div>
  );
}
