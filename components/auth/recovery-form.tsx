'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { recoveryApi } from '@/lib/auth/api';
import { paths } from '@/lib/paths';
import { recoverySchema, type RecoveryFormValues } from '@/lib/auth/recovery';
import { credentialsFailure } from './auth-errors';
import styles from './auth-form.module.css';

/** §2 recovery screen: an e-mail, then the success text in place of the form. */
export function RecoveryForm() {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryFormValues>({ resolver: yupResolver(recoverySchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: RecoveryFormValues) => {
    setFormError(null);
    try {
      await recoveryApi.sendLink(email);
      setSent(true);
    } catch (error) {
      // §8: 404 and 422 show login's fixed texts, other errors the response's text.
      const failure = credentialsFailure(error);
      setFormError(failure.message);
      const emailMessages = failure.fieldErrors.email;
      if (emailMessages?.length) setError('email', { type: 'server', message: emailMessages.join(' ') });
    }
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Восстановление пароля</h1>
      {sent ? (
        <p className={styles.message} role="status">
          На указанный E-mail отправлена инструкция, используйте её для восстановления пароля
        </p>
      ) : (
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <p className={styles.note}>На указанный E-mail придет письмо с инструкцией</p>
          <FormError>{formError}</FormError>
          <Button type="submit" fullWidth pending={isSubmitting}>
            Восстановить
          </Button>
        </form>
      )}
      <p className={styles.footer}>
        <Link href={paths.login}>Войти</Link>
      </p>
    </div>
  );
}
