import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { IntegrationSettings } from '@/components/integrations/integration-settings';
import styles from '@/components/integrations/integrations.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { getIntegrationSettings } from '@/lib/integrations/server';
import { paths } from '@/lib/paths';

export const metadata: Metadata = { title: 'Интеграции' };

/** §2 /integrations: the integration's keys and the client and order import and edit screens. */
export default async function IntegrationsPage() {
  const { settings, error } = await getIntegrationSettings();
  return (
    <section className={styles.page} aria-labelledby="integrations-title">
      <header className={styles.header}>
        <h1 id="integrations-title">Интеграции</h1>
      </header>
      {settings ? <IntegrationSettings settings={settings} /> : <ErrorState message={error ?? undefined} />}
      <section className={styles.card} aria-labelledby="integration-clients">
        <h2 id="integration-clients">Клиенты</h2>
        <p className={styles.muted}>Загрузите клиентов из файла CSV или JSON и свяжите их с идентификаторами во внешней системе.</p>
        <div className={styles.links}>
          <IntentLink href={paths.integrationClientImport}>Импорт клиентов</IntentLink>
          <IntentLink href={paths.integrationClientEdit}>Внешние ID клиентов</IntentLink>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="integration-orders">
        <h2 id="integration-orders">Заказы</h2>
        <p className={styles.muted}>Загрузите заказы из учётной системы, чтобы клиенты видели их в истории приложения.</p>
        <div className={styles.links}>
          <IntentLink href={paths.integrationOrderImport}>Импорт заказов</IntentLink>
          <IntentLink href={paths.integrationOrderEdit}>Внешние ID заказов</IntentLink>
        </div>
      </section>
    </section>
  );
}
