'use client';

import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { AppFormPopup } from '@/components/form/app-form-popup';
import { useAppForm } from '@/components/form/use-app-form';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Loader } from '@/components/ui/loader';
import { Select } from '@/components/ui/select';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { productPagesApi, type ProductPage } from '@/lib/home/api';
import { catalogueOptionsApi } from '@/lib/home/catalogue';
import type { NamedOption } from '@/lib/home/types';
import { homeFailure } from '@/lib/home/forms';

export interface ProductPagePopupProps {
  blockId: number;
  /** The page being edited; null to add one. */
  page: ProductPage | null;
  /** Products the block shows already: the upstream refuses a second page of one, so they are not offered. */
  taken?: readonly number[];
  onSaved: (page: ProductPage) => void;
  onClose: () => void;
}

interface ProductPageFormValues {
  productId: number | null;
}

const loadProductPageSchema = () => import('@/lib/home/validation').then((m) => m.productPageSchema);

/** §2 'Выберите товар': a searchable select of the catalogue's products; one must be chosen. */
export function ProductPagePopup({ blockId, page, taken = [], onSaved, onClose }: ProductPagePopupProps) {
  const [products, setProducts] = useState<NamedOption[] | null>(null);
  const form = useAppForm<ProductPageFormValues>({
    schema: loadProductPageSchema,
    defaultValues: { productId: page?.productId ?? null },
    // A dialog: as before, closing it does not ask.
    guard: 'none',
    failure: homeFailure({ productId: ['productId', 'product_id'] }),
    submit: async ({ productId }) => {
      const chosen = productId!;
      const saved = page
        ? await productPagesApi.update(blockId, { id: page.id, productId: chosen, isActive: page.isActive })
        : await productPagesApi.add(blockId, chosen);
      const name = products?.find((p) => p.id === chosen)?.name;
      onSaved({ ...saved, title: saved.title ?? name ?? null });
      onClose();
    },
  });
  const {
    control,
    setFormError,
    formState: { errors },
  } = form;

  useEffect(() => {
    let live = true;
    catalogueOptionsApi
      .products()
      .then((list) => live && setProducts(list))
      .catch((failure: unknown) => {
        if (!live) return;
        setProducts([]);
        setFormError(failure instanceof ApiError ? failure.error : GENERIC_ERROR);
      });
    return () => {
      live = false;
    };
  }, [setFormError]);

  return (
    <AppFormPopup
      form={form}
      title="Выберите товар"
      onClose={onClose}
      submitText={page ? SAVE_CHANGES_TEXT : 'Добавить'}
      submitDisabled={products === null}
    >
      {products === null ? (
        <Loader label="Загрузка товаров…" />
      ) : (
        <Controller
          control={control}
          name="productId"
          render={({ field }) => (
            <Select
              label="Товар"
              placeholder="Начните вводить название"
              searchable
              // The edited page keeps its own product among the choices.
              options={products.filter((product) => product.id === page?.productId || !taken.includes(product.id))}
              value={field.value}
              onChange={(id) => field.onChange(Number(id))}
              onBlur={field.onBlur}
              error={errors.productId?.message}
            />
          )}
        />
      )}
    </AppFormPopup>
  );
}
