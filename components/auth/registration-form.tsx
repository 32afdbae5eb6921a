'use client';

import { Field } from '@/components/form/field';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { afterLoginPath } from '@/lib/auth/after-login';
import { registrationApi } from '@/lib/auth/api';
import { paths } from '@/lib/paths';
import { REGISTRATION_FIELDS, registrationSubmitBlocked } from '@/lib/auth/rules';
import type { RegistrationFormValues } from '@/lib/auth/registration';
import { registrationCodeFailureText } from './auth-errors';
import { CodeStep } from './code-step';
import { PhoneField } from '@/components/ui/phone-field';
import styles from './auth-form.module.css';

const loadRegistrationSchema = () => import('@/lib/auth/registration').then((m) => m.registrationSchema);

/** 'form' first; 'code' once the server accepted; 'phone' while changing the number (§4). */
type Stage = 'form' | 'code' | 'phone';

const EMPTY: RegistrationFormValues = { name: '', email: '', password: '', repeatPassword: '', phone: '' };

/** §2 registration screen: the form, then the code step; 'Изменить номер' goes back to the form. */
export function RegistrationForm() {
  const [stage, setStage] = useState<Stage>('form');
  /** The masked phone the last code went to. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A new phone means a new code: the code step starts over (countdown, notice).
  const [codeRound, setCodeRound] = useState(0);
  const form = useAppForm<RegistrationFormValues>({
    schema: loadRegistrationSchema,
    // Messages appear once a field is left, not while the first characters are typed.
    mode: 'onTouched',
    defaultValues: EMPTY,
    serverFields: REGISTRATION_FIELDS,
    focusFailure: true,
    guard: 'none',
    submit: async (values) => {
      if (stage === 'phone' && sentTo) await registrationApi.changePhone(sentTo, values.phone);
      else await registrationApi.register(values);
      setSentTo(values.phone);
      setCodeRound((round) => round + 1);
      setStage('code');
    },
  });
  const {
    register,
    control,
    setValue,
    setFormError,
    submitting,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const blocked = registrationSubmitBlocked(values);

  const cancelPhoneChange = () => {
    if (sentTo) setValue('phone', sentTo, { shouldValidate: true });
    setFormError(null);
    setStage('code');
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Регистрация</h1>
      <AppFormView form={form} className={styles.form} hidden={stage === 'code'}>
        {/* Changing the number keeps what the server has already accepted. */}
        <fieldset className={styles.fields} disabled={stage !== 'form'}>
          <Field label="ФИО" autoComplete="name" name="name" />
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            name="email"
          />
          <PasswordField
            label="Пароль"
            autoComplete="new-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label="Повторите пароль"
            autoComplete="new-password"
            registration={register('repeatPassword')}
            error={errors.repeatPassword?.message}
          />
        </fieldset>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label="Телефон"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.phone?.message}
              hint={stage === 'phone' && sentTo ? `Код был отправлен на номер ${sentTo}` : undefined}
            />
          )}
        />
        <FormFailure />
        {stage === 'phone' ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={cancelPhoneChange} disabled={submitting}>
              Отмена
            </Button>
            <SubmitButton disabled={blocked}>Получить код</SubmitButton>
          </div>
        ) : (
          <SubmitButton fullWidth disabled={blocked}>
            Зарегистрироваться
          </SubmitButton>
        )}
      </AppFormView>
      {sentTo && (
        // Hidden, not unmounted, while the number changes: a cancelled change keeps the countdown.
        <div hidden={stage !== 'code'}>
          <CodeStep
            key={codeRound}
            phone={sentTo}
            codeLength="atLeast"
            onConfirm={async (code) => {
              const { data } = await registrationApi.complete(sentTo, code);
              // §4: a new user lands on the start screen (at the step the server gave).
              return afterLoginPath(data.user, false);
            }}
            onResend={() => registrationApi.sendCode(sentTo)}
            failureText={registrationCodeFailureText}
          >
            <Button
              variant="link"
              className={styles.inlineAction}
              onClick={() => {
                setFormError(null);
                setStage('phone');
              }}
            >
              Изменить номер
            </Button>
          </CodeStep>
        </div>
      )}
      <p className={styles.footer}>
        <IntentLink href={paths.login}>Уже есть аккаунт?</IntentLink>
      </p>
    </div>
  );
}
