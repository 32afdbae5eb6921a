'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { settingsApi, type PaymentSettings } from '@/lib/api/settings';
import { FISCAL_VERSION_OPTIONS, TAX_SYSTEM_OPTIONS, VAT_OPTIONS } from '@/lib/settings-options';
import { paymentFormValues, paymentSchema, toPaymentPayload, type PaymentFormValues } from '@/lib/validation/settings';
import { SecretField } from './secret-field';
import { showServerErrors } from './server-errors';
import { useUnsavedReport } from './settings-guard';
import styles from './settings.module.css';

const FIELDS = ['siteId', 'secret', 'publicKey', 'inn', 'fiscalVersion', 'paymentPlace', 'taxNumber', 'taxSystem'] as const;
type SelectField = 'fiscalVersion' | 'taxNumber' | 'taxSystem';

export interface PaymentFormProps {
  settings: PaymentSettings;
  /** Names of the payment systems the shop takes (GET payment-systems). */
  systems: readonly string[];
}

/** §3 payment settings: site id, secret, public key, tax ID, fiscal version, payment place, tax number, tax system. */
export function PaymentForm({ settings, systems }: PaymentFormProps) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PaymentFormValues>({ resolver: yupResolver(paymentSchema), defaultValues: paymentFormValues(settings) });
  useUnsavedReport(isDirty && !isSubmitting);

  const onSubmit = async (values: PaymentFormValues) => {
    setFormError(null);
    try {
      reset(paymentFormValues(await settingsApi.savePayment(toPaymentPayload(values))));
      notify({ tone: 'success', text: 'Настройки оплаты сохранены' });
    } catch (failure) {
      setFormError(showServerErrors(failure, FIELDS, setError));
    }
  };

  const select = (name: SelectField, label: string, options: readonly { id: string; name: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder="Выберите значение"
          options={options}
          value={field.value || null}
          onChange={(value) => field.onChange(String(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="payment-title">
      <h2 id="payment-title">Онлайн-оплата</h2>
      {systems.length > 0 && <p className={styles.lead}>Платёжные системы: {systems.join(', ')}</p>}
      <div className={styles.grid}>
        <TextField label="Идентификатор сайта" autoComplete="off" registration={register('siteId')} error={errors.siteId?.message} />
        <SecretField label="Секретный ключ" registration={register('secret')} error={errors.secret?.message} />
        <TextField label="Публичный ключ" autoComplete="off" registration={register('publicKey')} error={errors.publicKey?.message} />
        <TextField
          label="ИНН"
          inputMode="numeric"
          maxLength={12}
          hint="10 цифр для организации, 12 — для ИП"
          registration={register('inn')}
          error={errors.inn?.message}
        />
        {select('fiscalVersion', 'Версия ФФД', FISCAL_VERSION_OPTIONS)}
        <TextField
          label="Место расчётов"
          placeholder="https://shop.ru"
          hint="Адрес сайта или приложения для чека"
          registration={register('paymentPlace')}
          error={errors.paymentPlace?.message}
        />
        {select('taxNumber', 'Ставка НДС', VAT_OPTIONS)}
        {select('taxSystem', 'Система налогообложения', TAX_SYSTEM_OPTIONS)}
      </div>
      <FormError>{formError}</FormError>
      <div className={styles.actions}>
        <Button type="submit" pending={isSubmitting}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </form>
  );
}
