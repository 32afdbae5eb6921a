'use client';

import { useState } from 'react';
import { ConfirmPopup } from '@/components/ui/confirm-popup';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { shopsApi, type ShopOption } from '@/lib/api/shops';

export interface DeleteShopPopupProps {
  /** The shop to delete; null keeps the popup closed. */
  shop: ShopOption | null;
  onClose: () => void;
  onDeleted: (shop: ShopOption) => void;
}

/** Asks before deleting a shop; a refusal of the server stays inside the popup (§8). */
export function DeleteShopPopup({ shop, onClose, onDeleted }: DeleteShopPopupProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { notify } = useToast();

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!shop) return;
    setPending(true);
    setError(null);
    try {
      await shopsApi.remove(shop.id);
      notify({ tone: 'success', text: 'Магазин удалён' });
      onDeleted(shop);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmPopup
      open={shop !== null}
      message={shop ? `Вы действительно хотите удалить магазин «${shop.address}»?` : undefined}
      onConfirm={confirm}
      onCancel={close}
      pending={pending}
      error={error}
    />
  );
}
