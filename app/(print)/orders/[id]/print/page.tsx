import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { PrintEntryView } from '@/components/orders/print/order-slip';
import { PrintButton } from '@/components/orders/print/print-button';
import styles from '@/components/orders/print/print.module.css';
import { loadPrintEntry } from '@/lib/orders/print-server';
import { paths } from '@/lib/paths';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await loadPrintEntry((await params).id);
  return { title: { absolute: `${entry.kind === 'slip' ? entry.slip.title : entry.text} — печать` } };
}

/** One order's slip; an unknown or foreign id says so, with the way back to the list. */
export default async function OrderPrintPage({ params }: Props) {
  const entry = await loadPrintEntry((await params).id);
  return (
    <>
      <div className={styles.toolbar}>
        {entry.kind === 'slip' ? (
          <IntentLink href={paths.order(entry.slip.id)}>← К заказу</IntentLink>
        ) : (
          <IntentLink href={paths.orders}>← Ко всем заказам</IntentLink>
        )}
        {entry.kind === 'slip' && <PrintButton />}
      </div>
      <PrintEntryView entry={entry} />
    </>
  );
}
