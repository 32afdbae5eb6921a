'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EDIT_TEXT } from '@/components/ui/button-texts';
import { orNoData } from '@/components/ui/no-data';
import { DELIVERY_TYPE_NAMES, type Order, type PaymentSystem } from '@/lib/orders/api';
import type { ShopOption } from '@/lib/shops/api';
import { formatDateSlashTime } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { OrderEditPopup } from './order-edit-popup';
import styles from './orders.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

export interface OrderInfoProps {
  order: Order;
  paymentSystems: readonly PaymentSystem[];
  shops: readonly ShopOption[];
  onSaved: (order: Order) => void;
  /** The order the edit popup loaded anew (someone else had changed it). */
  onLoaded?: (order: Order) => void;
}

/** Who ordered, how it is received and paid; 'Изменить' edits it (PUT on the order). */
export function OrderInfo({ order, paymentSystems, shops, onSaved, onLoaded }: OrderInfoProps) {
  const [editing, setEditing] = useState(false);
  // §7: payment system names come from GET payment-systems.
  const paymentName =
    paymentSystems.find((p) => p.id === order.paymentSystemId)?.name ?? order.paymentSystem?.name ?? '—';

  return (
    <section className={styles.section} aria-labelledby="order-info-title">
      <div className={styles.sectionHeader}>
        <h2 id="order-info-title">Данные заказа</h2>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label="Изменить заказ">
          {EDIT_TEXT}
        </Button>
      </div>
      <dl className={styles.details}>
        <dt>Клиент</dt>
        <dd>{orNoData(order, 'customer', order.customer ? <IntentLink href={paths.client(order.customer.id)}>{order.customer.name}</IntentLink> : '—')}</dd>
        <dt>Телефон</dt>
        <dd>{orNoData(order, 'customer', order.customer?.phone ? <PhoneLink phone={order.customer.phone} /> : '—')}</dd>
        <dt>Создан</dt>
        <dd>{orNoData(order, 'createdAt', formatDateSlashTime(order.createdAt))}</dd>
        <dt>Изменён</dt>
        <dd>{orNoData(order, 'updatedAt', formatDateSlashTime(order.updatedAt))}</dd>
        <dt>Способ получения</dt>
        <dd>{DELIVERY_TYPE_NAMES[order.deliveryType] ?? order.deliveryType}</dd>
        {order.deliveryType === 'delivery' ? (
          <>
            <dt>Адрес доставки</dt>
            <dd>{orNoData(order, 'address', order.address || '—')}</dd>
          </>
        ) : (
          <>
            <dt>Магазин</dt>
            <dd>{orNoData(order, 'store', order.store?.address ?? '—')}</dd>
          </>
        )}
        <dt>Платёжная система</dt>
        <dd>{paymentName}</dd>
        <dt>Оплата</dt>
        <dd className={order.isPaid ? styles.paid : styles.unpaid}>{orNoData(order, 'isPaid', order.isPaid ? 'Оплачен' : 'Не оплачен')}</dd>
        <dt>Комментарий</dt>
        <dd>{orNoData(order, 'comment', order.comment || '—')}</dd>
      </dl>
      {editing && (
        <OrderEditPopup
          order={order}
          paymentSystems={paymentSystems}
          shops={shops}
          onClose={() => setEditing(false)}
          onLoaded={onLoaded}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      )}
    </section>
  );
}
