import { IntentLink } from '@/components/ui/intent-link';
import { orNoData } from '@/components/ui/no-data';
import type { Payment } from '@/lib/settings/payments';
import { formatDateSlashTime, formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import styles from './finance.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The successful payments of a page: when, which order, who paid, through what, how much. */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    <ScrollRegion label="Таблица оплат" className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Оплаты за период</caption>
        <thead>
          <tr>
            <th scope="col">Дата оплаты</th>
            <th scope="col">Заказ</th>
            <th scope="col">Клиент</th>
            <th scope="col">Платёжная система</th>
            <th scope="col" className={styles.amount}>
              Сумма
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={styles.nowrap}>{formatDateSlashTime(payment.paidAt)}</td>
              <td>
                <IntentLink href={paths.order(payment.orderId)}>№{payment.orderNumber}</IntentLink>
              </td>
              <td>{orNoData(payment, 'customer', payment.customer?.name ?? '—')}</td>
              <td>{orNoData(payment, 'paymentSystem', payment.paymentSystem?.name ?? '—')}</td>
              <td className={`${styles.amount} ${styles.nowrap}`}>{formatMoney(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
