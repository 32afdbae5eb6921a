'use client';

import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { useToast } from '@/components/ui/toast';
import { newsApi } from '@/lib/news/api';

export interface DeleteNewsPopupProps {
  /** The article to delete; null keeps the popup closed. */
  item: { id: number; title: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks 'Подтвердите действие' before deleting; a refusal of the server stays in the popup (§8). */
export function DeleteNewsPopup({ item, onClose, onDeleted }: DeleteNewsPopupProps) {
  const { notify } = useToast();
  return (
    <AsyncConfirmPopup
      open={item !== null}
      message={item ? `Вы действительно хотите удалить новость «${item.title}»?` : undefined}
      onConfirm={async () => {
        if (!item) return;
        await newsApi.remove(item.id);
        notify({ tone: 'success', text: 'Новость удалена' });
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
