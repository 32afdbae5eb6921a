'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SAVE_CHANGES_TEXT } from '@/components/ui/button-texts';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { Toggle } from '@/components/ui/toggle';
import { settingsApi, type MarketSettings } from '@/lib/api/settings';
import { marketFormValues, marketSchema, toMarketPayload, type MarketFormValues } from '@/lib/validation/settings';
import styles from './settings.module.css';
import { useSettingsForm } from './use-settings-form';

const FIELDS = ['isEnabled', 'minOrderSum'] as const;

/** The online shop's own settings (PUT market): on or off, and the smallest order in roubles. */
export function MarketForm({ market }: { market: MarketSettings }) {
  const {
    register,
    control,
    formState: { errors, isSubmitting },
    formError,
    onSubmit,
  } = useSettingsForm<MarketFormValues>({
    resolver: yupResolver(marketSchema),
    defaultValues: marketFormValues(market),
    fields: FIELDS,
    save: async (values) => marketFormValues(await settingsApi.saveMarket(toMarketPayload(values))),
    successText: 'Настройки магазина сохранены',
  });

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="market-title">
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
