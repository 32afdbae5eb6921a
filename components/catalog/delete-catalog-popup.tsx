'use client';

import { useState } from 'react';
import { ConfirmPopup } from '@/components/ui/confirm-popup';
import { useToast } from '@/components/ui/toast';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { catalogApi, type CatalogType } from '@/lib/api/catalog';

export interface CatalogItemRef {
  type: CatalogType;
  id: number;
  name: string;
}

const QUESTION: Record<CatalogType, string> = {
  categories: 'Вы действительно хотите удалить категорию',
  products: 'Вы действительно хотите удалить товар',
  kits: 'Вы действительно хотите удалить комплект',
};

const DONE: Record<CatalogType, string> = {
  categories: 'Категория удалена',
  products: 'Товар удалён',
  kits: 'Комплект удалён',
};

/** Asks before DELETE market/{type}/{id}; a refusal of the server stays inside the popup (§8). */
export function DeleteCatalogPopup({ item, onClose, onDeleted }: { item: CatalogItemRef | null; onClose: () => void; onDeleted: () => void }) {
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
      await catalogApi.remove(item.type, item.id);
      notify({ tone: 'success', text: DONE[item.type] });
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
      message={item ? `${QUESTION[item.type]} «${item.name}»?` : undefined}
      onConfirm={confirm}
      onCancel={close}
      pending={pending}
      error={error}
    />
  );
}
