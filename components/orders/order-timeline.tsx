'use client';

import type { Order, OrderEvent } from '@/lib/orders/api';
import { formatDateSlashTime } from '@/lib/format/format';
import { useOrderJournal } from '@/lib/orders/journal';
import styles from './orders.module.css';

interface Row {
  at: string;
  text: string;
  source: 'upstream' | 'browser';
}

/**
 * The order's history, so the company sees what happened to it: what the upstream returns (its `history` when it keeps one,
 * otherwise creation and the last change), plus what this browser did in the session.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const journal = useOrderJournal(order.id);
  const upstream: OrderEvent[] = order.history?.length
    ? order.history
    : [
        { at: order.createdAt, text: 'Заказ создан' },
        ...(order.updatedAt && order.updatedAt !== order.createdAt ? [{ at: order.updatedAt, text: 'Последнее изменение' }] : []),
      ];
  const rows: Row[] = [
    ...upstream.map((event) => ({ ...event, source: 'upstream' as const })),
    ...journal.map((entry) => ({ at: entry.at, text: entry.text, source: 'browser' as const })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <section className={styles.section} aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">История заказа</h2>
      {!order.history?.length && (
        <p className={styles.muted}>
          Сервер сообщает только время создания и последнего изменения. Остальные события записаны этим браузером за
          текущую сессию и отмечены «в этом браузере».
        </p>
      )}
      <ol className={styles.timeline}>
        {rows.map((row, index) => (
          <li key={`${row.at}-${index}`}>
            <time dateTime={row.at}>{formatDateSlashTime(row.at)}</time> {row.text}
            {row.source === 'browser' && <span className={styles.timelineSource}> — в этом браузере</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
