'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormPopup } from '@/components/ui/form-popup';
import { Loader } from '@/components/ui/loader';
import { Select } from '@/components/ui/select';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { productPagesApi, type ProductPage } from '@/lib/home/api';
import { catalogueOptionsApi } from '@/lib/home/catalogue';
import type { NamedOption } from '@/lib/home/types';
import { fieldMessage, homeMessages } from '@/lib/home/forms';

export interface ProductPagePopupProps {
  blockId: number;
  /** The page being edited; null to add one. */
  page: ProductPage | null;
  /** Products the block shows already: the upstream refuses a second page of one, so they are not offered. */
  taken?: readonly number[];
  onSaved: (page: ProductPage) => void;
  onClose: () => void;
}

/** §2 'Выберите товар': a searchable select of the catalogue's products; one must be chosen. */
export function ProductPagePopup({ blockId, page, taken = [], onSaved, onClose }: ProductPagePopupProps) {
  const [products, setProducts] = useState<NamedOption[] | null>(null);
  const [productId, setProductId] = useState<number | null>(page?.productId ?? null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (productId === null) {
      setFieldError(homeMessages.product);
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      const saved = page
        ? await productPagesApi.update(blockId, { id: page.id, productId, isActive: page.isActive })
        : await productPagesApi.add(blockId, productId);
      const name = products?.find((p) => p.id === productId)?.name;
      onSaved({ ...saved, title: saved.title ?? name ?? null });
      onClose();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setFormError(apiError?.error ?? GENERIC_ERROR);
      setFieldError(fieldMessage(apiError?.fieldErrors ?? {}, 'productId', 'product_id'));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormPopup
      title="Выберите товар"
      onClose={onClose}
      onSubmit={submit}
      error={formError}
      submitText={page ? SAVE_CHANGES_TEXT : 'Добавить'}
      pending={pending}
      submitDisabled={products === null}
    >
      {products === null ? (
        <Loader label="Загрузка товаров…" />
      ) : (
        <Select
          label="Товар"
          placeholder="Начните вводить название"
          searchable
          // The edited page keeps its own product among the choices.
          options={products.filter((product) => product.id === page?.productId || !taken.includes(product.id))}
          value={productId}
          onChange={(id) => {
            setProductId(Number(id));
            setFieldError(undefined);
          }}
          error={fieldError}
        />
      )}
    </FormPopup>
  );
}
