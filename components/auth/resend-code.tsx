'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCountdown, useCountdown } from './use-countdown';
import styles from './code-step.module.css';

/** §9: a new code can be requested 59 s after the previous one. */
export const RESEND_SECONDS = 59;

export interface ResendCodeProps {
  /** Sends a new code; resolves true when it was sent, which restarts the countdown. */
  onResend: () => Promise<boolean>;
}

export function ResendCode({ onResend }: ResendCodeProps) {
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    const sent = await onResend();
    setPending(false);
    if (sent) restart();
  };

  if (remaining > 0) {
    return <p className={styles.countdown}>{`Получить новый код можно через ${formatCountdown(remaining)}`}</p>;
  }
  return (
    <p className={styles.countdown}>
      <Button variant="link" pending={pending} onClick={resend}>
        Выслать повторно
      </Button>
    </p>
  );
}
