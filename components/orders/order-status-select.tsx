'use client';

import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { ordersApi, type Order, type StatusOption } from '@/lib/orders/api';
import styles from './orders.module.css';

export interface OrderStatusSelectProps {
  order: Order;
  statuses: readonly StatusOption[];
  onSaved: (order: Order) => void;
}

/** The order's status, saved as soon as it is chosen (PATCH on the order, §4). */
export function OrderStatusSelect({ order, statuses, onSaved }: OrderStatusSelectProps) {
  const [pending, setPending] = useState(false);
  const { notify } = useToast();

  const change = async (statusId: number) => {
    if (statusId === order.status?.id) return;
    setPending(true);
    try {
      const saved = await ordersApi.setStatus(order.id, statusId);
      onSaved(saved);
      notify({ tone: 'success', text: `Статус заказа изменён: «${saved.status?.name ?? ''}»` });
    } catch (error) {
      // The select keeps showing the status the server still holds.
      notify({ tone: 'error', text: error instanceof ApiError ? error.error : GENERIC_ERROR });
    } finally {
      setPending(false);
    }
  };

  return (
    <Select
      className={styles.statusSelect}
      label="Статус заказа"
      options={statuses}
      value={order.status?.id ?? null}
      onChange={(id) => void change(Number(id))}
      disabled={pending}
      placeholder="Не выбран"
    />
  );
}
