'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CANCEL_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Popup } from '@/components/ui/popup';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { showServerErrors } from '@/lib/server-field-errors';
import { ordersApi, type Order } from '@/lib/api/orders';
import {
  EMPTY_ORDER_ITEM,
  orderItemSchema,
  toNewOrderItem,
  type OrderItemFormValues,
} from '@/lib/validation/order';
import styles from './orders.module.css';

const FIELDS = ['name', 'price', 'quantity'] as const;

export interface AddItemPopupProps {
  orderId: number;
  onClose: () => void;
  onSaved: (order: Order) => void;
}

/** A new order line (POST orders/{id}/item); the popup stays open with its values on failure. */
export function AddItemPopup({ orderId, onClose, onSaved }: AddItemPopupProps) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderItemFormValues>({ resolver: yupResolver(orderItemSchema), defaultValues: EMPTY_ORDER_ITEM });

  const onSubmit = async (values: OrderItemFormValues) => {
    setFormError(null);
    try {
      const saved = await ordersApi.addItem(orderId, toNewOrderItem(values));
      notify({ tone: 'success', text: 'Позиция добавлена' });
      onSaved(saved);
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <Popup open onClose={onClose} title="Новая позиция" size="small">
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField label="Наименование" registration={register('name')} error={errors.name?.message} />
        <TextField label="Цена, ₽" inputMode="numeric" registration={register('price')} error={errors.price?.message} />
        <TextField
          label="Количество"
          inputMode="numeric"
          registration={register('quantity')}
          error={errors.quantity?.message}
        />
        <FormError>{formError}</FormError>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {CANCEL_TEXT}
          </Button>
          <Button type="submit" pending={isSubmitting}>
            Добавить
          </Button>
        </div>
      </form>
    </Popup>
  );
}
