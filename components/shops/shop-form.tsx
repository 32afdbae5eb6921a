'use client';

import { CheckboxField, Field } from '@/components/form/field';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AppFormView, FormFailure } from '@/components/form/app-form';
import { RecordActions } from '@/components/form/record-actions';
import { useAppForm } from '@/components/form/use-app-form';
import listStyles from '@/components/list/list-page.module.css';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { useAfterChange } from '@/components/ui/use-route-data';
import { shopsApi, type Shop } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import { shopFormValues, toShopPayload } from '@/lib/shops/forms';
import { type ShopFormValues, shopSchema } from '@/lib/shops/validation';
import { DeleteShopPopup } from './delete-shop-popup';


/** The shop's form, under its heading (ShopScreen). */
export function ShopForm({ shop }: { shop?: Shop }) {
  const router = useRouter();
  const { changed } = useAfterChange();
  const [deleting, setDeleting] = useState(false);
  const form = useAppForm<ShopFormValues>({
    schema: shopSchema,
    defaultValues: shopFormValues(shop),
    successText: shop ? 'Изменения сохранены' : 'Магазин создан',
    submit: async (values) => {
      const payload = toShopPayload(values);
      if (!shop) {
        const created = await shopsApi.create(payload);
        changed(paths.shop(created.id));
        return;
      }
      const saved = shopFormValues(await shopsApi.update(shop.id, payload));
      changed();
      return saved;
    },
  });
  const {
    control,
    formState: { errors },
  } = form;

  return (
    <>
      <AppFormView form={form} className={listStyles.card} aria-labelledby="shop-title">
        <div className={listStyles.grid}>
          <Field
            className={listStyles.wide}
            label="Адрес"
            placeholder="г. Москва, ул. Тверская, д. 1"
            hint="Адрес — это название магазина в списках выбора"
            name="address"
          />
          <Field label="Город" name="city" />
          <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
          <Field
            label="Часы работы"
            placeholder="09:00 - 21:00"
            hint="В формате ЧЧ:ММ - ЧЧ:ММ"
            name="workingHours"
          />
          <div aria-hidden="true" />
          <Field
            label="Широта"
            inputMode="decimal"
            placeholder="55.7558"
            name="latitude"
          />
          <Field
            label="Долгота"
            inputMode="decimal"
            placeholder="37.6173"
            name="longitude"
          />
          <CheckboxField className={listStyles.wide} label="Активен" name="isActive" />
        </div>
        <FormFailure />
        <RecordActions submitText={shop ? SAVE_CHANGES_TEXT : 'Создать магазин'} onDelete={shop && (() => setDeleting(true))}>
          <Button variant="secondary" onClick={() => router.push(paths.shops)}>
            Отмена
          </Button>
        </RecordActions>
      </AppFormView>
      <DeleteShopPopup
        shop={deleting && shop ? shop : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          changed(paths.shops);
        }}
      />
    </>
  );
}
