'use client';

import { Field } from '@/components/form/field';
import { useEffect } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { useAfterChange } from '@/components/ui/use-route-data';
import { profileApi, type Profile } from '@/lib/profile/api';
import { companyFormValues, toCompanyPayload } from '@/lib/profile/forms';
import type { CompanyFormValues } from '@/lib/profile/validation';
import styles from './profile.module.css';

const loadCompanySchema = () => import('@/lib/profile/validation').then((m) => m.companySchema);

/** The company card of the personal account (PATCH profile/company). */
export function CompanyForm({ company, onDirtyChange }: { company: Profile['company']; onDirtyChange: (dirty: boolean) => void }) {
  const { changed } = useAfterChange();
  const form = useAppForm<CompanyFormValues>({
    schema: loadCompanySchema,
    defaultValues: companyFormValues(company),
    successText: 'Данные компании сохранены',
    // The profile screen guards both of its forms at once, fed from onDirtyChange.
    guard: 'none',
    submit: async (values) => {
      const saved = await profileApi.updateCompany(toCompanyPayload(values));
      changed();
      return companyFormValues(saved);
    },
  });
  const {
    unsaved,
    formState: { isDirty },
  } = form;

  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);

  return (
    <AppFormView form={form} className={styles.card} aria-labelledby="company-title">
      <h2 id="company-title">Данные компании</h2>
      <div className={styles.grid}>
        <Field label="Название компании" name="name" />
        <Field label="Юридическое название" name="legalName" />
        <Field label="ИНН" inputMode="numeric" maxLength={12} hint="10 или 12 цифр" name="inn" />
        <Field label="Город" name="city" />
        <Field className={styles.wide} label="Юридический адрес" name="address" />
      </div>
      <FormFailure />
      <div className={styles.actions}>
        <SubmitButton disabled={!isDirty}>{SAVE_CHANGES_TEXT}</SubmitButton>
      </div>
    </AppFormView>
  );
}
