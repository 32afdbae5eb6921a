'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { profileApi, type Profile } from '@/lib/profile/api';
import { companyFormValues, companySchema, toCompanyPayload, type CompanyFormValues } from '@/lib/profile/validation';
import styles from './profile.module.css';

const FIELDS = ['name', 'legalName', 'inn', 'city', 'address'] as const;

/** The company card of the personal account (PATCH profile/company). */
export function CompanyForm({ company, onDirtyChange }: { company: Profile['company']; onDirtyChange: (dirty: boolean) => void }) {
  const router = useRouter();
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompanyFormValues>({ resolver: yupResolver(companySchema), defaultValues: companyFormValues(company) });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = async (values: CompanyFormValues) => {
    setFormError(null);
    try {
      const saved = await profileApi.updateCompany(toCompanyPayload(values));
      reset(companyFormValues(saved));
      notify({ tone: 'success', text: 'Данные компании сохранены' });
      router.refresh();
    } catch (failure) {
      setFormError(showServerErrors(failure, FIELDS, setError));
    }
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="company-title">
      <h2 id="company-title">Данные компании</h2>
      <div className={styles.grid}>
        <TextField label="Название компании" registration={register('name')} error={errors.name?.message} />
        <TextField label="Юридическое название" registration={register('legalName')} error={errors.legalName?.message} />
        <TextField label="ИНН" inputMode="numeric" maxLength={12} hint="10 или 12 цифр" registration={register('inn')} error={errors.inn?.message} />
        <TextField label="Город" registration={register('city')} error={errors.city?.message} />
        <TextField className={styles.wide} label="Юридический адрес" registration={register('address')} error={errors.address?.message} />
      </div>
      <FormError>{formError}</FormError>
      <div className={styles.actions}>
        <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </form>
  );
}
