import type { Metadata } from 'next';
import { DeliveryForm } from '@/components/settings/delivery-form';
import { PaymentForm } from '@/components/settings/payment-form';
import { WebhooksTable } from '@/components/settings/webhooks-table';
import styles from '@/components/settings/settings.module.css';
import { ApiError } from '@/lib/api/api-error';
import { settingsPaths, type DeliverySettings, type PaymentSettings, type Webhook } from '@/lib/settings/api';
import { loadOptions } from '@/lib/server/upstream/server-list';
import { loadUpstream } from '@/lib/server/upstream/server-api';

export const metadata: Metadata = { title: 'Оплата и доставка' };

/** Not in the specification: shown in place of the table when it cannot be loaded. */
const WEBHOOKS_ERROR = 'Не удалось загрузить вебхуки';

async function loadWebhooks(): Promise<{ rows: Webhook[]; error: string | null }> {
  try {
    return { rows: (await loadUpstream<{ data: Webhook[] }>(settingsPaths.webhooks)).data, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`[webhooks] ${error.status} ${error.error}`);
    return { rows: [], error: error.error || WEBHOOKS_ERROR };
  }
}

/** §2 /settings/pay-delivery: online payment keys and receipt data, delivery options, webhooks. */
export default async function SettingsPayDeliveryPage() {
  const [{ data: payment }, { data: delivery }, systems, webhooks] = await Promise.all([
    loadUpstream<{ data: PaymentSettings }>(settingsPaths.paymentSettings),
    loadUpstream<{ data: DeliverySettings }>(settingsPaths.deliverySettings),
    loadOptions<{ id: number; name: string }>(settingsPaths.paymentSystems),
    loadWebhooks(),
  ]);
  return (
    <div className={styles.tab}>
      <PaymentForm settings={payment} systems={systems.map((s) => s.name)} />
      <DeliveryForm settings={delivery} />
      <WebhooksTable webhooks={webhooks.rows} error={webhooks.error} />
    </div>
  );
}
