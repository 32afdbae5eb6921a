'use client';

import { AppFormView, FormFailure } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { TextField } from '@/components/ui/text-field';
import type { CompanyFormValues } from '@/lib/onboarding/validation';
import { StepActions } from './step-actions';
import { useDraft } from './use-draft';
import styles from './onboarding.module.css';

const loadCompanySchema = () => import('@/lib/onboarding/validation').then((m) => m.companySchema);

const FIELDS = ['name', 'legalName', 'inn', 'city', 'address', 'email', 'phone'] as const;

export interface CompanyStepProps {
  defaults: CompanyFormValues;
  onSave: (values: CompanyFormValues) => Promise<void>;
  onDraft?: (values: CompanyFormValues) => void;
}

/** Step 1: the company's name, legal details and contacts (PATCH profile/company). */
export function CompanyStep({ defaults, onSave, onDraft }: CompanyStepProps) {
  const form = useAppForm<CompanyFormValues>({
    schema: loadCompanySchema,
    mode: 'onTouched',
    defaultValues: defaults,
    serverFields: FIELDS,
    // A step left unsaved keeps its draft, so leaving loses nothing.
    guard: 'none',
    submit: onSave,
  });
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = form;
  useDraft(getValues, onDraft);

  return (
    <AppFormView form={form} className={styles.form}>
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
      <FormFailure />
      <StepActions pending={form.submitting} />
    </AppFormView>
  );
}
