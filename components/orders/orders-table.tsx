import Link from 'next/link';
import { SelectCell, SelectHeaderCell } from '@/components/list/select-cells';
import type { Selection } from '@/components/list/use-selection';
import { DELIVERY_TYPE_NAMES, type OrderSummary } from '@/lib/api/orders';
import { formatDateSlashTime, formatMoney, formatPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import styles from './orders.module.css';

export interface OrdersTableProps {
  orders: readonly OrderSummary[];
  /** The client column; the client card leaves it out. */
  showCustomer?: boolean;
  /** Row selection for bulk status changes (issue 20). */
  selection?: Selection;
}

/** Orders with their number, date, client, way of receiving, total, payment and status. */
export function OrdersTable({ orders, showCustomer = true, selection }: OrdersTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <SelectHeaderCell selection={selection} />
            <th scope="col">№ заказа</th>
            <th scope="col">Дата</th>
            {showCustomer && <th scope="col">Клиент</th>}
            <th scope="col">Получение</th>
            <th scope="col" className={styles.number}>
              Сумма
            </th>
            <th scope="col">Оплата</th>
            <th scope="col">Статус</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <SelectCell selection={selection} id={order.id} name={`заказ № ${order.number}`} />
              <td>
                <Link href={paths.order(order.id)} aria-label={`Заказ № ${order.number}`}>
                  {order.number}
                </Link>
              </td>
              <td className={styles.nowrap}>{formatDateSlashTime(order.createdAt)}</td>
              {showCustomer && (
                <td>
                  {order.customer ? (
                    <>
                      <div>{order.customer.name}</div>
                      <div className={`${styles.muted} ${styles.nowrap}`}>{formatPhone(order.customer.phone)}</div>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td>{DELIVERY_TYPE_NAMES[order.deliveryType] ?? order.deliveryType}</td>
              <td className={styles.number}>{formatMoney(order.total)}</td>
              <td className={order.isPaid ? styles.paid : styles.unpaid}>{order.isPaid ? 'Оплачен' : 'Не оплачен'}</td>
              <td>
                <span className={styles.pill}>{order.status?.name ?? '—'}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
