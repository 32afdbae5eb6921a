'use client';

import type { Order } from '@/lib/orders/api';
import { formatDateSlashTime } from '@/lib/format/format';
import { upstreamRows, type OrderTimelineData } from '@/lib/orders/timeline';
import { OrderNoteForm } from './order-note-form';
import styles from './orders.module.css';

/**
 * The order's history, as every user of the company sees it: what the upstream says (its
 * `history`, or creation and the last change), what was changed through the back office and by
 * whom, and the staff's notes. Built on the server (lib/orders/timeline-server.ts); without it
 * (a screen that passes none) only the upstream's rows are shown.
 */
export function OrderTimeline({ order, timeline }: { order: Order; timeline?: OrderTimelineData }) {
  const rows = timeline?.rows ?? upstreamRows(order);

  return (
    <section className={styles.section} aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">История заказа</h2>
      {timeline && !timeline.complete && (
        <p className={styles.muted}>Изменения и комментарии сейчас недоступны: показано только то, что сообщает сервер заказов.</p>
      )}
      <ol className={styles.timeline}>
        {rows.map((row, index) => (
          <li key={`${row.at}-${index}`}>
            <time dateTime={row.at}>{formatDateSlashTime(row.at)}</time>{' '}
            {row.kind === 'note' ? (
              <>
                Комментарий
                <span className={styles.timelineBy}> — {row.by}</span>
                <p className={styles.timelineNote}>{row.text}</p>
              </>
            ) : (
              <>
                {row.text}
                {row.by && <span className={styles.timelineBy}> — {row.by}</span>}
              </>
            )}
          </li>
        ))}
      </ol>
      {timeline?.complete && <OrderNoteForm orderId={order.id} />}
    </section>
  );
}
