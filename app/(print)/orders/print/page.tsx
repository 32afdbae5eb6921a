import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { PrintEntryView } from '@/components/orders/print/order-slip';
import { PrintButton } from '@/components/orders/print/print-button';
import styles from '@/components/orders/print/print.module.css';
import { countRu } from '@/lib/format/plural';
import { MAX_PRINT_ORDERS, parsePrintIds } from '@/lib/orders/print';
import { loadPrintEntries } from '@/lib/orders/print-server';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: { absolute: 'Заказы — печать' } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** «из 101 заказа», «из 105 заказов». */
const OF_ORDERS = ['заказа', 'заказов', 'заказов'] as const;

/** Several orders, one a sheet, in the order of `ids`; an id that cannot be printed gets its own block. */
export default async function OrdersPrintPage({ searchParams }: Props) {
  const { ids, leftOut } = parsePrintIds((await searchParams).ids);
  const entries = await loadPrintEntries(ids);
  return (
    <>
      <div className={styles.toolbar}>
        <IntentLink href={paths.orders}>← Ко всем заказам</IntentLink>
        {entries.length > 0 && <PrintButton />}
      </div>
      {leftOut > 0 && (
        <p className={`${styles.notice} ${styles.toolbar}`} role="status">
          Печатаются первые {MAX_PRINT_ORDERS} из {countRu(ids.length + leftOut, OF_ORDERS)}: больше за один раз не печатается.
        </p>
      )}
      {entries.length === 0 && <p>Не выбраны заказы для печати.</p>}
      {entries.map((entry) => (
        <PrintEntryView key={entry.kind === 'slip' ? entry.slip.id : `missing-${entry.id}`} entry={entry} />
      ))}
    </>
  );
}
