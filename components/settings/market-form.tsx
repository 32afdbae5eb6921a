'use client';

import { Controller } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { Toggle } from '@/components/ui/toggle';
import { settingsApi, type MarketSettings } from '@/lib/settings/api';
import { marketFormValues, toMarketPayload } from '@/lib/settings/forms';
import type { MarketFormValues } from '@/lib/settings/validation';
import { SettingsFormCard } from './settings-form-card';
import styles from './settings.module.css';
import { useSettingsForm } from './use-settings-form';

const loadMarketSchema = () => import('@/lib/settings/validation').then((m) => m.marketSchema);

const FIELDS = ['isEnabled', 'minOrderSum'] as const;

/** The online shop's own settings (PUT market): on or off, and the smallest order in roubles. */
export function MarketForm({ market }: { market: MarketSettings }) {
  const form = useSettingsForm<MarketFormValues>({
    schema: loadMarketSchema,
    defaultValues: marketFormValues(market),
    serverFields: FIELDS,
    submit: async (values) => marketFormValues(await settingsApi.saveMarket(toMarketPayload(values))),
    successText: 'Настройки магазина сохранены',
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SettingsFormCard titleId="market-title" title="Интернет-магазин" form={form}>
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
    </SettingsFormCard>
  );
}
