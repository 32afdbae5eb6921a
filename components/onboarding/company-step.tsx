'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { companySchema, type CompanyFormValues } from '@/lib/onboarding/validation';
import { applyServerFailure } from './server-failure';
import { StepActions } from './step-actions';
import { useDraft } from './use-draft';
import styles from './onboarding.module.css';

const FIELDS = ['name', 'legalName', 'inn', 'city', 'address', 'email', 'phone'] as const;

export interface CompanyStepProps {
  defaults: CompanyFormValues;
  onSave: (values: CompanyFormValues) => Promise<void>;
  onDraft?: (values: CompanyFormValues) => void;
}

/** Step 1: the company's name, legal details and contacts (PATCH profile/company). */
export function CompanyStep({ defaults, onSave, onDraft }: CompanyStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({ resolver: yupResolver(companySchema), mode: 'onTouched', defaultValues: defaults });
  useDraft(getValues, onDraft);

  const onSubmit = async (values: CompanyFormValues) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(applyServerFailure(error, FIELDS, setError));
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className={styles.grid}>
        <TextField
          label="Название компании"
          autoComplete="organization"
          registration={register('name')}
          error={errors.name?.message}
          hint="Как вас знают покупатели"
        />
        <TextField
          label="Юридическое название"
          registration={register('legalName')}
          error={errors.legalName?.message}
          hint="Например, ООО «Утро» или ИП Иванов Иван Иванович"
        />
        <TextField
          label="ИНН"
          inputMode="numeric"
          maxLength={12}
          registration={register('inn')}
          error={errors.inn?.message}
          hint="10 цифр для организации, 12 — для ИП"
        />
        <TextField label="Город" autoComplete="address-level2" registration={register('city')} error={errors.city?.message} />
        <TextField
          className={styles.wide}
          label="Адрес"
          autoComplete="street-address"
          registration={register('address')}
          error={errors.address?.message}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
          hint="Для связи с покупателями"
        />
        <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
      </div>
      <FormError>{formError}</FormError>
      <StepActions pending={isSubmitting} />
    </form>
  );
}
