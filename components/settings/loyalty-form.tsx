'use client';

import { CheckboxField, Field } from '@/components/form/field';
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

  return (
    <SettingsFormCard titleId="loyalty-title" title="Бонусная программа" form={form}>
      <div className={styles.grid}>
        <Field label="Задержка начисления, ч" inputMode="numeric" name="accrualDelayHours" />
        <Field
          label="Бонусов за 1 ₽"
          inputMode="decimal"
          hint="Например, 0,5 — один бонус за каждые 2 ₽"
          name="bonusesPerRouble"
        />
        <Field label="Ежегодный бонус" inputMode="numeric" name="annualBonus" />
        <Field label="Бонус за регистрацию" inputMode="numeric" name="registrationBonus" />
        <Field label="Бонус на день рождения" inputMode="numeric" name="birthdayBonus" />
        <CheckboxField
          className={styles.wide}
          label="Не начислять бонусы при оплате бонусами"
          name="noAccrualWithBonuses"
        />
        <CheckboxField
          className={styles.wide}
          label="Начислять бонусы только на оплату деньгами"
          name="accrueCashOnly"
        />
      </div>
    </SettingsFormCard>
  );
}
