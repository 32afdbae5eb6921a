'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { DatePicker } from '@/components/ui/date-picker';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { CUSTOMER_STATUSES, customersApi, type Customer } from '@/lib/clients/api';
import {
  customerFormValues,
  customerSchema,
  toCustomerPayload,
  type CustomerFormValues,
} from '@/lib/clients/validation';
import styles from './clients.module.css';

const FIELDS = ['name', 'phone', 'email', 'birthday', 'status', 'comment'] as const;
const STATUS_OPTIONS = CUSTOMER_STATUSES.map((status) => ({ id: status, name: status }));

export interface ClientFormProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
}

/** The editable fields of a client (PUT customers/{id}); a failure keeps everything typed. */
export function ClientForm({ customer, onSaved }: ClientFormProps) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CustomerFormValues>({ resolver: yupResolver(customerSchema), defaultValues: customerFormValues(customer) });

  const onSubmit = async (values: CustomerFormValues) => {
    setFormError(null);
    try {
      const saved = await customersApi.update(customer.id, toCustomerPayload(values));
      reset(customerFormValues(saved));
      onSaved(saved);
      notify({ tone: 'success', text: 'Данные клиента сохранены' });
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <form className={styles.section} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="client-form-title">
      <UnsavedGuard dirty={isDirty && !isSubmitting} />
      <h2 id="client-form-title">Данные клиента</h2>
      <div className={styles.grid}>
        <TextField className={styles.wide} label="ФИО" registration={register('name')} error={errors.name?.message} />
        <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
        <TextField label="E-mail" type="email" registration={register('email')} error={errors.email?.message} />
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <DatePicker
              label="Дата рождения"
              value={field.value ?? null}
              max={new Date()}
              onChange={field.onChange}
              error={errors.birthday?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label="Статус"
              options={STATUS_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.status?.message}
            />
          )}
        />
        <TextField className={styles.wide} label="Комментарий" registration={register('comment')} error={errors.comment?.message} />
      </div>
      <FormError>{formError}</FormError>
      <div className={styles.formActions}>
        <Button type="submit" pending={isSubmitting}>
          {SAVE_CHANGES_TEXT}
        </Button>
        <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset(customerFormValues(customer))}>
          Отменить изменения
        </Button>
      </div>
    </form>
  );
}
