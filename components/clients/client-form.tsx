'use client';

import { Field } from '@/components/form/field';
import { Controller } from 'react-hook-form';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { SelectField } from '@/components/form/select-field';
import { recordGuard, useAppForm } from '@/components/form/use-app-form';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { DatePicker } from '@/components/ui/date-picker';
import { CUSTOMER_STATUSES, customersApi, type Customer } from '@/lib/clients/api';
import { customerFormValues, toCustomerPayload } from '@/lib/clients/forms';
import { type CustomerFormValues, customerSchema } from '@/lib/clients/validation';
import styles from './clients.module.css';


/** The fields the overwrite guard compares (a client has no `updatedAt`: their hash is the version). */
const GUARDED_FIELDS = {
  labels: { name: 'ФИО', phone: 'Телефон', email: 'E-mail', birthday: 'Дата рождения', status: 'Статус', comment: 'Комментарий' },
};

const STATUS_OPTIONS = CUSTOMER_STATUSES.map((status) => ({ id: status, name: status }));

export interface ClientFormProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
}

/** The editable fields of a client (PUT customers/{id}); a failure keeps everything typed. */
export function ClientForm({ customer, onSaved }: ClientFormProps) {
  const form = useAppForm<CustomerFormValues>({
    schema: customerSchema,
    defaultValues: customerFormValues(customer),
    successText: 'Данные клиента сохранены',
    guardAgainst: recordGuard({
      baseline: customer,
      load: () => customersApi.get(customer.id),
      values: customerFormValues,
      fields: GUARDED_FIELDS,
      onLoad: onSaved,
    }),
    submit: async (values) => {
      const saved = await customersApi.update(customer.id, toCustomerPayload(values));
      onSaved(saved);
      return customerFormValues(saved);
    },
  });
  const {
    control,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  return (
    <AppFormView form={form} className={styles.section} aria-labelledby="client-form-title">
      <h2 id="client-form-title">Данные клиента</h2>
      <div className={styles.grid}>
        <Field className={styles.wide} label="ФИО" name="name" />
        <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
        <Field label="E-mail" type="email" name="email" />
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
        <SelectField control={control} name="status" label="Статус" options={STATUS_OPTIONS} />
        <Field className={styles.wide} label="Комментарий" name="comment" />
      </div>
      <FormFailure />
      <div className={styles.formActions}>
        <SubmitButton>{SAVE_CHANGES_TEXT}</SubmitButton>
        <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset(customerFormValues(customer))}>
          Отменить изменения
        </Button>
      </div>
    </AppFormView>
  );
}
