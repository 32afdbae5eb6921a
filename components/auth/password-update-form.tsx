'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { FormError } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api/api-error';
import { recoveryApi } from '@/lib/auth/api';
import { paths } from '@/lib/paths';
import type { PasswordUpdateFormValues } from '@/lib/auth/recovery';
import styles from './auth-form.module.css';

const loadPasswordUpdateSchema = () => import('@/lib/auth/recovery').then((m) => m.passwordUpdateSchema);

/** Shown when the page was opened without a token: there is nothing to send. */
export const MISSING_LINK = 'Ссылка для восстановления пароля неполная. Запросите новую';

export interface PasswordUpdateFormProps {
  /** The reset token from the e-mail link; '' when the link had none. */
  token: string;
}

/** The page the reset e-mail links to: a new password with the registration rules (§5). */
export function PasswordUpdateForm({ token }: PasswordUpdateFormProps) {
  const [done, setDone] = useState(false);
  /** The link itself was refused (expired, used, unknown): only a new link helps. */
  const [linkError, setLinkError] = useState<string | null>(token ? null : MISSING_LINK);
  const form = useAppForm<PasswordUpdateFormValues>({
    schema: loadPasswordUpdateSchema,
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
    guard: 'none',
    submit: async (values) => {
      try {
        await recoveryApi.resetPassword({ token, ...values });
      } catch (error) {
        // A refused token is no mistake in the form: the screen asks for a new link instead.
        const tokenMessages = error instanceof ApiError ? error.fieldErrors.token : undefined;
        if (!tokenMessages?.length) throw error;
        setLinkError(tokenMessages.join(' '));
        return;
      }
      setDone(true);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (done) {
    return (
      <div className={styles.screen}>
        <h1 className={styles.title}>Пароль изменён</h1>
        <p className={styles.message} role="status">
          Новый пароль сохранён. Войдите с ним в личный кабинет
        </p>
        <p className={styles.footer}>
          <IntentLink href={paths.login}>Войти</IntentLink>
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
            <IntentLink href={paths.recovery}>Запросить новую ссылку</IntentLink>
          </p>
        </>
      ) : (
        <AppFormView form={form} className={styles.form}>
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
          <FormFailure />
          <SubmitButton fullWidth>Сохранить пароль</SubmitButton>
        </AppFormView>
      )}
      <p className={styles.footer}>
        <IntentLink href={paths.login}>Войти</IntentLink>
      </p>
    </div>
  );
}
