'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { orNoData } from '@/components/ui/no-data';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import type { Customer } from '@/lib/clients/api';
import { formatDate, formatMoney, formatNumber } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { PresenceNote } from '@/components/presence/presence-note';
import { ClientStatusBadge } from './client-status-badge';
import { ClientCardBody } from './client-card-body';
import styles from './clients.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

/** §2 /clients/{id}: the client with their status, bonus balance and editable fields (saved, then the route is revalidated). */
export function ClientCard({ customer: serverCustomer, children }: { customer: Customer; children?: ReactNode }) {
  const { data: customer, showSaved } = useRouteData(serverCustomer, replaceReducer<Customer>);

  return (
    <section className={styles.page} aria-labelledby="client-title">
      <IntentLink href={paths.clients} className={styles.back}>
        ← Ко всем клиентам
      </IntentLink>
      <header className={styles.header}>
        <h1 id="client-title">{orNoData(customer, 'name', customer.name)}</h1>
        {orNoData(customer, 'status', <ClientStatusBadge status={customer.status} />)}
        {customer.phone && <PhoneLink phone={customer.phone} />}
      </header>
      <PresenceNote card={`client:${customer.id}`} />
      <dl className={`${styles.section} ${styles.stats}`}>
        <div>
          <dt>Бонусный баланс</dt>
          <dd>{orNoData(customer, 'bonusBalance', formatNumber(customer.bonusBalance))}</dd>
        </div>
        <div>
          <dt>Заказов</dt>
          <dd>{orNoData(customer, 'ordersCount', formatNumber(customer.ordersCount))}</dd>
        </div>
        <div>
          <dt>Сумма выполненных заказов</dt>
          <dd>{orNoData(customer, 'ordersTotal', formatMoney(customer.ordersTotal))}</dd>
        </div>
        <div>
          <dt>Последний заказ</dt>
          <dd>{orNoData(customer, 'lastOrderAt', customer.lastOrderAt ? formatDate(customer.lastOrderAt) : '—')}</dd>
        </div>
        <div>
          <dt>Клиент с</dt>
          <dd>{orNoData(customer, 'createdAt', formatDate(customer.createdAt))}</dd>
        </div>
      </dl>
      <ClientCardBody customer={customer} onSaved={showSaved}>
        {children}
      </ClientCardBody>
    </section>
  );
}
