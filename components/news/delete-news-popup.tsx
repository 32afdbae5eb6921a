'use client';

import { useState } from 'react';
import { ConfirmPopup } from '@/components/ui/confirm-popup';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { newsApi } from '@/lib/api/news';

export interface DeleteNewsPopupProps {
  /** The article to delete; null keeps the popup closed. */
  item: { id: number; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks 'Подтвердите действие' before deleting; a refusal of the server stays in the popup (§8). */
export function DeleteNewsPopup({ item, onClose, onDeleted }: DeleteNewsPopupProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { notify } = useToast();

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!item) return;
    setPending(true);
    setError(null);
    try {
      await newsApi.remove(item.id);
      notify({ tone: 'success', text: 'Новость удалена' });
      onDeleted();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmPopup
      open={item !== null}
      message={item ? `Вы действительно хотите удалить новость «${item.title}»?` : undefined}
      onConfirm={confirm}
      onCancel={close}
      pending={pending}
      error={error}
    />
  );
}
