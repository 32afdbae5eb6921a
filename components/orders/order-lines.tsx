'use client';

import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { NoData, orNoData } from '@/components/ui/no-data';
import { useToast } from '@/components/ui/toast';
import { ordersApi, type Order, type OrderItem } from '@/lib/orders/api';
import { formatMoney } from '@/lib/format/format';
import { isMissing } from '@/lib/schema/missing';
import { AddItemPopup } from './add-item-popup';
import { OrderLineRow } from './order-line-row';
import styles from './orders.module.css';
import cards from '@/components/list/card-table.module.css';

export interface OrderLinesProps {
  order: Order;
  onSaved: (order: Order) => void;
}

/** The order lines with their quantity, status and deletion, a new line, and the totals. */
export function OrderLines({ order, onSaved }: OrderLinesProps) {
  const { notify } = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OrderItem | null>(null);

  const changeLine = async (item: OrderItem, patch: Parameters<typeof ordersApi.updateItem>[2]) => {
    const saved = await ordersApi.updateItem(order.id, item.id, patch);
    onSaved(saved);
    notify({ tone: 'success', text: `Позиция «${item.name}» изменена` });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const saved = await ordersApi.removeItem(order.id, deleting.id);
    onSaved(saved);
    notify({ tone: 'success', text: 'Позиция удалена' });
  };

  return (
    <section className={styles.section} aria-labelledby="order-lines-title">
      <div className={styles.sectionHeader}>
        <h2 id="order-lines-title">Состав заказа</h2>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Добавить позицию
        </Button>
      </div>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${cards.cards}`}>
          <thead>
            <tr>
              <th scope="col">Наименование</th>
              <th scope="col" className={styles.number}>
                Цена
              </th>
              <th scope="col">Количество</th>
              <th scope="col" className={styles.number}>
                Сумма
              </th>
              <th scope="col">Статус</th>
              <th scope="col">
                <span className="visually-hidden">Действия</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isMissing(order, 'items') && (
              <tr>
                <td colSpan={6}>
                  <NoData />
                </td>
              </tr>
            )}
            {order.items.map((item) => (
              <OrderLineRow key={item.id} item={item} onChange={changeLine} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        <dt>Сумма позиций</dt>
        <dd>{orNoData(order, 'linesTotal', formatMoney(order.linesTotal))}</dd>
        <dt>Доставка</dt>
        <dd>{orNoData(order, 'deliveryCost', formatMoney(order.deliveryCost))}</dd>
        {/* The call widget keeps off the total (components/layout/call-manager.tsx). */}
        <dt className={styles.grandTotal} data-keep-clear="">
          Итого
        </dt>
        <dd className={styles.grandTotal} data-testid="order-total" data-keep-clear="">
          {orNoData(order, 'total', formatMoney(order.total))}
        </dd>
      </dl>
      {adding && (
        <AddItemPopup
          orderId={order.id}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            onSaved(saved);
          }}
        />
      )}
      <AsyncConfirmPopup
        open={deleting !== null}
        message={deleting ? `Вы действительно хотите удалить позицию «${deleting.name}» из заказа?` : undefined}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
