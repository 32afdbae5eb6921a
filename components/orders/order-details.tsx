'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Order, PaymentSystem, StatusOption } from '@/lib/api/orders';
import type { ShopOption } from '@/lib/api/shops';
import { formatDateSlashTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { OrderInfo } from './order-info';
import { OrderLines } from './order-lines';
import { OrderStatusSelect } from './order-status-select';
import { PaymentLinkPanel } from './payment-link-panel';
import styles from './orders.module.css';

export interface OrderDetailsProps {
  order: Order;
  statuses: StatusOption[];
  paymentSystems: PaymentSystem[];
  shops: ShopOption[];
}

/** §2 /orders/{id}: every change answers with the whole order, which replaces what is shown. */
export function OrderDetails({ order: loaded, statuses, paymentSystems, shops }: OrderDetailsProps) {
  const [order, setOrder] = useState(loaded);

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <Link href={paths.orders} className={styles.back}>
        ← Ко всем заказам
      </Link>
      <header className={styles.header}>
        <div>
          <h1 id="order-title">Заказ № {order.number}</h1>
          <p className={styles.muted}>от {formatDateSlashTime(order.createdAt)}</p>
        </div>
        <OrderStatusSelect order={order} statuses={statuses} onSaved={setOrder} />
      </header>
      <OrderLines order={order} onSaved={setOrder} />
      <div className={styles.layout}>
        <OrderInfo order={order} paymentSystems={paymentSystems} shops={shops} onSaved={setOrder} />
        <PaymentLinkPanel
          order={order}
          paymentSystems={paymentSystems}
          onCreated={(link) =>
            setOrder((current) => ({
              ...current,
              paymentLink: link.paymentLink,
              paymentSystem: link.paymentSystem,
              paymentSystemId: link.paymentSystem.id,
            }))
          }
        />
      </div>
    </section>
  );
}
