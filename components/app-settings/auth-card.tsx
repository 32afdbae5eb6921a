'use client';

import { Controller } from 'react-hook-form';
import { useAppForm } from '@/components/form/use-app-form';
import { RadioGroup } from '@/components/ui/radio-group';
import { Toggle } from '@/components/ui/toggle';
import { AUTH_TYPE_NAMES, applicationApi, type ApplicationMain, type AuthType } from '@/lib/application/api';
import type { AuthFormValues } from '@/lib/onboarding/validation';
import { useReportDirty } from './dirty-registry';
import { SettingsCard } from './settings-card';

const loadAuthSchema = () => import('@/lib/onboarding/validation').then((m) => m.authSchema);

const FIELDS = ['authType', 'twoFactor'] as const;
const OPTIONS = (Object.keys(AUTH_TYPE_NAMES) as AuthType[]).map((value) => ({ value, label: AUTH_TYPE_NAMES[value] }));

/** How customers sign in to the app: phone or e-mail, and the second factor (PUT application/auth). */
export function AuthCard({ app, onSaved }: { app: ApplicationMain; onSaved: (app: ApplicationMain) => void }) {
  const form = useAppForm<AuthFormValues>({
    schema: loadAuthSchema,
    defaultValues: { authType: app.authType, twoFactor: app.twoFactor },
    serverFields: FIELDS,
    successText: 'Изменения сохранены',
    guard: 'none',
    submit: async (values) => {
      const saved = await applicationApi.updateAuth(values);
      onSaved(saved);
      return { authType: saved.authType, twoFactor: saved.twoFactor };
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  useReportDirty('auth', form.unsaved);

  return (
    <SettingsCard title="Авторизация в приложении" form={form}>
      <Controller
        control={control}
        name="authType"
        render={({ field }) => (
          <RadioGroup
            legend="Тип авторизации"
            options={OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.authType?.message}
            direction="row"
          />
        )}
      />
      <Controller
        control={control}
        name="twoFactor"
        render={({ field }) => (
          <Toggle
            label="Двухфакторная авторизация"
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </SettingsCard>
  );
}
