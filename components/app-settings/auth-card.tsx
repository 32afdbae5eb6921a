'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { RadioGroup } from '@/components/ui/radio-group';
import { Toggle } from '@/components/ui/toggle';
import { AUTH_TYPE_NAMES, applicationApi, type ApplicationMain, type AuthType } from '@/lib/application/api';
import { authSchema, type AuthFormValues } from '@/lib/onboarding/validation';
import { useReportDirty } from './dirty-registry';
import { SettingsCard } from './settings-card';
import { useSave } from './use-save';

const FIELDS = ['authType', 'twoFactor'] as const;
const OPTIONS = (Object.keys(AUTH_TYPE_NAMES) as AuthType[]).map((value) => ({ value, label: AUTH_TYPE_NAMES[value] }));

/** How customers sign in to the app: phone or e-mail, and the second factor (PUT application/auth). */
export function AuthCard({ app, onSaved }: { app: ApplicationMain; onSaved: (app: ApplicationMain) => void }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AuthFormValues>({
    resolver: yupResolver(authSchema),
    defaultValues: { authType: app.authType, twoFactor: app.twoFactor },
  });
  const { formError, run } = useSave(FIELDS, setError);
  useReportDirty('auth', isDirty);

  const onSubmit = (values: AuthFormValues) =>
    run(async () => {
      const saved = await applicationApi.updateAuth(values);
      reset({ authType: saved.authType, twoFactor: saved.twoFactor });
      onSaved(saved);
    });

  return (
    <SettingsCard title="Авторизация в приложении" onSubmit={handleSubmit(onSubmit)} pending={isSubmitting} error={formError}>
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
