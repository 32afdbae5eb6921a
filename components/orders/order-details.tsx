'use client';

import { Suspense } from 'react';
import { PresenceNote } from '@/components/presence/presence-note';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import type { Order, PaymentSystem, StatusOption } from '@/lib/orders/api';
import type { OrderTimelineData } from '@/lib/orders/timeline';
import type { ShopOption } from '@/lib/shops/api';
import { formatDateSlashTime } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { LiveOrderRefresh } from './live-orders';
import { OrderInfo } from './order-info';
import { OrderLines } from './order-lines';
import { OrderStatusSelect } from './order-status-select';
import { OrderTimeline } from './order-timeline';
import { PaymentLinkPanel } from './payment-link-panel';
import { StatusBadge } from './status-badge';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './orders.module.css';

export interface OrderDetailsProps {
  order: Order;
  statuses: StatusOption[];
  paymentSystems: PaymentSystem[];
  shops: ShopOption[];
  /** The order's history with the company's changes and notes, read by the page from the store. */
  timeline?: OrderTimelineData;
}

/**
 * §2 /orders/{id}, under its heading (OrderScreen): every change answers with the whole order,
 * which is shown at once and then replaced by the route's fresh render (so the list, home's
 * figures and this card agree).
 */
export function OrderDetails({ order: loaded, statuses, paymentSystems, shops, timeline }: OrderDetailsProps) {
  const { data: order, showSaved } = useRouteData(loaded, replaceReducer<Order>);
  const setOrder = showSaved;

  return (
    <>
      <LiveOrderRefresh orderId={order.id} statusId={order.status?.id ?? null} />
      <header className={`${styles.header} ${styles.statusLine}`}>
        <p className={styles.headerMeta}>
          <span className={styles.muted}>от {formatDateSlashTime(order.createdAt)}</span>
          <StatusBadge status={order.status} />
        </p>
        <div className={styles.headerActions}>
          {/* A new tab: the slip is its own page, so the card stays open as it was. */}
          <a
            href={paths.orderPrint(order.id)}
            target="_blank"
            rel="noopener"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.printLink}`}
            data-print="hide"
          >
            Печать
          </a>
          <OrderStatusSelect order={order} statuses={statuses} onSaved={setOrder} />
        </div>
      </header>
      <PresenceNote card={`order:${order.id}`} />
      <OrderLines order={order} onSaved={setOrder} />
      {/* Never suspends: past the first 12.8 kB of HTML, this part comes a moment later under the lines (see ProductScreenBody). */}
      <Suspense>
        <div className={styles.layout}>
          <OrderInfo order={order} paymentSystems={paymentSystems} shops={shops} onSaved={setOrder} onLoaded={setOrder} />
          <PaymentLinkPanel
            order={order}
            paymentSystems={paymentSystems}
            onCreated={(link) => {
              setOrder({
                ...order,
                paymentLink: link.paymentLink,
                paymentSystem: link.paymentSystem,
                paymentSystemId: link.paymentSystem.id,
              });
            }}
          />
        </div>
        <OrderTimeline order={order} timeline={timeline} />
      </Suspense>
    </>
  );
}
