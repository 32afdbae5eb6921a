'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormError } from '@/components/ui/form-error';
import { RadioGroup } from '@/components/ui/radio-group';
import { Toggle } from '@/components/ui/toggle';
import { AUTH_TYPE_NAMES, type AuthType } from '@/lib/application/api';
import { authSchema, type AuthFormValues } from '@/lib/onboarding/validation';
import { applyServerFailure } from './server-failure';
import { StepActions } from './step-actions';
import { useDraft } from './use-draft';
import styles from './onboarding.module.css';

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AuthFormValues>({ resolver: yupResolver(authSchema), defaultValues: defaults });
  useDraft(getValues, onDraft);

  const onSubmit = async (values: AuthFormValues) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(applyServerFailure(error, FIELDS, setError));
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
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
      <FormError>{formError}</FormError>
      <StepActions onBack={onBack} pending={isSubmitting} />
    </form>
  );
}
