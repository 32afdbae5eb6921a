'use client';

import { useState } from 'react';
import { ConfirmPopup } from '@/components/ui/confirm-popup';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';

export interface DeleteConfirmProps {
  open: boolean;
  message: string;
  /** The delete call; a failure is shown inside the popup (§8). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** 'Подтвердите действие' before a delete on the home screen; the server's refusal stays inside. */
export function DeleteConfirm({ open, message, onConfirm, onClose }: DeleteConfirmProps) {
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
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    }
  };

  return <ConfirmPopup open={open} message={message} onConfirm={confirm} onCancel={close} pending={pending} error={error} />;
}
