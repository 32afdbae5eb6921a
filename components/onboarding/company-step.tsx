'use client';

import { Field } from '@/components/form/field';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import type { CompanyFormValues } from '@/lib/onboarding/validation';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
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
  const form = useStepForm<CompanyFormValues>({
    schema: loadCompanySchema,
    mode: 'onTouched',
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
      <div className={styles.grid}>
        <Field
          label="Название компании"
          autoComplete="organization"
          name="name"
          hint="Как вас знают покупатели"
        />
        <Field
          label="Юридическое название"
          name="legalName"
          hint="Например, ООО «Утро» или ИП Иванов Иван Иванович"
        />
        <Field
          label="ИНН"
          inputMode="numeric"
          maxLength={12}
          name="inn"
          hint="10 цифр для организации, 12 — для ИП"
        />
        <Field label="Город" autoComplete="address-level2" name="city" />
        <Field
          className={styles.wide}
          label="Адрес"
          autoComplete="street-address"
          name="address"
        />
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          name="email"
          hint="Для связи с покупателями"
        />
        <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
      </div>
      <FormFailure />
      <StepActions pending={form.submitting} />
    </AppFormView>
  );
}
