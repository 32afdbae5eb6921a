'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { GENERIC_ERROR } from '@/lib/api/api-error';
import { afterLoginPath } from '@/lib/auth/after-login';
import { paths } from '@/lib/paths';
import { extractPhone } from '@/lib/format/phone';
import { loginSchema, type LoginFormValues } from '@/lib/auth/login';
import { credentialsFailure } from './auth-errors';
import { CodeStep } from './code-step';
import { loginApi, type LoginRole } from '@/lib/auth/api';
import styles from './login-form.module.css';

const FIELDS = ['email', 'password'] as const;

export interface LoginFormProps {
  /** 'chief' (company user) shows recovery and registration links; 'admin' does not (§2, §6). */
  variant: LoginRole;
}

/** §2 login screen: credentials, then the confirmation code on the same screen. */
export function LoginForm({ variant }: LoginFormProps) {
  const [phone, setPhone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const codeStep = phone !== null;

  const onSubmit = async (values: LoginFormValues) => {
    setFormError(null);
    try {
      const body = await loginApi.login(variant, values);
      const sentTo = extractPhone(body);
      if (sentTo) setPhone(sentTo);
      else setFormError(GENERIC_ERROR);
    } catch (error) {
      const failure = credentialsFailure(error);
      setFormError(failure.message);
      for (const field of FIELDS) {
        const fieldMessages = failure.fieldErrors[field];
        if (fieldMessages?.length) setError(field, { type: 'server', message: fieldMessages.join(' ') });
      }
    }
  };

  return (
    <div className={styles.login}>
      <h1 className={styles.title}>Добро пожаловать</h1>
      {/* POST: a submit before hydration must never put the password into the URL. */}
      <form className={styles.form} method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <fieldset className={styles.fields} disabled={codeStep}>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            registration={register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="Пароль"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
        </fieldset>
        {variant === 'chief' && (
          <Link className={styles.forgot} href={paths.recovery}>
            Забыли пароль?
          </Link>
        )}
        {!codeStep && (
          <>
            <FormError>{formError}</FormError>
            <Button type="submit" fullWidth pending={isSubmitting}>
              Войти
            </Button>
          </>
        )}
      </form>
      {codeStep && (
        <CodeStep
          phone={phone}
          onConfirm={async (code) => {
            const { data } = await loginApi.complete(variant, phone, code);
            return afterLoginPath(data.user, data.isAdmin ?? variant === 'admin');
          }}
          onResend={() => loginApi.sendCode(variant, phone)}
        />
      )}
      {variant === 'chief' && (
        <p className={styles.register}>
          <Link href={paths.registry}>Регистрация</Link>
        </p>
      )}
    </div>
  );
}
