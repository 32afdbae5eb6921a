'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { AppFormView, FormFailure, SubmitButton } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { hardNavigate } from '@/lib/api/hard-navigate';
import { maskPhone } from '@/lib/format/phone';
import type { CodeFormValues } from '@/lib/auth/login';
import { CODE_LENGTH, REGISTRATION_CODE_MIN } from '@/lib/auth/rules';
import { callFailureText } from './auth-errors';
import { ResendCode } from './resend-code';
import { useFlash } from './use-flash';
import styles from './code-step.module.css';

const loadCodeSchema = () => import('@/lib/auth/login').then((m) => m.codeSchema);
const loadRegistrationCodeSchema = () => import('@/lib/auth/registration').then((m) => m.registrationCodeSchema);

/** §9: how long 'Код успешно отправлен' stays. */
export const CODE_SENT_NOTICE_MS = 5000;

export interface CodeStepProps {
  /** The phone the code was sent to; shown masked. */
  phone: string;
  /** Login needs exactly 5 characters ('exact'); registration at least 5 ('atLeast'), §5. */
  codeLength?: 'exact' | 'atLeast';
  /** Confirms the code and resolves with the page to open; the step stays pending meanwhile. */
  onConfirm: (code: string) => Promise<string>;
  /** Sends a new code; a rejection is shown as the step's error. */
  onResend: () => Promise<unknown>;
  /** What a failed confirm or resend shows (§8); the response's error text by default. */
  failureText?: (error: unknown) => string;
  /** Further actions under the resend line (registration: 'Изменить номер'). */
  children?: ReactNode;
}

/** The code step of login and registration: code field, resend countdown, 5 s notice. */
export function CodeStep({
  phone,
  codeLength = 'exact',
  onConfirm,
  onResend,
  failureText = callFailureText,
  children,
}: CodeStepProps) {
  const exact = codeLength === 'exact';
  const [navigating, setNavigating] = useState(false);
  // Entering this step means a code was just sent.
  const [noticeShown, showNotice] = useFlash(CODE_SENT_NOTICE_MS, true);
  const form = useAppForm<CodeFormValues>({
    schema: exact ? loadCodeSchema : loadRegistrationCodeSchema,
    defaultValues: { code: '' },
    failure: (error) => ({ message: failureText(error), fieldErrors: {} }),
    guard: 'none',
    submit: async (values) => {
      const destination = await onConfirm(values.code);
      // Stay pending until the new page replaces this one.
      setNavigating(true);
      hardNavigate(destination);
    },
  });
  const {
    register,
    control,
    setFocus,
    setFormError,
    formState: { errors },
  } = form;
  const code = useWatch({ control, name: 'code' });
  const complete = exact ? code.length === CODE_LENGTH : code.length >= REGISTRATION_CODE_MIN;

  useEffect(() => setFocus('code'), [setFocus]);

  const resend = async () => {
    setFormError(null);
    try {
      await onResend();
      showNotice();
      return true;
    } catch (failure) {
      setFormError(failureText(failure));
      return false;
    }
  };

  return (
    <AppFormView form={form} className={styles.step}>
      <h2 className={styles.heading}>
        Введите код подтверждения
      </h2>
      <p className={styles.phone}>
        Код отправлен на номер <strong>{maskPhone(phone)}</strong>
      </p>
      <Notice>{noticeShown ? 'Код успешно отправлен' : null}</Notice>
      <TextField
        label="Код подтверждения"
        inputMode="numeric"
        maxLength={exact ? CODE_LENGTH : undefined}
        autoComplete="one-time-code"
        registration={register('code')}
        error={errors.code?.message}
      />
      <ResendCode onResend={resend} />
      {children}
      <FormFailure />
      <SubmitButton fullWidth pending={navigating} disabled={!complete}>
        Подтвердить
      </SubmitButton>
    </AppFormView>
  );
}
