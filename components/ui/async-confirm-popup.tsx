'use client';

import { useState } from 'react';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import type { ConfirmPopupProps } from './confirm-popup';
import { LazyConfirmPopup } from './lazy-confirm-popup';

const apiErrorText = (failure: unknown) => (failure instanceof ApiError ? failure.error : GENERIC_ERROR);

export interface AsyncConfirmPopupProps extends Omit<ConfirmPopupProps, 'onConfirm' | 'onCancel' | 'pending' | 'error'> {
  /** The confirmed call; while it runs the confirm button spins and the popup cannot be closed. */
  onConfirm: () => Promise<void>;
  /** Called on cancel and after the call succeeded. */
  onClose: () => void;
  /** The text of a failure shown inside the popup; defaults to the ApiError's text or GENERIC_ERROR (§8). */
  errorText?: (failure: unknown) => string;
}

/**
 * 'Подтвердите действие' before an asynchronous action (usually a delete): the popup stays busy
 * while the call runs, closes when it succeeds and keeps the server's refusal inside (§8).
 */
export function AsyncConfirmPopup({ onConfirm, onClose, errorText = apiErrorText, ...rest }: AsyncConfirmPopupProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (failure) {
      setPending(false);
      setError(errorText(failure));
    }
  };

  return <LazyConfirmPopup {...rest} onConfirm={() => void confirm()} onCancel={close} pending={pending} error={error} />;
}
