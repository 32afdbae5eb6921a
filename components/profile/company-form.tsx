'use client';

import { useEffect } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { TextField } from '@/components/ui/text-field';
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
    register,
    unsaved,
    formState: { errors, isDirty },
  } = form;

  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);

  return (
    <AppFormView form={form} className={styles.card} aria-labelledby="company-title">
      <h2 id="company-title">Данные компании</h2>
      <div className={styles.grid}>
        <TextField label="Название компании" registration={register('name')} error={errors.name?.message} />
        <TextField label="Юридическое название" registration={register('legalName')} error={errors.legalName?.message} />
        <TextField label="ИНН" inputMode="numeric" maxLength={12} hint="10 или 12 цифр" registration={register('inn')} error={errors.inn?.message} />
        <TextField label="Город" registration={register('city')} error={errors.city?.message} />
        <TextField className={styles.wide} label="Юридический адрес" registration={register('address')} error={errors.address?.message} />
      </div>
      <FormFailure />
      <div className={styles.actions}>
        <SubmitButton disabled={!isDirty}>{SAVE_CHANGES_TEXT}</SubmitButton>
      </div>
    </AppFormView>
  );
}
