import { IntentLink } from '@/components/ui/intent-link';
import type { Webhook } from '@/lib/settings/api';
import { paths } from '@/lib/paths';
import styles from './settings.module.css';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** §3 webhook table (event, method, url): where the upstream reports the shop's events. Read only. */
export function WebhooksTable({ webhooks, error }: { webhooks: Webhook[]; error: string | null }) {
  return (
    <section className={styles.card} aria-labelledby="webhooks-title">
      <div className={styles.cardHeader}>
        <h2 id="webhooks-title">Вебхуки</h2>
        <IntentLink href={paths.docsHome}>Как подключить вебхук</IntentLink>
      </div>
      {error ? (
        <p className={styles.empty} role="alert">
          {error}
        </p>
      ) : webhooks.length === 0 ? (
        <p className={styles.empty}>Вебхуков пока нет</p>
      ) : (
        <ScrollRegion label="Таблица вебхуков" className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="webhooks-title">
            <thead>
              <tr>
                <th scope="col">Событие</th>
                <th scope="col">Метод</th>
                <th scope="col">URL</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.map((hook) => (
                <tr key={hook.id}>
                  <td className={styles.code}>{hook.event}</td>
                  <td className={styles.code}>{hook.method}</td>
                  <td className={styles.code}>{hook.url}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
