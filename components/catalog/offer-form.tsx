'use client';

import { Field } from '@/components/form/field';
import { useState } from 'react';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { RecordActions } from '@/components/form/record-actions';
import { useAppForm } from '@/components/form/use-app-form';
import listStyles from '@/components/list/list-page.module.css';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { useAfterChange } from '@/components/ui/use-route-data';
import { catalogApi, type Offer, type Product, type Property } from '@/lib/catalog/api';
import { moneyFieldText, parseMoney, parseQuantity, quantityFieldText } from '@/lib/format/input-parsers';
import { OFFER_PRICE_LABEL, OFFER_QUANTITY_LABEL } from '@/lib/catalog/forms';
import { paths } from '@/lib/paths';
import styles from './catalog.module.css';
import { offerSchema } from '@/lib/catalog/validation';

interface OfferFormValues {
  name: string;
  article: string;
  price: string;
  quantity: string;
  isActive: boolean;
}

const NONE = 0;


const valuesOf = (offer?: Offer, product?: Product): OfferFormValues => ({
  name: offer?.name ?? '',
  article: offer?.article ?? '',
  price: offer ? moneyFieldText(offer.price) : product ? moneyFieldText(product.basePrice) : '',
  quantity: offer ? quantityFieldText(offer.quantity) : '0',
  isActive: offer?.isActive ?? true,
});

/** A product's variant, under its heading (OfferScreen). */
export function OfferForm({ product, offer, properties }: { product: Product; offer?: Offer; properties: Property[] }) {
  const { changed } = useAfterChange();
  const [values, setValues] = useState<Record<number, number>>(() => Object.fromEntries((offer?.properties ?? []).map((v) => [v.propertyId, v.enumId])));
  const form = useAppForm<OfferFormValues>({
    schema: offerSchema,
    defaultValues: valuesOf(offer, product),
    successText: offer ? 'Изменения сохранены' : 'Торговое предложение создано',
    submit: async (typed) => {
      const price = parseMoney(typed.price, OFFER_PRICE_LABEL);
      const quantity = parseQuantity(typed.quantity || '0', OFFER_QUANTITY_LABEL);
      if (!price.ok || !quantity.ok) throw new Error('unreachable: the schema checked both');
      const payload = {
        name: typed.name.trim(),
        article: typed.article.trim(),
        price: price.value,
        quantity: quantity.value,
        isActive: typed.isActive,
        properties: Object.entries(values)
          .filter(([, enumId]) => enumId !== NONE)
          .map(([propertyId, enumId]) => ({ propertyId: Number(propertyId), enumId })),
      };
      if (offer) await catalogApi.updateOffer(product.id, offer.id, payload);
      else await catalogApi.createOffer(product.id, payload);
      changed(paths.product(product.id));
      // Saved as typed: nothing is left unsaved while the product's page opens.
      return typed;
    },
  });
  const {
    register,
  } = form;

  return (
    <>
      <AppFormView form={form} className={styles.card} aria-labelledby="offer-title">
        <div className={listStyles.grid}>
          <Field className={styles.wide} label="Наименование" name="name" />
          <Field label="Артикул" name="article" />
          <Field label="Цена, ₽" inputMode="decimal" name="price" />
          <Field
            label="Остаток, шт."
            inputMode="numeric"
            keepTyped
            name="quantity"
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
        <FormFailure />
        <RecordActions submitText={offer ? SAVE_CHANGES_TEXT : 'Создать предложение'} />
      </AppFormView>
    </>
  );
}
