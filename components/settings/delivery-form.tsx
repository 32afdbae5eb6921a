'use client';

import { CheckboxField, Field } from '@/components/form/field';
import { useId } from 'react';
import { settingsApi, type DeliverySettings } from '@/lib/settings/api';
import { deliveryFormValues, toDeliveryPayload } from '@/lib/settings/forms';
import type { DeliveryFormValues } from '@/lib/settings/validation';
import { SettingsFormCard } from './settings-form-card';
import styles from './settings.module.css';
import { useSettingsForm } from './use-settings-form';

const loadDeliverySchema = () => import('@/lib/settings/validation').then((m) => m.deliverySchema);

const FIELDS = ['hasDelivery', 'hasPickup', 'deliveryPrice', 'freeFrom', 'zones'] as const;

/** How orders reach the client: delivery (price, free-from sum, zones) and pickup from the shops. */
export function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const zonesId = useId();
  const form = useSettingsForm<DeliveryFormValues>({
    schema: loadDeliverySchema,
    defaultValues: deliveryFormValues(settings),
    serverFields: FIELDS,
    submit: async (values) => deliveryFormValues(await settingsApi.saveDelivery(toDeliveryPayload(values))),
    successText: 'Настройки доставки сохранены',
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsFormCard titleId="delivery-title" title="Доставка и самовывоз" form={form}>
      <div className={styles.grid}>
        <CheckboxField label="Доставка" name="hasDelivery" />
        <CheckboxField label="Самовывоз" name="hasPickup" />
        <div aria-hidden="true" />
        <Field label="Стоимость доставки" inputMode="numeric" end="₽" name="deliveryPrice" />
        <Field
          label="Бесплатная доставка от"
          inputMode="numeric"
          end="₽"
          hint="0 — доставка всегда платная"
          name="freeFrom"
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
    </SettingsFormCard>
  );
}
