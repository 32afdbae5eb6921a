'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Popup } from '@/components/ui/popup';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type StatusCode, type StoreStatus } from '@/lib/api/settings';
import { statusFormValues, statusSchema, toStatusPayload, type StatusFormValues } from '@/lib/validation/settings';
import { showServerErrors } from './server-errors';
import { useUnsavedReport } from './settings-guard';
import styles from './settings.module.css';

const FIELDS = ['name', 'code'] as const;

export interface StatusPopupProps {
  status: StoreStatus | null;
  codes: readonly StatusCode[];
  onSaved: (status: StoreStatus, isNew: boolean) => void;
  onClose: () => void;
}

/** Create or edit an order status: its name and what it means (the status code); the external id is only shown. */
export function StatusPopup({ status, codes, onSaved, onClose }: StatusPopupProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<StatusFormValues>({ resolver: yupResolver(statusSchema), defaultValues: statusFormValues(status) });
  useUnsavedReport(isDirty && !isSubmitting);

  const onSubmit = async (values: StatusFormValues) => {
    setFormError(null);
    try {
      const payload = toStatusPayload(values);
      onSaved(status ? await settingsApi.updateStatus(status.id, payload) : await settingsApi.createStatus(payload), !status);
    } catch (failure) {
      setFormError(showServerErrors(failure, FIELDS, setError));
    }
  };

  const heading = status ? 'Изменить статус' : 'Новый статус';
  return (
    <Popup open onClose={onClose} title={heading}>
      <form className={styles.formGrid} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={heading}>
        <TextField label="Название" placeholder="Например, Передан курьеру" registration={register('name')} error={errors.name?.message} />
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Select
              label="Код статуса"
              placeholder="Выберите код"
              options={codes}
              value={field.value || null}
              onChange={(value) => field.onChange(String(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.code?.message}
            />
          )}
        />
        {status && (
          <p className={styles.lead}>
            Внешний ID: <span className={styles.code}>{status.extId}</span>
          </p>
        )}
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={isSubmitting}>
            {status ? SAVE_CHANGES_TEXT : 'Добавить статус'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Popup>
  );
}
