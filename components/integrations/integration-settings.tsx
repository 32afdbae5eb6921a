'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { orNoData } from '@/components/ui/no-data';
import { replaceReducer, useRouteData } from '@/components/ui/use-route-data';
import { integrationApi, type IntegrationSettings as Settings } from '@/lib/integrations/api';
import { formatDateSlashTime } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { IntegrationLimits } from './integration-limits';
import { SecretValue } from './secret-value';
import styles from './integrations.module.css';

/**
 * The integration's credentials (API docs: integration auth): the id, and the secret — shown
 * only right after it is reissued, as the upstream never gives it back afterwards.
 */
export function IntegrationSettings({ settings }: { settings: Settings }) {
  const { data: current, saveThen, showSaved } = useRouteData(settings, replaceReducer<Settings>);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const regenerate = async () => {
    const saved = await saveThen(() => integrationApi.updateSettings({ regenerateSecret: true }), (next) => next);
    setSecret(saved.clientSecret);
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="integration-keys">
        <h2 id="integration-keys">Ключи интеграции</h2>
        <p className={styles.muted}>
          Внешняя система (1С, CRM, ERP) обменивает Client ID и секрет на токен интеграции. Подробнее — в{' '}
          <IntentLink href={paths.docsArticle('integration/auth')}>документации API</IntentLink>.
        </p>
        <SecretValue label="Client ID" value={current.clientId} />
        {secret ? (
          <>
            <SecretValue label="Секрет" value={secret} />
            <Notice tone="info">Сохраните новый секрет: после ухода со страницы он больше не будет показан.</Notice>
        </>
      ) : (
        <div className={styles.secretRow}>
          <span className={styles.secretLabel}>Секрет</span>
          <code className={styles.secretValue}>{current.secretHint}</code>
          <span className={styles.muted}>Хранится только в зашифрованном виде</span>
        </div>
      )}
      <p className={styles.muted}>
        Срок действия токена: {orNoData(current, 'tokenTtl', `${Math.round(current.tokenTtl / 60)} мин`)}. Права:{' '}
        {orNoData(current, 'scopes', current.scopes.map((s) => (s === 'clients' ? 'клиенты' : 'заказы')).join(', ') || 'нет')}. Изменено:{' '}
        {orNoData(current, 'updatedAt', formatDateSlashTime(current.updatedAt))}.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Выпустить новый секрет
        </Button>
      </div>
      <AsyncConfirmPopup
        open={confirming}
        message="Старый секрет и все выданные по нему токены сразу перестанут действовать. Выпустить новый секрет?"
        confirmText="Да, выпустить"
        onConfirm={regenerate}
        onClose={() => setConfirming(false)}
      />
    </section>
    <IntegrationLimits settings={current} onSaved={showSaved} />
    </>
  );
}
