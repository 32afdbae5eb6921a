'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CANCEL_TEXT, SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Popup } from '@/components/ui/popup';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { DELIVERY_TYPE_NAMES, ordersApi, type DeliveryType, type Order, type PaymentSystem } from '@/lib/orders/api';
import type { ShopOption } from '@/lib/shops/api';
import { orderFormValues, orderSchema, toOrderPayload, type OrderFormValues } from '@/lib/orders/validation';
import styles from './orders.module.css';

const FIELDS = ['deliveryType', 'address', 'storeId', 'paymentSystemId', 'comment'] as const;
const DELIVERY_OPTIONS = (Object.keys(DELIVERY_TYPE_NAMES) as DeliveryType[]).map((value) => ({
  value,
  label: DELIVERY_TYPE_NAMES[value],
}));

export interface OrderEditPopupProps {
  order: Order;
  paymentSystems: readonly PaymentSystem[];
  shops: readonly ShopOption[];
  onClose: () => void;
  onSaved: (order: Order) => void;
}

/** Editing an order: way of receiving, address or shop, payment system and comment. */
export function OrderEditPopup({ order, paymentSystems, shops, onClose, onSaved }: OrderEditPopupProps) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormValues>({ resolver: yupResolver(orderSchema), defaultValues: orderFormValues(order) });
  const deliveryType = useWatch({ control, name: 'deliveryType' });
  const shopOptions = shops.map((shop) => ({ id: shop.id, name: shop.address }));

  const onSubmit = async (values: OrderFormValues) => {
    setFormError(null);
    try {
      const saved = await ordersApi.update(order.id, toOrderPayload(values));
      notify({ tone: 'success', text: 'Заказ сохранён' });
      onSaved(saved);
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <Popup open onClose={onClose} title={`Изменить заказ № ${order.number}`}>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <Controller
          control={control}
          name="deliveryType"
          render={({ field }) => (
            <RadioGroup
              legend="Способ получения"
              options={DELIVERY_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.deliveryType?.message}
            />
          )}
        />
        {deliveryType === 'delivery' ? (
          <TextField label="Адрес доставки" registration={register('address')} error={errors.address?.message} />
        ) : (
          <Controller
            control={control}
            name="storeId"
            render={({ field }) => (
              <Select
                label="Магазин"
                searchable
                placeholder="Выберите магазин"
                options={shopOptions}
                value={field.value}
                onChange={(id) => field.onChange(Number(id))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.storeId?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="paymentSystemId"
          render={({ field }) => (
            <Select
              label="Платёжная система"
              placeholder="Выберите платёжную систему"
              options={paymentSystems}
              value={field.value}
              onChange={(id) => field.onChange(Number(id))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.paymentSystemId?.message}
            />
          )}
        />
        <TextField label="Комментарий" registration={register('comment')} error={errors.comment?.message} />
        <FormError>{formError}</FormError>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {CANCEL_TEXT}
          </Button>
          <Button type="submit" pending={isSubmitting}>
            {SAVE_CHANGES_TEXT}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
