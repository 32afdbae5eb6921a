'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import listStyles from '@/components/list/list-page.module.css';
import { FormPhoneField } from '@/components/ui/form-phone-field';
import { Button } from '@/components/ui/button';
import { DELETE_TEXT, SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { showServerErrors } from '@/lib/forms/server-field-errors';
import { shopsApi, type Shop } from '@/lib/shops/api';
import { paths } from '@/lib/paths';
import { shopFormValues, shopSchema, toShopPayload, type ShopFormValues } from '@/lib/shops/validation';
import { DeleteShopPopup } from './delete-shop-popup';
import styles from './shops.module.css';

const FIELDS = ['address', 'city', 'phone', 'workingHours', 'latitude', 'longitude', 'isActive'] as const;

/** The shop screen (§2 /shops/create and /shops/{id}); `shop` is loaded before it opens. */
export function ShopForm({ shop }: { shop?: Shop }) {
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
    formState: { errors, isSubmitting },
  } = useForm<ShopFormValues>({ resolver: yupResolver(shopSchema), defaultValues: shopFormValues(shop) });

  const onSubmit = async (values: ShopFormValues) => {
    setFormError(null);
    try {
      const payload = toShopPayload(values);
      if (shop) {
        const saved = await shopsApi.update(shop.id, payload);
        reset(shopFormValues(saved));
        notify({ tone: 'success', text: 'Изменения сохранены' });
        router.refresh();
      } else {
        const created = await shopsApi.create(payload);
        notify({ tone: 'success', text: 'Магазин создан' });
        router.push(paths.shop(created.id));
        router.refresh();
      }
    } catch (error) {
      // The typed values stay in the form; the server's messages go under their fields.
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <section className={listStyles.page} aria-labelledby="shop-title">
      <Link href={paths.shops} className={listStyles.back}>
        ← Ко всем магазинам
      </Link>
      <h1 id="shop-title">{shop ? shop.address : 'Новый магазин'}</h1>
      <form className={listStyles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="shop-title">
        <div className={listStyles.grid}>
          <TextField
            className={listStyles.wide}
            label="Адрес"
            placeholder="г. Москва, ул. Тверская, д. 1"
            hint="Адрес — это название магазина в списках выбора"
            registration={register('address')}
            error={errors.address?.message}
          />
          <TextField label="Город" registration={register('city')} error={errors.city?.message} />
          <FormPhoneField control={control} name="phone" error={errors.phone?.message} />
          <TextField
            label="Часы работы"
            placeholder="09:00 - 21:00"
            hint="В формате ЧЧ:ММ - ЧЧ:ММ"
            registration={register('workingHours')}
            error={errors.workingHours?.message}
          />
          <div aria-hidden="true" />
          <TextField
            label="Широта"
            inputMode="decimal"
            placeholder="55.7558"
            registration={register('latitude')}
            error={errors.latitude?.message}
          />
          <TextField
            label="Долгота"
            inputMode="decimal"
            placeholder="37.6173"
            registration={register('longitude')}
            error={errors.longitude?.message}
          />
          <Checkbox className={listStyles.wide} label="Активен" registration={register('isActive')} error={errors.isActive?.message} />
        </div>
        <FormError>{formError}</FormError>
        <div className={listStyles.formActions}>
          <Button type="submit" pending={isSubmitting}>
            {shop ? SAVE_CHANGES_TEXT : 'Создать магазин'}
          </Button>
          <Button variant="secondary" onClick={() => router.push(paths.shops)}>
            Отмена
          </Button>
          <span className={listStyles.spacer} />
          {shop && (
            <Button variant="secondary" className={styles.danger} onClick={() => setDeleting(true)}>
              {DELETE_TEXT}
            </Button>
          )}
        </div>
      </form>
      <DeleteShopPopup
        shop={deleting && shop ? shop : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          router.push(paths.shops);
          router.refresh();
        }}
      />
    </section>
  );
}
