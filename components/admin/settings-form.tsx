'use client';

import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { TextField } from '@/components/ui/text-field';
import { adminApi } from '@/lib/admin/api';
import type { PlatformSettings } from '@/lib/admin/types';
import { platformSettingsValues, SETTINGS_LABELS, toPlatformSettingsPayload } from '@/lib/admin/platform-settings';
import type { PlatformSettingsValues } from '@/lib/admin/platform-settings-validation';
import styles from './admin.module.css';

const loadPlatformSettingsSchema = () => import('@/lib/admin/platform-settings-validation').then((m) => m.platformSettingsSchema);

/** §2 /admin/settings: the platform settings, saved with PATCH; leaving with unsaved changes asks first. */
export function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const form = useAppForm<PlatformSettingsValues>({
    schema: loadPlatformSettingsSchema,
    defaultValues: platformSettingsValues(settings),
    successText: 'Настройки сохранены',
    submit: async (values) => platformSettingsValues(await adminApi.updateSettings(toPlatformSettingsPayload(values))),
  });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">Настройки платформы</h1>
      <AppFormView form={form} className={styles.card} aria-labelledby="settings-title">
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
        <FormFailure />
        <div className={styles.actions}>
          <SubmitButton disabled={!isDirty}>{SAVE_CHANGES_TEXT}</SubmitButton>
          <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
            Отменить изменения
          </Button>
        </div>
      </AppFormView>
    </section>
  );
}
