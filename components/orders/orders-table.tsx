import { IntentLink } from '@/components/ui/intent-link';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import type { OrderSummary } from '@/lib/orders/api';
import { DELIVERY_TYPE_NAMES } from '@/lib/orders/constants';
import { formatDateSlashTime, formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { StatusBadge } from './status-badge';
import cards from '@/components/list/card-table.module.css';
import styles from './orders.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import { PhoneLink } from '@/components/ui/phone-link';

export interface OrdersTableProps {
  orders: readonly OrderSummary[];
  /** The client column; the client card leaves it out. */
  showCustomer?: boolean;
  /** Row selection for bulk status changes. */
  selection?: Selection;
}

/** Orders with their number, date, client, way of receiving, total, payment and status. */
export function OrdersTable({ orders, showCustomer = true, selection }: OrdersTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <SortableHeader field="number">№ заказа</SortableHeader>
            <SortableHeader field="created_at">Дата</SortableHeader>
            {showCustomer && <th scope="col">Клиент</th>}
            <th scope="col">Получение</th>
            <SortableHeader field="total" className={styles.number}>Сумма</SortableHeader>
            <th scope="col">Оплата</th>
            <th scope="col">Статус</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <SelectCell selection={selection} id={order.id} name={`заказ № ${order.number}`} />
              <td data-card="title">
                <IntentLink href={paths.order(order.id)} aria-label={`Заказ № ${order.number}`}>
                  {order.number}
                </IntentLink>
              </td>
              <td className={styles.nowrap} data-label="Дата">{formatDateSlashTime(order.createdAt)}</td>
              {showCustomer && (
                <td data-label="Клиент">
                  {order.customer ? (
                    <>
                      <div>{order.customer.name}</div>
                      <div className={styles.muted}>
                        <PhoneLink phone={order.customer.phone} />
                      </div>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td data-label="Получение">{DELIVERY_TYPE_NAMES[order.deliveryType] ?? order.deliveryType}</td>
              <td className={styles.number} data-label="Сумма">{formatMoney(order.total)}</td>
              <td className={order.isPaid ? styles.paid : styles.unpaid} data-label="Оплата">{order.isPaid ? 'Оплачен' : 'Не оплачен'}</td>
              <td data-label="Статус">
                <StatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
