import { IntentLink } from '@/components/ui/intent-link';
import { TARIFF_LABELS, type PlatformPayment } from '@/lib/admin/types';
import { formatDateSlashTime, formatMoney } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import styles from './admin.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Platform payments of a finance page: when, which company, the plan and the sum. */
export function PaymentsTable({ payments }: { payments: readonly PlatformPayment[] }) {
  return (
    <ScrollRegion label="Таблица платежей" className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Компания</th>
            <th scope="col">Тариф</th>
            <th scope="col" className={styles.number}>
              Сумма
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={styles.nowrap}>{formatDateSlashTime(payment.paidAt)}</td>
              <td>
                <IntentLink href={paths.adminCompany(payment.companyId)}>{payment.companyName}</IntentLink>
              </td>
              <td>{TARIFF_LABELS[payment.tariff] ?? payment.tariff}</td>
              <td className={styles.number}>{formatMoney(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
