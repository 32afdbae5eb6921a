'use client';

import { useState } from 'react';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useGuardedClose } from '@/components/ui/unsaved-guard';
import { formFailure } from '@/lib/forms/server-field-errors';
import { ApiError } from '@/lib/api/api-error';
import { ordersApi, type Order } from '@/lib/orders/api';
import { priceText, type CatalogChoice } from '@/lib/catalog/choices';
import { EMPTY_ORDER_ITEM, toNewOrderItem } from '@/lib/orders/forms';
import type { OrderItemFormValues } from '@/lib/orders/validation';
import { CatalogPicker } from './catalog-picker';
import styles from './orders.module.css';

const loadOrderItemSchema = () => import('@/lib/orders/validation').then((m) => m.orderItemSchema);

export interface AddItemPopupProps {
  orderId: number;
  onClose: () => void;
  onSaved: (order: Order) => void;
}

/**
 * A new order line (POST orders/{id}/item), picked from the catalogue (name and price prefilled,
 * the product and offer linked) or typed by hand; the popup stays open with its values on failure.
 */
export function AddItemPopup({ orderId, onClose, onSaved }: AddItemPopupProps) {
  const [manual, setManual] = useState(false);
  const [picked, setPicked] = useState<CatalogChoice | null>(null);
  const form = useAppForm<OrderItemFormValues>({
    schema: loadOrderItemSchema,
    defaultValues: EMPTY_ORDER_ITEM,
    successText: 'Позиция добавлена',
    guard: 'none',
    // A pick from the catalogue fills the fields without marking them dirty: it counts as typed too.
    alsoUnsaved: picked !== null,
    submit: async (values) => {
      const link = picked ? { productId: picked.productId, ...(picked.offerId ? { offerId: picked.offerId } : {}) } : {};
      onSaved(await ordersApi.addItem(orderId, { ...toNewOrderItem(values), ...link }));
    },
    failure: (error, fields) => {
      const read = formFailure(error, fields);
      // A refused product or offer has no field of its own: its reason joins the form's message.
      const link = error instanceof ApiError ? [error.fieldErrors.productId, error.fieldErrors.offerId].flat().filter(Boolean) : [];
      return { ...read, message: [read.message, ...link].join(' ') };
    },
  });
  const {
    register,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors },
  } = form;

  const choose = (choice: CatalogChoice) => {
    setPicked(choice);
    setValue('name', choice.name);
    setValue('price', priceText(choice.price));
    setValue('quantity', '1');
    clearErrors();
    // The quantity is what is left to decide; Enter there adds the line.
    setFocus('quantity', { shouldSelect: true });
  };

  const typeByHand = () => {
    setManual(true);
    setPicked(null);
    setFocus('name');
  };

  const { requestClose, guard } = useGuardedClose(form.unsaved, onClose);

  return (
    <>
      {guard}
      <AppFormPopup form={form} title="Новая позиция" onClose={requestClose} submitText="Добавить" size="small">
        {manual ? (
          <Button variant="link" className={styles.modeSwitch} onClick={() => setManual(false)}>
            Выбрать из каталога
          </Button>
        ) : (
          <>
            <CatalogPicker onChoose={choose} />
            <Button variant="link" className={styles.modeSwitch} onClick={typeByHand}>
              Ввести вручную
            </Button>
          </>
        )}
        {picked && (
          <p className={styles.picked} data-testid="picked-line">
            Из каталога: {picked.name}
            {picked.stock && ` · ${picked.stock}`}
          </p>
        )}
        <TextField label="Наименование" registration={register('name')} error={errors.name?.message} />
        <TextField label="Цена, ₽" inputMode="decimal" registration={register('price')} error={errors.price?.message} />
        <TextField
          label="Количество"
          inputMode="numeric"
          keepTyped
          registration={register('quantity')}
          error={errors.quantity?.message}
        />
      </AppFormPopup>
    </>
  );
}
