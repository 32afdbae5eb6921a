'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormPopup } from '@/components/ui/form-popup';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type StatusCode, type StoreStatus } from '@/lib/api/settings';
import { statusFormValues, statusSchema, toStatusPayload, type StatusFormValues } from '@/lib/validation/settings';
import { SelectField } from './select-field';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

const FIELDS = ['name', 'code', 'needsAction'] as const;

export interface StatusPopupProps {
  status: StoreStatus | null;
  codes: readonly StatusCode[];
  onSaved: (status: StoreStatus, isNew: boolean) => void;
  onClose: () => void;
}

/** Create or edit an order status: its name and what it means (the status code); the external id is only shown. */
export function StatusPopup({ status, codes, onSaved, onClose }: StatusPopupProps) {
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    formError,
    onSubmit,
  } = useSettingsForm<StatusFormValues>({
    resolver: yupResolver(statusSchema),
    defaultValues: statusFormValues(status),
    fields: FIELDS,
    save: async (values) => {
      const payload = toStatusPayload(values);
      onSaved(status ? await settingsApi.updateStatus(status.id, payload) : await settingsApi.createStatus(payload), !status);
    },
  });

  return (
    <FormPopup
      title={status ? 'Изменить статус' : 'Новый статус'}
      onClose={onClose}
      onSubmit={onSubmit}
      error={formError}
      submitText={status ? SAVE_CHANGES_TEXT : 'Добавить статус'}
      pending={isSubmitting}
    >
      <TextField label="Название" placeholder="Например, Передан курьеру" registration={register('name')} error={errors.name?.message} />
      <SelectField control={control} name="code" label="Код статуса" placeholder="Выберите код" options={codes} error={errors.code?.message} />
      <Checkbox
        label="Ждёт действия: заказы в этом статусе считаются на главной"
        registration={register('needsAction')}
        error={errors.needsAction?.message}
      />
      {status && (
        <p className={styles.lead}>
          Внешний ID: <span className={styles.code}>{status.extId}</span>
        </p>
      )}
    </FormPopup>
  );
}
