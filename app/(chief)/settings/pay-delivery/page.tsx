import type { Metadata } from 'next';
import { DeliveryForm } from '@/components/settings/delivery-form';
import { PaymentForm } from '@/components/settings/payment-form';
import { WebhooksTable } from '@/components/settings/webhooks-table';
import styles from '@/components/settings/settings.module.css';
import { BlockLoadFailed } from '@/components/ui/block-load-failed';
import { getDeliverySettings, getPaymentSettings, listPaymentSystems, listWebhooks } from '@/lib/settings/server';

export const metadata: Metadata = { title: 'Оплата и доставка' };

/** §2 /settings/pay-delivery: online payment keys and receipt data, delivery options, webhooks. */
export default async function SettingsPayDeliveryPage() {
  const [payment, delivery, systems, webhooks] = await Promise.all([
    getPaymentSettings(),
    getDeliverySettings(),
    listPaymentSystems(),
    listWebhooks(),
  ]);
  return (
    <div className={styles.tab}>
      {payment.item ? (
        <PaymentForm settings={payment.item} systems={systems.map((s) => s.name)} />
      ) : (
        <BlockLoadFailed titleId="payment-title" title="Онлайн-оплата" message={payment.error ?? ''} />
      )}
      {delivery.item ? <DeliveryForm settings={delivery.item} /> : <BlockLoadFailed titleId="delivery-title" title="Доставка и самовывоз" message={delivery.error ?? ''} />}
      <WebhooksTable webhooks={webhooks.rows} error={webhooks.error} />
    </div>
  );
}
