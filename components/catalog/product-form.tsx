'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import listStyles from '@/components/list/list-page.module.css';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { MultiSelect } from '@/components/ui/multi-select';
import { NoData } from '@/components/ui/no-data';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { catalogApi, type CategoryOption, type Product, type ProductOption, type ProductPayload, type ProductType } from '@/lib/catalog/api';
import { moneyFieldText, parseMoney } from '@/lib/format/input-parsers';
import { paths } from '@/lib/paths';
import { isMissing } from '@/lib/schema/missing';
import { required } from '@/lib/validation/messages';
import { DeleteCatalogPopup } from './delete-catalog-popup';
import styles from './catalog.module.css';

interface ProductFormValues {
  name: string;
  article: string;
  description: string;
  categoryId: number | null;
  basePrice: string;
  inStock: boolean;
  isActive: boolean;
  kitItems: number[];
}

const FIELDS = ['name', 'article', 'description', 'categoryId', 'basePrice', 'inStock', 'isActive', 'kitItems'] as const;
const AVAILABILITY = [
  { value: true, label: 'В наличии' },
  { value: false, label: 'Нет в наличии' },
] as const;

const PRICE_LABEL = 'Базовая цена';

/** Checked on submit and again on every change after it, so the message goes as soon as the price reads. */
function validatePrice(text: string): true | string {
  if (!text.trim()) return required(PRICE_LABEL);
  const price = parseMoney(text, PRICE_LABEL);
  return price.ok || price.message;
}

const valuesOf = (product?: Product): ProductFormValues => ({
  name: product?.name ?? '',
  article: product?.article ?? '',
  description: product?.description ?? '',
  categoryId: product?.categoryId ?? null,
  basePrice: product ? moneyFieldText(product.basePrice) : '',
  inStock: product?.inStock ?? true,
  isActive: product?.isActive ?? true,
  kitItems: product?.kitItems.map((item) => item.productId) ?? [],
});

export interface ProductFormProps {
  product?: Product;
  type: ProductType;
  categories: CategoryOption[];
  /** The products a kit can be made of (only for kits). */
  members?: ProductOption[];
  /** Called with the saved product, so the sections below can follow it. */
  onSaved?: (product: Product) => void;
}

/** The main fields of a product or kit (§2 /catalog/products/create and /catalog/products/{id}). */
/** The upstream's limit on a product's name (its 422 says the same words). */
const PRODUCT_NAME_MAX = 160;

export function ProductForm({ product, type, categories, members = [], onSaved }: ProductFormProps) {
  const router = useRouter();
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductFormValues>({ defaultValues: valuesOf(product) });
  const isKit = type === 'kit';
  const listPath = isKit ? paths.catalogKits : paths.catalogProducts;

  const onSubmit = async (values: ProductFormValues) => {
    setFormError(null);
    let invalid = false;
    if (!values.name.trim()) {
      setError('name', { type: 'required', message: required('Наименование') });
      invalid = true;
    } else if (values.name.trim().length > PRODUCT_NAME_MAX) {
      // The upstream refuses longer names with 422: say it before sending.
      setError('name', { type: 'maxLength', message: `Наименование должно быть не длиннее ${PRODUCT_NAME_MAX} символов` });
      invalid = true;
    }
    if (values.categoryId === null) {
      setError('categoryId', { type: 'required', message: required('Категория') });
      invalid = true;
    }
    const price = parseMoney(values.basePrice, PRICE_LABEL);
    if (invalid || !price.ok) return;
    const payload: ProductPayload = {
      name: values.name.trim(),
      article: values.article.trim(),
      description: values.description,
      categoryId: values.categoryId,
      basePrice: price.value,
      inStock: values.inStock,
      isActive: values.isActive,
      ...(isKit ? { kitItems: values.kitItems.map((productId) => ({ productId, quantity: 1 })) } : {}),
    };
    try {
      if (product) {
        const saved = await catalogApi.updateProduct(product.id, payload);
        reset(valuesOf(saved));
        onSaved?.(saved);
        notify({ tone: 'success', text: 'Изменения сохранены' });
      } else {
        const created = await catalogApi.createProduct({ ...payload, type });
        reset(valuesOf(created));
        notify({ tone: 'success', text: isKit ? 'Комплект создан' : 'Товар создан' });
        router.push(paths.product(created.id));
        router.refresh();
      }
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <>
      <Link href={listPath} className={listStyles.back}>
        {isKit ? '← Ко всем комплектам' : '← Ко всем товарам'}
      </Link>
      <h1 id="product-title">{product ? product.name : isKit ? 'Новый комплект' : 'Новый товар'}</h1>
      <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="product-title">
        <div className={listStyles.grid}>
          <TextField className={styles.wide} label="Наименование" registration={register('name')} error={errors.name?.message} />
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Select
                label="Категория"
                placeholder="Выберите категорию"
                searchable
                options={categories}
                value={field.value}
                onChange={(value) => field.onChange(Number(value))}
                onBlur={field.onBlur}
                error={errors.categoryId?.message}
              />
            )}
          />
          <TextField label="Артикул" registration={register('article')} error={errors.article?.message} />
          <TextField
            label="Базовая цена, ₽"
            inputMode="decimal"
            registration={register('basePrice', { validate: validatePrice })}
            error={errors.basePrice?.message}
          />
          <Controller
            control={control}
            name="inStock"
            render={({ field }) => (
              <RadioGroup legend="Наличие" options={AVAILABILITY} value={field.value} onChange={field.onChange} direction="row" />
            )}
          />
          {isKit && (
            <Controller
              control={control}
              name="kitItems"
              render={({ field }) => (
                <MultiSelect
                  className={styles.wide}
                  label="Товары комплекта"
                  searchable
                  options={members}
                  value={field.value}
                  onChange={(value) => field.onChange(value.map(Number))}
                  error={errors.kitItems?.message}
                />
              )}
            />
          )}
          {isKit && product && isMissing(product, 'kitItems') && <NoData block />}
          <label className={styles.textarea}>
            <span>Описание</span>
            <textarea {...register('description')} />
          </label>
          <Checkbox className={styles.wide} label="Активен" registration={register('isActive')} />
        </div>
        <FormError>{formError}</FormError>
        <div className={styles.formActions}>
          <Button type="submit" pending={isSubmitting}>
            {product ? SAVE_CHANGES_TEXT : isKit ? 'Создать комплект' : 'Создать товар'}
          </Button>
          <span className={listStyles.spacer} />
          {product && (
            <Button variant="secondary" className={styles.danger} onClick={() => setDeleting(true)}>
              {DELETE_TEXT}
            </Button>
          )}
        </div>
      </form>
      <UnsavedGuard dirty={isDirty && !isSubmitting} />
      <DeleteCatalogPopup
        item={deleting && product ? { type: isKit ? 'kits' : 'products', id: product.id, name: product.name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          router.push(listPath);
          router.refresh();
        }}
      />
    </>
  );
}
