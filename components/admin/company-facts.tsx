import { APP_STATE_LABELS, TARIFF_LABELS, type AdminCompanyCard, type Subscription } from '@/lib/admin/types';
import { formatDate, formatDateSlashTime, formatMoney } from '@/lib/format/format';
import styles from './admin.module.css';
import { PhoneLink } from '@/components/ui/phone-link';

function Facts({ rows }: { rows: [term: string, value: React.ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function subscriptionText(subscription: Subscription): string {
  switch (subscription.status) {
    case 'active':
      return `Оплачена до ${formatDate(subscription.paidUntil)}`;
    case 'expired':
      return `Истекла ${formatDate(subscription.paidUntil)}`;
    case 'trial':
      return `Пробный период до ${formatDate(subscription.trialEndsAt)}`;
    default:
      return 'Не оплачена';
  }
}

function StoreLink({ url }: { url: string | null }) {
  if (!url) return <>Не опубликовано</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

/** The card's read-only sections: contacts, legal data, app and store pages, subscription. */
export function CompanyFacts({ company }: { company: AdminCompanyCard }) {
  const { application: app, subscription } = company;
  return (
    <>
      <section className={styles.card} aria-labelledby="company-contacts">
        <h2 id="company-contacts">Контакты</h2>
        <Facts
          rows={[
            ['E-mail', company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : ''],
            ['Телефон', company.phone ? <PhoneLink phone={company.phone} /> : ''],
            ['Город', company.city],
            ['Адрес', company.address],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="company-legal">
        <h2 id="company-legal">Юридические данные</h2>
        <Facts
          rows={[
            ['Юридическое лицо', company.legalName],
            ['ИНН', company.inn],
            ['Дата регистрации', formatDate(company.createdAt)],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="company-app">
        <h2 id="company-app">Приложение</h2>
        <Facts
          rows={[
            ['Статус публикации', company.appState ? APP_STATE_LABELS[company.appState] : ''],
            ['Название в приложении', app?.companyName ?? 'Приложение ещё не создано'],
            ['App Store', app ? <StoreLink url={app.appStoreUrl} /> : ''],
            ['Play Market', app ? <StoreLink url={app.googlePlayUrl} /> : ''],
            ['Обновлено', app ? formatDateSlashTime(app.updatedAt) : ''],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="company-subscription">
        <h2 id="company-subscription">Подписка</h2>
        <Facts
          rows={[
            ['Статус', subscriptionText(subscription)],
            ['Тариф', subscription.tariff ? TARIFF_LABELS[subscription.tariff] : ''],
            ['Последний платёж', formatDate(subscription.lastPaymentAt)],
            ['Платежей', String(subscription.paymentsCount)],
            ['Оплачено всего', formatMoney(subscription.totalPaid)],
          ]}
        />
      </section>
    </>
  );
}
