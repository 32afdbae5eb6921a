'use client';

import { Field } from '@/components/form/field';
import { Controller, useWatch } from 'react-hook-form';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { SelectField } from '@/components/form/select-field';
import { recordGuard, useAppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { RadioGroup } from '@/components/ui/radio-group';
import { DELIVERY_TYPE_NAMES, ordersApi, type DeliveryType, type Order, type PaymentSystem } from '@/lib/orders/api';
import type { ShopOption } from '@/lib/shops/api';
import { orderFormValues, toOrderPayload } from '@/lib/orders/forms';
import type { OrderFormValues } from '@/lib/orders/validation';

const loadOrderSchema = () => import('@/lib/orders/validation').then((m) => m.orderSchema);

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
  /** The order loaded anew by «Загрузить новые данные» (the card shows it; the popup stays open). */
  onLoaded?: (order: Order) => void;
}

/** Editing an order: way of receiving, address or shop, payment system and comment. */
export function OrderEditPopup({ order, paymentSystems, shops, onClose, onSaved, onLoaded }: OrderEditPopupProps) {
  const nameOf = (options: readonly { id: number; name: string }[]) => (value: unknown) =>
    options.find((option) => option.id === value)?.name ?? (value == null ? '' : `№ ${String(value)}`);
  const form = useAppForm<OrderFormValues>({
    schema: loadOrderSchema,
    defaultValues: orderFormValues(order),
    successText: 'Заказ сохранён',
    guardAgainst: recordGuard({
      baseline: order,
      load: () => ordersApi.get(order.id),
      values: orderFormValues,
      version: (record) => record.updatedAt,
      fields: {
        labels: { deliveryType: 'Способ получения', address: 'Адрес доставки', storeId: 'Магазин', paymentSystemId: 'Платёжная система', comment: 'Комментарий' },
        show: {
          deliveryType: (value) => DELIVERY_TYPE_NAMES[value as DeliveryType] ?? '',
          storeId: nameOf(shops.map((shop) => ({ id: shop.id, name: shop.address }))),
          paymentSystemId: nameOf(paymentSystems),
        },
      },
      onLoad: onLoaded,
    }),
    // A dialog: closing it is the order card's business, as before.
    guard: 'none',
    submit: async (values) => {
      onSaved(await ordersApi.update(order.id, toOrderPayload(values)));
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const deliveryType = useWatch({ control, name: 'deliveryType' });
  const shopOptions = shops.map((shop) => ({ id: shop.id, name: shop.address }));

  return (
    <AppFormPopup form={form} title={`Изменить заказ № ${order.number}`} onClose={onClose} submitText={SAVE_CHANGES_TEXT}>
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
        <Field label="Адрес доставки" name="address" />
      ) : (
        <SelectField control={control} name="storeId" label="Магазин" searchable placeholder="Выберите магазин" options={shopOptions} />
      )}
      <SelectField control={control} name="paymentSystemId" label="Платёжная система" placeholder="Выберите платёжную систему" options={paymentSystems} />
      <Field label="Комментарий" name="comment" />
    </AppFormPopup>
  );
}
