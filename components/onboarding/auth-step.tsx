'use client';

import { Controller } from 'react-hook-form';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { RadioGroup } from '@/components/ui/radio-group';
import { Toggle } from '@/components/ui/toggle';
import { AUTH_TYPE_NAMES, type AuthType } from '@/lib/application/api';
import type { AuthFormValues } from '@/lib/onboarding/validation';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
import styles from './onboarding.module.css';

const loadAuthSchema = () => import('@/lib/onboarding/validation').then((m) => m.authSchema);

const FIELDS = ['authType', 'twoFactor'] as const;

const OPTIONS = (Object.keys(AUTH_TYPE_NAMES) as AuthType[]).map((value) => ({ value, label: AUTH_TYPE_NAMES[value] }));

export interface AuthStepProps {
  defaults: AuthFormValues;
  onSave: (values: AuthFormValues) => Promise<void>;
  onBack: () => void;
  onDraft?: (values: AuthFormValues) => void;
}

/** Step 3: how customers sign in to the app (PUT application/auth). */
export function AuthStep({ defaults, onSave, onBack, onDraft }: AuthStepProps) {
  const form = useStepForm<AuthFormValues>({
    schema: loadAuthSchema,
    defaultValues: defaults,
    serverFields: FIELDS,
    onSave,
    onDraft,
  });
  const {
    control,
    formState: { errors },
  } = form;

  return (
    <AppFormView form={form} className={styles.form}>
      <Controller
        control={control}
        name="authType"
        render={({ field }) => (
          <RadioGroup
            legend="Тип авторизации"
            direction="column"
            options={OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.authType?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="twoFactor"
        render={({ field }) => (
          <div>
            <Toggle label="Двухфакторная авторизация" checked={field.value} onChange={field.onChange} ref={field.ref} />
            <p className={styles.muted}>Покупатель подтверждает вход одноразовым кодом.</p>
          </div>
        )}
      />
      <FormFailure />
      <StepActions onBack={onBack} pending={form.submitting} />
    </AppFormView>
  );
}
