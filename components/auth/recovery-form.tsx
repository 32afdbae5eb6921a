'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { TextField } from '@/components/ui/text-field';
import { recoveryApi } from '@/lib/auth/api';
import { paths } from '@/lib/paths';
import type { RecoveryFormValues } from '@/lib/auth/recovery';
import { credentialsFailure } from './auth-errors';
import styles from './auth-form.module.css';

const loadRecoverySchema = () => import('@/lib/auth/recovery').then((m) => m.recoverySchema);

/** §2 recovery screen: an e-mail, then the success text in place of the form. */
export function RecoveryForm() {
  const [sent, setSent] = useState(false);
  const form = useAppForm<RecoveryFormValues>({
    schema: loadRecoverySchema,
    defaultValues: { email: '' },
    // 404 and 422 show login's fixed texts, other errors the response's text.
    failure: credentialsFailure,
    guard: 'none',
    submit: async ({ email }) => {
      await recoveryApi.sendLink(email);
      setSent(true);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Восстановление пароля</h1>
      {sent ? (
        <p className={styles.message} role="status">
          На указанный E-mail отправлена инструкция, используйте её для восстановления пароля
        </p>
      ) : (
        <AppFormView form={form} className={styles.form}>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <p className={styles.note}>На указанный E-mail придет письмо с инструкцией</p>
          <FormFailure />
          <SubmitButton fullWidth>Восстановить</SubmitButton>
        </AppFormView>
      )}
      <p className={styles.footer}>
        <IntentLink href={paths.login}>Войти</IntentLink>
      </p>
    </div>
  );
}
