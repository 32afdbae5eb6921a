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
import { useGuardedClose } from '@/components/ui/unsaved-guard';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { ApiError } from '@/lib/api/api-error';
import { ordersApi, type Order } from '@/lib/orders/api';
import { priceText, type CatalogChoice } from '@/lib/catalog/choices';
import {
  EMPTY_ORDER_ITEM,
  orderItemSchema,
  toNewOrderItem,
  type OrderItemFormValues,
} from '@/lib/orders/validation';
import { CatalogPicker } from './catalog-picker';
import styles from './orders.module.css';

const FIELDS = ['name', 'price', 'quantity'] as const;

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
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [manual, setManual] = useState(false);
  const [picked, setPicked] = useState<CatalogChoice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OrderItemFormValues>({ resolver: yupResolver(orderItemSchema), defaultValues: EMPTY_ORDER_ITEM });

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

  const onSubmit = async (values: OrderItemFormValues) => {
    setFormError(null);
    const link = picked ? { productId: picked.productId, ...(picked.offerId ? { offerId: picked.offerId } : {}) } : {};
    try {
      const saved = await ordersApi.addItem(orderId, { ...toNewOrderItem(values), ...link });
      notify({ tone: 'success', text: 'Позиция добавлена' });
      onSaved(saved);
    } catch (error) {
      const message = showServerErrors(error, FIELDS, setError);
      // A refused product or offer has no field of its own: its reason joins the form's message.
      const link = error instanceof ApiError ? [error.fieldErrors.productId, error.fieldErrors.offerId].flat().filter(Boolean) : [];
      setFormError([message, ...link].join(' '));
    }
  };

  // A pick from the catalogue fills the fields without marking them dirty: it counts as typed too.
  const { requestClose, guard } = useGuardedClose((isDirty || picked !== null) && !isSubmitting, onClose);

  return (
    <>
      {guard}
      <Popup open onClose={requestClose} title="Новая позиция" size="small">
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
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
          <FormError>{formError}</FormError>
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={requestClose}>
              {CANCEL_TEXT}
            </Button>
            <Button type="submit" pending={isSubmitting}>
              Добавить
            </Button>
          </div>
        </form>
      </Popup>
    </>
  );
}
