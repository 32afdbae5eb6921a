'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { adminApi } from '@/lib/admin/api';
import type { PlatformSettings } from '@/lib/admin/types';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import {
  platformSettingsSchema,
  platformSettingsValues,
  SETTINGS_LABELS,
  toPlatformSettingsPayload,
  type PlatformSettingsValues,
} from '@/lib/admin/platform-settings';
import styles from './admin.module.css';

const FIELDS = ['supportEmail', 'supportPhone', 'commissionPercent', 'trialDays', 'maintenance'] as const;

/** §2 /admin/settings: the platform settings, saved with PATCH; leaving with unsaved changes asks first. */
export function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PlatformSettingsValues>({
    resolver: yupResolver(platformSettingsSchema),
    defaultValues: platformSettingsValues(settings),
  });

  const onSubmit = async (values: PlatformSettingsValues) => {
    setFormError(null);
    try {
      const saved = await adminApi.updateSettings(toPlatformSettingsPayload(values));
      reset(platformSettingsValues(saved));
      notify({ tone: 'success', text: 'Настройки сохранены' });
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">Настройки платформы</h1>
      <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="settings-title">
        <div className={styles.grid}>
          <TextField
            label={SETTINGS_LABELS.supportEmail}
            type="email"
            autoComplete="off"
            registration={register('supportEmail')}
            error={errors.supportEmail?.message}
          />
          <FormPhoneField
            control={control}
            name="supportPhone"
            label={SETTINGS_LABELS.supportPhone}
            error={errors.supportPhone?.message}
          />
          <TextField
            label={SETTINGS_LABELS.commissionPercent}
            inputMode="decimal"
            hint="Доля платформы в онлайн-оплатах компаний, от 0 до 100"
            registration={register('commissionPercent')}
            error={errors.commissionPercent?.message}
          />
          <TextField
            label={SETTINGS_LABELS.trialDays}
            inputMode="numeric"
            hint="Сколько дней новая компания работает без оплаты"
            registration={register('trialDays')}
            error={errors.trialDays?.message}
          />
          <Checkbox
            className={styles.wide}
            label={SETTINGS_LABELS.maintenance}
            registration={register('maintenance')}
            error={errors.maintenance?.message}
          />
        </div>
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
            {SAVE_CHANGES_TEXT}
          </Button>
          <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
            Отменить изменения
          </Button>
        </div>
      </form>
      <UnsavedGuard dirty={isDirty && !isSubmitting} />
    </section>
  );
}
