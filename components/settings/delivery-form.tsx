'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { settingsApi, type DeliverySettings } from '@/lib/api/settings';
import { deliveryFormValues, deliverySchema, toDeliveryPayload, type DeliveryFormValues } from '@/lib/validation/settings';
import { showServerErrors } from './server-errors';
import { useUnsavedReport } from './settings-guard';
import styles from './settings.module.css';

const FIELDS = ['hasDelivery', 'hasPickup', 'deliveryPrice', 'freeFrom', 'zones'] as const;

/** How orders reach the client: delivery (price, free-from sum, zones) and pickup from the shops. */
export function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const { notify } = useToast();
  const zonesId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DeliveryFormValues>({ resolver: yupResolver(deliverySchema), defaultValues: deliveryFormValues(settings) });
  useUnsavedReport(isDirty && !isSubmitting);

  const onSubmit = async (values: DeliveryFormValues) => {
    setFormError(null);
    try {
      reset(deliveryFormValues(await settingsApi.saveDelivery(toDeliveryPayload(values))));
      notify({ tone: 'success', text: 'Настройки доставки сохранены' });
    } catch (failure) {
      setFormError(showServerErrors(failure, FIELDS, setError));
    }
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="delivery-title">
      <h2 id="delivery-title">Доставка и самовывоз</h2>
      <div className={styles.grid}>
        <Checkbox label="Доставка" registration={register('hasDelivery')} error={errors.hasDelivery?.message} />
        <Checkbox label="Самовывоз" registration={register('hasPickup')} error={errors.hasPickup?.message} />
        <div aria-hidden="true" />
        <TextField label="Стоимость доставки" inputMode="numeric" end="₽" registration={register('deliveryPrice')} error={errors.deliveryPrice?.message} />
        <TextField
          label="Бесплатная доставка от"
          inputMode="numeric"
          end="₽"
          hint="0 — доставка всегда платная"
          registration={register('freeFrom')}
          error={errors.freeFrom?.message}
        />
        <div className={`${styles.textarea} ${styles.wide}`}>
          <label htmlFor={zonesId}>Зоны доставки</label>
          <textarea
            id={zonesId}
            placeholder="Например, Москва в пределах МКАД"
            aria-invalid={errors.zones ? true : undefined}
            aria-describedby={errors.zones ? `${zonesId}-error` : undefined}
            {...register('zones')}
          />
          {errors.zones && (
            <span id={`${zonesId}-error`} className={styles.textareaError}>
              {errors.zones.message}
            </span>
          )}
        </div>
      </div>
      <FormError>{formError}</FormError>
      <div className={styles.actions}>
        <Button type="submit" pending={isSubmitting}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </form>
  );
}
