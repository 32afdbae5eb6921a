'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { Loader } from '@/components/ui/loader';
import { Popup } from '@/components/ui/popup';
import { Select } from '@/components/ui/select';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';
import { productPagesApi, type ProductPage } from '@/lib/api/mainpage';
import { catalogueOptionsApi } from '@/lib/api/mainpage-catalogue';
import type { NamedOption } from '@/lib/api/mainpage-types';
import { fieldMessage, homeMessages } from '@/lib/home-forms';
import styles from './home.module.css';

export interface ProductPagePopupProps {
  blockId: number;
  /** The page being edited; null to add one. */
  page: ProductPage | null;
  onSaved: (page: ProductPage) => void;
  onClose: () => void;
}

/** §2 'Выберите товар': a searchable select of the catalogue's products; one must be chosen. */
export function ProductPagePopup({ blockId, page, onSaved, onClose }: ProductPagePopupProps) {
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
    <Popup open onClose={onClose} title="Выберите товар">
      <form className={styles.formGrid} onSubmit={submit} noValidate aria-label="Выберите товар">
        {products === null ? (
          <Loader label="Загрузка товаров…" />
        ) : (
          <Select
            label="Товар"
            placeholder="Начните вводить название"
            searchable
            options={products}
            value={productId}
            onChange={(id) => {
              setProductId(Number(id));
              setFieldError(undefined);
            }}
            error={fieldError}
          />
        )}
        <FormError>{formError}</FormError>
        <div className={styles.actions}>
          <Button type="submit" pending={pending} disabled={products === null}>
            {page ? SAVE_CHANGES_TEXT : 'Добавить'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Popup>
  );
}
