'use client';

import Link from 'next/link';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import type { Order, PaymentSystem, StatusOption } from '@/lib/orders/api';
import { recordOrderEvent } from '@/lib/orders/journal';
import type { ShopOption } from '@/lib/shops/api';
import { formatDateSlashTime, formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { LiveOrderRefresh } from './live-orders';
import { OrderInfo } from './order-info';
import { OrderLines } from './order-lines';
import { OrderStatusSelect } from './order-status-select';
import { OrderTimeline } from './order-timeline';
import { PaymentLinkPanel } from './payment-link-panel';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

export interface OrderDetailsProps {
  order: Order;
  statuses: StatusOption[];
  paymentSystems: PaymentSystem[];
  shops: ShopOption[];
}

/**
 * §2 /orders/{id}: every change answers with the whole order, which is shown at once and then
 * replaced by the route's fresh render (so the list, home's figures and this card agree).
 */
export function OrderDetails({ order: loaded, statuses, paymentSystems, shops }: OrderDetailsProps) {
  const { data: order, showSaved } = useRouteData(loaded, replaceReducer<Order>);
  const setOrder = showSaved;

  // The timeline's session entries: the upstream answers with the order, not with what changed.
  const statusSaved = (next: Order) => {
    if (next.status?.id !== order.status?.id) recordOrderEvent(next.id, 'status', `Статус изменён: ${next.status?.name ?? '—'}`);
    setOrder(next);
  };
  const linesSaved = (next: Order) => {
    recordOrderEvent(next.id, 'lines', `Состав заказа изменён: позиций ${next.items.length}, сумма ${formatMoney(next.total)}`);
    setOrder(next);
  };
  const detailsSaved = (next: Order) => {
    recordOrderEvent(next.id, 'details', 'Данные заказа изменены');
    setOrder(next);
  };

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <LiveOrderRefresh orderId={order.id} statusId={order.status?.id ?? null} />
      <Link href={paths.orders} className={styles.back}>
        ← Ко всем заказам
      </Link>
      <header className={styles.header}>
        <div>
          <h1 id="order-title">Заказ № {order.number}</h1>
          <p className={styles.headerMeta}>
            <span className={styles.muted}>от {formatDateSlashTime(order.createdAt)}</span>
            <StatusBadge status={order.status} />
          </p>
        </div>
        <OrderStatusSelect order={order} statuses={statuses} onSaved={statusSaved} />
      </header>
      <OrderLines order={order} onSaved={linesSaved} />
      <div className={styles.layout}>
        <OrderInfo order={order} paymentSystems={paymentSystems} shops={shops} onSaved={detailsSaved} />
        <PaymentLinkPanel
          order={order}
          paymentSystems={paymentSystems}
          onCreated={(link) => {
            recordOrderEvent(order.id, 'paymentLink', `Отправлена ссылка на оплату (${link.paymentSystem.name}, ${formatMoney(link.amount)})`);
            setOrder({
              ...order,
              paymentLink: link.paymentLink,
              paymentSystem: link.paymentSystem,
              paymentSystemId: link.paymentSystem.id,
            });
          }}
        />
      </div>
      <OrderTimeline order={order} />
    </section>
  );
}
