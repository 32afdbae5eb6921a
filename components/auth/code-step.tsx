'use client';

import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { afterLoginPath } from '@/lib/after-login';
import { maskPhone } from '@/lib/phone';
import { CODE_LENGTH, codeSchema, type CodeFormValues } from '@/lib/validation/login';
import { callFailureText } from './auth-errors';
import { hardNavigate } from '@/lib/hard-navigate';
import { loginApi, type LoginRole } from '@/lib/api/auth';
import { ResendCode } from './resend-code';
import { useFlash } from './use-flash';
import styles from './code-step.module.css';

/** §9: how long 'Код успешно отправлен' stays. */
export const CODE_SENT_NOTICE_MS = 5000;

export interface CodeStepProps {
  role: LoginRole;
  /** The 11-digit phone from the login response. */
  phone: string;
}

export function CodeStep({ role, phone }: CodeStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);
  // Entering this step means a code was just sent.
  const [noticeShown, showNotice] = useFlash(CODE_SENT_NOTICE_MS, true);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormValues>({ resolver: yupResolver(codeSchema), defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = async (values: CodeFormValues) => {
    setError(null);
    try {
      const { data } = await loginApi.complete(role, phone, values.code);
      // Stay pending until the new page replaces this one.
      setNavigating(true);
      hardNavigate(afterLoginPath(data.user, data.isAdmin ?? role === 'admin'));
    } catch (failure) {
      setError(callFailureText(failure));
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await loginApi.sendCode(role, phone);
      showNotice();
      return true;
    } catch (failure) {
      setError(callFailureText(failure));
      return false;
    }
  };

  return (
    <form className={styles.step} onSubmit={handleSubmit(onSubmit)} noValidate>
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
        maxLength={CODE_LENGTH}
        autoComplete="one-time-code"
        registration={register('code')}
        error={errors.code?.message}
      />
      <ResendCode onResend={resend} />
      <FormError>{error}</FormError>
      <Button
        type="submit"
        fullWidth
        pending={isSubmitting || navigating}
        disabled={code.length !== CODE_LENGTH}
      >
        Подтвердить
      </Button>
    </form>
  );
}
