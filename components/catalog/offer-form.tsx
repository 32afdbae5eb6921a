'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import listStyles from '@/components/list/list-page.module.css';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { UnsavedGuard } from '@/components/ui/unsaved-guard';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { catalogApi, type Offer, type Product, type Property } from '@/lib/catalog/api';
import { moneyFieldText, parseMoney, parseQuantity, quantityFieldText } from '@/lib/format/input-parsers';
import { paths } from '@/lib/paths';
import { required } from '@/lib/validation/messages';
import styles from './catalog.module.css';

interface OfferFormValues {
  name: string;
  article: string;
  price: string;
  quantity: string;
  isActive: boolean;
}

const FIELDS = ['name', 'article', 'price', 'quantity', 'isActive'] as const;
const NONE = 0;

const PRICE_LABEL = 'Цена';
const QUANTITY_LABEL = 'Остаток';

function validatePrice(text: string): true | string {
  if (!text.trim()) return required(PRICE_LABEL);
  const price = parseMoney(text, PRICE_LABEL);
  return price.ok || price.message;
}

function validateQuantity(text: string): true | string {
  const quantity = parseQuantity(text || '0', QUANTITY_LABEL);
  return quantity.ok || quantity.message;
}

const valuesOf = (offer?: Offer, product?: Product): OfferFormValues => ({
  name: offer?.name ?? '',
  article: offer?.article ?? '',
  price: offer ? moneyFieldText(offer.price) : product ? moneyFieldText(product.basePrice) : '',
  quantity: offer ? quantityFieldText(offer.quantity) : '0',
  isActive: offer?.isActive ?? true,
});

/** §2 /catalog/products/{id}/offers/create and /offers/{offerId}: a product's variant. */
export function OfferForm({ product, offer, properties }: { product: Product; offer?: Offer; properties: Property[] }) {
  const router = useRouter();
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<number, number>>(() => Object.fromEntries((offer?.properties ?? []).map((v) => [v.propertyId, v.enumId])));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OfferFormValues>({ defaultValues: valuesOf(offer, product) });

  const onSubmit = async (form: OfferFormValues) => {
    setFormError(null);
    if (!form.name.trim()) {
      setError('name', { type: 'required', message: required('Наименование') });
      return;
    }
    const price = parseMoney(form.price, PRICE_LABEL);
    const quantity = parseQuantity(form.quantity || '0', QUANTITY_LABEL);
    if (!price.ok || !quantity.ok) return;
    const payload = {
      name: form.name.trim(),
      article: form.article.trim(),
      price: price.value,
      quantity: quantity.value,
      isActive: form.isActive,
      properties: Object.entries(values)
        .filter(([, enumId]) => enumId !== NONE)
        .map(([propertyId, enumId]) => ({ propertyId: Number(propertyId), enumId })),
    };
    try {
      if (offer) await catalogApi.updateOffer(product.id, offer.id, payload);
      else await catalogApi.createOffer(product.id, payload);
      reset(form);
      notify({ tone: 'success', text: offer ? 'Изменения сохранены' : 'Торговое предложение создано' });
      router.push(paths.product(product.id));
      router.refresh();
    } catch (error) {
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <section className={listStyles.page} aria-labelledby="offer-title">
      <Link href={paths.product(product.id)} className={listStyles.back}>
        ← {product.name}
      </Link>
      <h1 id="offer-title">{offer ? offer.name : 'Новое торговое предложение'}</h1>
      <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="offer-title">
        <div className={listStyles.grid}>
          <TextField className={styles.wide} label="Наименование" registration={register('name')} error={errors.name?.message} />
          <TextField label="Артикул" registration={register('article')} error={errors.article?.message} />
          <TextField label="Цена, ₽" inputMode="decimal" registration={register('price', { validate: validatePrice })} error={errors.price?.message} />
          <TextField
            label="Остаток, шт."
            inputMode="numeric"
            keepTyped
            registration={register('quantity', { validate: validateQuantity })}
            error={errors.quantity?.message}
          />
          {properties.map((property) => (
            <Select
              key={property.id}
              label={property.name}
              placeholder="Не выбрано"
              options={[{ id: NONE, name: 'Не выбрано' }, ...property.enums.map((e) => ({ id: e.id, name: e.value }))]}
              value={values[property.id] ?? NONE}
              onChange={(value) => setValues((current) => ({ ...current, [property.id]: Number(value) }))}
            />
          ))}
          <Checkbox className={styles.wide} label="Активно" registration={register('isActive')} />
        </div>
        <FormError>{formError}</FormError>
        <div className={styles.formActions}>
          <Button type="submit" pending={isSubmitting}>
            {offer ? SAVE_CHANGES_TEXT : 'Создать предложение'}
          </Button>
        </div>
      </form>
      <UnsavedGuard dirty={isDirty && !isSubmitting} />
    </section>
  );
}
