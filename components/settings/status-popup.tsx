'use client';

import { CheckboxField, Field } from '@/components/form/field';
import { Controller, useWatch } from 'react-hook-form';
import { ColorField } from '@/components/app/color-field';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { SelectField } from '@/components/form/select-field';
import { StatusBadge } from '@/components/orders/status-badge';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { settingsApi, type StatusCode, type StoreStatus } from '@/lib/settings/api';
import { statusFormValues, toStatusPayload } from '@/lib/settings/forms';
import type { StatusFormValues } from '@/lib/settings/validation';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

const loadStatusSchema = () => import('@/lib/settings/validation').then((m) => m.statusSchema);

const FIELDS = ['name', 'code', 'needsAction', 'color'] as const;

export interface StatusPopupProps {
  status: StoreStatus | null;
  codes: readonly StatusCode[];
  onSaved: (status: StoreStatus, isNew: boolean) => void;
  onClose: () => void;
}

/**
 * Create or edit an order status: its name, what it means (the status code) and its badge colour
 * (empty: the code's default, previewed as the badge); the external id is only shown.
 */
export function StatusPopup({ status, codes, onSaved, onClose }: StatusPopupProps) {
  const form = useSettingsForm<StatusFormValues>({
    schema: loadStatusSchema,
    defaultValues: statusFormValues(status),
    serverFields: FIELDS,
    submit: async (values) => {
      const payload = toStatusPayload(values);
      onSaved(status ? await settingsApi.updateStatus(status.id, payload) : await settingsApi.createStatus(payload), !status);
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const [name, code, color] = useWatch({ control, name: ['name', 'code', 'color'] });

  return (
    <AppFormPopup form={form} title={status ? 'Изменить статус' : 'Новый статус'} onClose={onClose} submitText={status ? SAVE_CHANGES_TEXT : 'Добавить статус'}>
      <Field label="Название" placeholder="Например, Передан курьеру" name="name" />
      <SelectField control={control} name="code" label="Код статуса" placeholder="Выберите код" options={codes} />
      <CheckboxField
        label="Ждёт действия: заказы в этом статусе считаются на главной"
        name="needsAction"
      />
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <ColorField
            label="Цвет метки"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.color?.message}
          />
        )}
      />
      <p className={styles.lead}>
        {color ? 'Так метка выглядит в списках:' : 'Цвет не задан — метка берёт цвет по коду статуса:'}{' '}
        <StatusBadge status={{ name: name.trim() || 'Статус', code, color: errors.color ? null : color }} />
      </p>
      {status && (
        <p className={styles.lead}>
          Внешний ID: <span className={styles.code}>{status.extId}</span>
        </p>
      )}
    </AppFormPopup>
  );
}
