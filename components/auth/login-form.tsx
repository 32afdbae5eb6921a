'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { FormRefusal, useAppForm } from '@/components/form/use-app-form';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { GENERIC_ERROR } from '@/lib/api/api-error';
import { afterLoginPath } from '@/lib/auth/after-login';
import { paths } from '@/lib/paths';
import { extractPhone } from '@/lib/format/phone';
import type { LoginFormValues } from '@/lib/auth/login';
import { credentialsFailure } from './auth-errors';
import { CodeStep } from './code-step';
import { loginApi, type LoginRole } from '@/lib/auth/api';
import styles from './login-form.module.css';

const loadLoginSchema = () => import('@/lib/auth/login').then((m) => m.loginSchema);

export interface LoginFormProps {
  /** 'chief' (company user) shows recovery and registration links; 'admin' does not (§2, §6). */
  variant: LoginRole;
}

/** §2 login screen: credentials, then the confirmation code on the same screen. */
export function LoginForm({ variant }: LoginFormProps) {
  const [phone, setPhone] = useState<string | null>(null);
  const form = useAppForm<LoginFormValues>({
    schema: loadLoginSchema,
    defaultValues: { email: '', password: '' },
    failure: credentialsFailure,
    // Nothing typed here is worth a question before leaving.
    guard: 'none',
    submit: async (values) => {
      const sentTo = extractPhone(await loginApi.login(variant, values));
      if (!sentTo) throw new FormRefusal(GENERIC_ERROR);
      setPhone(sentTo);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const codeStep = phone !== null;

  return (
    <div className={styles.login}>
      <h1 className={styles.title}>Добро пожаловать</h1>
      <AppFormView form={form} className={styles.form}>
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
          <IntentLink className={styles.forgot} href={paths.recovery}>
            Забыли пароль?
          </IntentLink>
        )}
        {!codeStep && (
          <>
            <FormFailure />
            <SubmitButton fullWidth>Войти</SubmitButton>
          </>
        )}
      </AppFormView>
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
          <IntentLink href={paths.registry}>Регистрация</IntentLink>
        </p>
      )}
    </div>
  );
}
