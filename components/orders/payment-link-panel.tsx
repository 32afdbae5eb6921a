'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { ordersApi, type Order, type PaymentLink, type PaymentSystem } from '@/lib/orders/api';
import { formatMoney } from '@/lib/format/format';
import styles from './orders.module.css';

export interface PaymentLinkPanelProps {
  order: Order;
  paymentSystems: readonly PaymentSystem[];
  onCreated: (link: PaymentLink) => void;
}

/** A payment link for the client (POST orders/{id}/payment-link), shown with a copy button. */
export function PaymentLinkPanel({ order, paymentSystems, onCreated }: PaymentLinkPanelProps) {
  const { notify } = useToast();
  const [systemId, setSystemId] = useState<number | null>(order.paymentSystemId ?? paymentSystems[0]?.id ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);

  const create = async () => {
    if (systemId === null) return;
    setPending(true);
    setError(null);
    try {
      const link = await ordersApi.createPaymentLink(order.id, systemId);
      onCreated(link);
      notify({ tone: 'success', text: 'Ссылка на оплату создана' });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError(apiError?.fieldErrors.paymentSystemId?.join(' ') ?? apiError?.error ?? GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!order.paymentLink) return;
    try {
      await navigator.clipboard.writeText(order.paymentLink);
      notify({ tone: 'success', text: 'Ссылка скопирована' });
    } catch {
      // Without clipboard access the link is selected, so Ctrl+C still works.
      linkRef.current?.select();
      notify({ tone: 'error', text: 'Не удалось скопировать ссылку. Она выделена — скопируйте её вручную' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="payment-title">
      <h2 id="payment-title">Оплата</h2>
      <p className={order.isPaid ? styles.paid : styles.muted}>
        {order.isPaid ? 'Заказ оплачен' : `К оплате: ${formatMoney(order.total)}`}
      </p>
      {!order.isPaid && (
        <div className={styles.paymentRow}>
          <Select
            label="Платёжная система"
            placeholder="Выберите платёжную систему"
            options={paymentSystems}
            value={systemId}
            onChange={(id) => setSystemId(Number(id))}
          />
          <Button onClick={create} pending={pending} disabled={systemId === null}>
            {order.paymentLink ? 'Создать новую ссылку' : 'Создать ссылку на оплату'}
          </Button>
        </div>
      )}
      <FormError>{error}</FormError>
      {order.paymentLink && (
        <div className={styles.paymentRow}>
          <TextField
            ref={linkRef}
            label="Ссылка на оплату"
            value={order.paymentLink}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <Button variant="secondary" onClick={copy}>
            Скопировать
          </Button>
        </div>
      )}
    </section>
  );
}
