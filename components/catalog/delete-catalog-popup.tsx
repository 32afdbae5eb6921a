'use client';

import { AsyncConfirmPopup } from '@/components/ui/async-confirm-popup';
import { useToast } from '@/components/ui/toast';
import { catalogApi, type CatalogType } from '@/lib/catalog/api';

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
  const { notify } = useToast();
  return (
    <AsyncConfirmPopup
      open={item !== null}
      message={item ? `${QUESTION[item.type]} «${item.name}»?` : undefined}
      onConfirm={async () => {
        if (!item) return;
        await catalogApi.remove(item.type, item.id);
        notify({ tone: 'success', text: DONE[item.type] });
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
