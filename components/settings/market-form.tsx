'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { Toggle } from '@/components/ui/toggle';
import { useToast } from '@/components/ui/toast';
import { settingsApi, type MarketSettings } from '@/lib/api/settings';
import { marketFormValues, marketSchema, toMarketPayload, type MarketFormValues } from '@/lib/validation/settings';
import { showServerErrors } from './server-errors';
import { useUnsavedReport } from './settings-guard';
import styles from './settings.module.css';

const FIELDS = ['isEnabled', 'minOrderSum'] as const;

/** The online shop's own settings (PUT market): on or off, and the smallest order in roubles. */
export function MarketForm({ market }: { market: MarketSettings }) {
  const { notify } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MarketFormValues>({ resolver: yupResolver(marketSchema), defaultValues: marketFormValues(market) });
  useUnsavedReport(isDirty && !isSubmitting);

  const onSubmit = async (values: MarketFormValues) => {
    setFormError(null);
    try {
      reset(marketFormValues(await settingsApi.saveMarket(toMarketPayload(values))));
      notify({ tone: 'success', text: 'Настройки магазина сохранены' });
    } catch (failure) {
      setFormError(showServerErrors(failure, FIELDS, setError));
    }
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="market-title">
      <h2 id="market-title">Интернет-магазин</h2>
      <p className={styles.lead}>Цены в приложении показываются в рублях (₽).</p>
      <div className={styles.grid}>
        <Controller
          control={control}
          name="isEnabled"
          render={({ field }) => (
            <Toggle className={styles.wide} label="Магазин включён" checked={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <TextField
          label="Минимальная сумма заказа"
          inputMode="numeric"
          end="₽"
          hint="0 — без ограничения"
          registration={register('minOrderSum')}
          error={errors.minOrderSum?.message}
        />
      </div>
      <FormError>{formError}</FormError>
      <div className={styles.actions}>
        <Button type="submit" pending={isSubmitting}>
          {SAVE_CHANGES_TEXT}
        </Button>
      </div>
    </form>
  );
}
