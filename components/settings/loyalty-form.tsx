'use client';

import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { settingsApi, type LoyaltyRules } from '@/lib/settings/api';
import { loyaltyFormValues, toLoyaltyRules } from '@/lib/settings/forms';
import type { LoyaltyFormValues } from '@/lib/settings/validation';
import { SettingsFormCard } from './settings-form-card';
import styles from './settings.module.css';
import { useSettingsForm } from './use-settings-form';

const loadLoyaltySchema = () => import('@/lib/settings/validation').then((m) => m.loyaltySchema);

const FIELDS = [
  'accrualDelayHours',
  'bonusesPerRouble',
  'annualBonus',
  'registrationBonus',
  'birthdayBonus',
  'noAccrualWithBonuses',
  'accrueCashOnly',
] as const;

/** §3 bonus settings: accrual delay, bonuses per rouble, the three gift bonuses and two accrual rules. */
export function LoyaltyForm({ rules }: { rules: LoyaltyRules }) {
  const form = useSettingsForm<LoyaltyFormValues>({
    schema: loadLoyaltySchema,
    defaultValues: loyaltyFormValues(rules),
    serverFields: FIELDS,
    submit: async (values) => loyaltyFormValues(await settingsApi.saveLoyalty(toLoyaltyRules(values))),
    successText: 'Настройки бонусов сохранены',
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsFormCard titleId="loyalty-title" title="Бонусная программа" form={form}>
      <div className={styles.grid}>
        <TextField label="Задержка начисления, ч" inputMode="numeric" registration={register('accrualDelayHours')} error={errors.accrualDelayHours?.message} />
        <TextField
          label="Бонусов за 1 ₽"
          inputMode="decimal"
          hint="Например, 0,5 — один бонус за каждые 2 ₽"
          registration={register('bonusesPerRouble')}
          error={errors.bonusesPerRouble?.message}
        />
        <TextField label="Ежегодный бонус" inputMode="numeric" registration={register('annualBonus')} error={errors.annualBonus?.message} />
        <TextField label="Бонус за регистрацию" inputMode="numeric" registration={register('registrationBonus')} error={errors.registrationBonus?.message} />
        <TextField label="Бонус на день рождения" inputMode="numeric" registration={register('birthdayBonus')} error={errors.birthdayBonus?.message} />
        <Checkbox
          className={styles.wide}
          label="Не начислять бонусы при оплате бонусами"
          registration={register('noAccrualWithBonuses')}
          error={errors.noAccrualWithBonuses?.message}
        />
        <Checkbox
          className={styles.wide}
          label="Начислять бонусы только на оплату деньгами"
          registration={register('accrueCashOnly')}
          error={errors.accrueCashOnly?.message}
        />
      </div>
    </SettingsFormCard>
  );
}
