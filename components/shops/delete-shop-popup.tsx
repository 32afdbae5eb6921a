'use client';

import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { useToast } from '@/components/ui/toast';
import { shopsApi, type ShopOption } from '@/lib/shops/api';

export interface DeleteShopPopupProps {
  /** The shop to delete; null keeps the popup closed. */
  shop: ShopOption | null;
  onClose: () => void;
  onDeleted: (shop: ShopOption) => void;
}

/** Asks before deleting a shop; a refusal of the server stays inside the popup (§8). */
export function DeleteShopPopup({ shop, onClose, onDeleted }: DeleteShopPopupProps) {
  const { notify } = useToast();
  return (
    <AsyncConfirmPopup
      open={shop !== null}
      message={shop ? `Вы действительно хотите удалить магазин «${shop.address}»?` : undefined}
      onConfirm={async () => {
        if (!shop) return;
        await shopsApi.remove(shop.id);
        notify({ tone: 'success', text: 'Магазин удалён' });
        onDeleted(shop);
      }}
      onClose={onClose}
    />
  );
}
