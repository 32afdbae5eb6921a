'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { recoveryApi } from '@/lib/auth/api';
import { paths } from '@/lib/paths';
import { passwordUpdateSchema, type PasswordUpdateFormValues } from '@/lib/auth/recovery';
import { splitFieldFailure } from './auth-errors';
import styles from './auth-form.module.css';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/** Shown when the page was opened without a token: there is nothing to send. */
export const MISSING_LINK = 'Ссылка для восстановления пароля неполная. Запросите новую';

export interface PasswordUpdateFormProps {
  /** The reset token from the e-mail link; '' when the link had none. */
  token: string;
}

/** The page the reset e-mail links to: a new password with the registration rules (§5). */
export function PasswordUpdateForm({ token }: PasswordUpdateFormProps) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** The link itself was refused (expired, used, unknown): only a new link helps. */
  const [linkError, setLinkError] = useState<string | null>(token ? null : MISSING_LINK);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordUpdateFormValues>({
    resolver: yupResolver(passwordUpdateSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = async (values: PasswordUpdateFormValues) => {
    setFormError(null);
    try {
      await recoveryApi.resetPassword({ token, ...values });
      setDone(true);
    } catch (error) {
      const failure = splitFieldFailure(error, [...FIELDS, 'token'] as const);
      if (failure.fieldErrors.token) {
        setLinkError(failure.fieldErrors.token);
        return;
      }
      setFormError(failure.message);
      for (const field of FIELDS) {
        const message = failure.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
    }
  };

  if (done) {
    return (
      <div className={styles.screen}>
        <h1 className={styles.title}>Пароль изменён</h1>
        <p className={styles.message} role="status">
          Новый пароль сохранён. Войдите с ним в личный кабинет
        </p>
        <p className={styles.footer}>
          <Link href={paths.login}>Войти</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Новый пароль</h1>
      {linkError ? (
        <>
          <FormError>{linkError}</FormError>
          <p className={styles.footer}>
            <Link href={paths.recovery}>Запросить новую ссылку</Link>
          </p>
        </>
      ) : (
        // POST: a submit before hydration must never put the password into the URL.
        <form className={styles.form} method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
          <PasswordField
            label="Новый пароль"
            autoComplete="new-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label="Повторите пароль"
            autoComplete="new-password"
            registration={register('passwordConfirmation')}
            error={errors.passwordConfirmation?.message}
          />
          <FormError>{formError}</FormError>
          <Button type="submit" fullWidth pending={isSubmitting}>
            Сохранить пароль
          </Button>
        </form>
      )}
      <p className={styles.footer}>
        <Link href={paths.login}>Войти</Link>
      </p>
    </div>
  );
}
