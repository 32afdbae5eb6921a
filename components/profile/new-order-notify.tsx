'use client';

import { Toggle } from '@/components/ui/toggle';
import { setNotifyNewOrders, useNotifyNewOrders } from '@/lib/live/order-notify';
import styles from './profile.module.css';

/** The opt-in for new-order notifications and the chime, kept on this device only. */
export function NewOrderNotify() {
  const on = useNotifyNewOrders();
  return (
    <section className={styles.card} aria-labelledby="notify-title">
      <h2 id="notify-title">Уведомления</h2>
      <Toggle checked={on} onChange={(next) => void setNotifyNewOrders(next)} label="Уведомлять о новых заказах" />
      <p>Уведомление браузера и звуковой сигнал при новом заказе. Настройка хранится на этом устройстве.</p>
    </section>
  );
}
