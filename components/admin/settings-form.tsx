'use client';

import { CheckboxField, Field } from '@/components/form/field';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormPhoneField } from '@/components/ui/form-phone-field';
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
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">Настройки платформы</h1>
      <AppFormView form={form} className={styles.card} aria-labelledby="settings-title">
        <div className={styles.grid}>
          <Field
            label={SETTINGS_LABELS.supportEmail}
            type="email"
            autoComplete="off"
            name="supportEmail"
          />
          <FormPhoneField
            control={control}
            name="supportPhone"
            label={SETTINGS_LABELS.supportPhone}
            error={errors.supportPhone?.message}
          />
          <Field
            label={SETTINGS_LABELS.commissionPercent}
            inputMode="decimal"
            hint="Доля платформы в онлайн-оплатах компаний, от 0 до 100"
            name="commissionPercent"
          />
          <Field
            label={SETTINGS_LABELS.trialDays}
            inputMode="numeric"
            hint="Сколько дней новая компания работает без оплаты"
            name="trialDays"
          />
          <CheckboxField
            className={styles.wide}
            label={SETTINGS_LABELS.maintenance}
            name="maintenance"
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
