'use client';

import { Field } from '@/components/form/field';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { RecordActions } from '@/components/form/record-actions';
import { SelectField } from '@/components/form/select-field';
import { recordGuard, useAppForm, type FormGuard } from '@/components/form/use-app-form';
import listStyles from '@/components/list/list-page.module.css';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { MultiSelect } from '@/components/ui/multi-select';
import { NoData } from '@/components/ui/no-data';
import { RadioGroup } from '@/components/ui/radio-group';
import { useAfterChange } from '@/components/ui/use-route-data';
import { catalogApi, type CategoryOption, type Product, type ProductOption, type ProductPayload, type ProductType } from '@/lib/catalog/api';
import { PRODUCT_PRICE_LABEL } from '@/lib/catalog/forms';
import { moneyFieldText, parseMoney } from '@/lib/format/input-parsers';
import { paths } from '@/lib/paths';
import { isMissing } from '@/lib/schema/missing';
import { DeleteCatalogPopup } from './delete-catalog-popup';
import styles from './catalog.module.css';
import { productSchema } from '@/lib/catalog/validation';

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

const AVAILABILITY = [
  { value: true, label: 'В наличии' },
  { value: false, label: 'Нет в наличии' },
] as const;

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

/** The fields the overwrite guard shows; a product's `updatedAt` says whether it changed. */
const GUARDED_FIELDS = {
  labels: {
    name: 'Наименование',
    categoryId: 'Категория',
    article: 'Артикул',
    basePrice: 'Базовая цена, ₽',
    inStock: 'Наличие',
    kitItems: 'Товары комплекта',
    description: 'Описание',
    isActive: 'Активен',
  },
};

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
export function ProductForm({ product, type, categories, members = [], onSaved }: ProductFormProps) {
  const { changed } = useAfterChange();
  const [deleting, setDeleting] = useState(false);
  const isKit = type === 'kit';
  const listPath = isKit ? paths.catalogKits : paths.catalogProducts;
  const nameOf = (options: readonly { id: number; name: string }[]) => (value: unknown) =>
    options.find((option) => option.id === value)?.name ?? (value == null ? '' : `№ ${String(value)}`);
  const guardAgainst: FormGuard<ProductFormValues> | undefined = product
    ? recordGuard({
        baseline: product,
        load: () => catalogApi.product(product.id),
        values: valuesOf,
        version: (record) => record.updatedAt,
        fields: {
          ...GUARDED_FIELDS,
          show: {
            categoryId: nameOf(categories),
            inStock: (value) => (value ? 'В наличии' : 'Нет в наличии'),
            kitItems: (value) => (Array.isArray(value) ? value.map(nameOf(members)).join(', ') : ''),
          },
        },
        // The page renders the loaded product (its title, the sections below) anew.
        onLoad: () => changed(),
      })
    : undefined;
  const form = useAppForm<ProductFormValues>({
    schema: productSchema,
    defaultValues: valuesOf(product),
    guardAgainst,
    successText: product ? 'Изменения сохранены' : isKit ? 'Комплект создан' : 'Товар создан',
    submit: async (values) => {
      const price = parseMoney(values.basePrice, PRODUCT_PRICE_LABEL);
      if (!price.ok) throw new Error('unreachable: the schema checked the price');
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
      if (product) {
        const saved = await catalogApi.updateProduct(product.id, payload);
        onSaved?.(saved);
        // The page and every list the router remembers (Back to the products) render anew.
        changed();
        return valuesOf(saved);
      }
      const created = await catalogApi.createProduct({ ...payload, type });
      changed(paths.product(created.id));
      return valuesOf(created);
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <>
      <AppFormView form={form} className={styles.card} aria-labelledby="product-title">
        <div className={listStyles.grid}>
          <Field className={styles.wide} label="Наименование" name="name" />
          <SelectField control={control} name="categoryId" label="Категория" placeholder="Выберите категорию" searchable options={categories} />
          <Field label="Артикул" name="article" />
          <Field
            label="Базовая цена, ₽"
            inputMode="decimal"
            name="basePrice"
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
        <FormFailure />
        <RecordActions submitText={product ? SAVE_CHANGES_TEXT : isKit ? 'Создать комплект' : 'Создать товар'} onDelete={product && (() => setDeleting(true))} />
      </AppFormView>
      <DeleteCatalogPopup
        item={deleting && product ? { type: isKit ? 'kits' : 'products', id: product.id, name: product.name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          changed(listPath);
        }}
      />
    </>
  );
}
