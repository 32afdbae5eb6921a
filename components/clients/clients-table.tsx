import { IntentLink } from '@/components/ui/intent-link';
import type { CustomerRow } from '@/lib/clients/api';
import { formatDate, formatNumber } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { ClientStatusBadge } from './client-status-badge';
import styles from './clients.module.css';
import { SortableHeader } from '@/components/list/sortable-header';
import cards from '@/components/list/card-table.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

/** Clients with their contacts, status badge, bonus balance and number of orders. */
export function ClientsTable({ customers }: { customers: readonly CustomerRow[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${cards.cards}`}>
        <thead>
          <tr>
            <SortableHeader field="name">Клиент</SortableHeader>
            <th scope="col">Телефон</th>
            <th scope="col">E-mail</th>
            <th scope="col">Статус</th>
            <SortableHeader field="bonus_balance" className={styles.number}>Бонусы</SortableHeader>
            <th scope="col" className={styles.number}>
              Заказов
            </th>
            <SortableHeader field="created_at">Дата регистрации</SortableHeader>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <td data-card="title">
                <IntentLink href={paths.client(customer.id)}>{customer.name}</IntentLink>
              </td>
              <td data-label="Телефон">
                <PhoneLink phone={customer.phone} />
              </td>
              <td data-label="E-mail">{customer.email || '—'}</td>
              <td data-label="Статус">
                <ClientStatusBadge status={customer.status} />
              </td>
              <td className={styles.number} data-label="Бонусы">{formatNumber(customer.bonusBalance)}</td>
              <td className={styles.number} data-label="Заказов">{formatNumber(customer.ordersCount)}</td>
              <td className={styles.nowrap} data-label="Дата регистрации">{formatDate(customer.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
