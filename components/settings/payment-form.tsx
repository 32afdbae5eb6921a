'use client';

import { Field } from '@/components/form/field';
import { SelectField } from '@/components/form/select-field';
import { settingsApi, type PaymentSettings } from '@/lib/settings/api';
import { FISCAL_VERSION_OPTIONS, TAX_SYSTEM_OPTIONS, VAT_OPTIONS } from '@/lib/settings/options';
import { paymentFormValues, toPaymentPayload } from '@/lib/settings/forms';
import type { PaymentFormValues } from '@/lib/settings/validation';
import { SecretField } from './secret-field';
import { SettingsFormCard } from './settings-form-card';
import styles from './settings.module.css';
import { useSettingsForm } from './use-settings-form';

const loadPaymentSchema = () => import('@/lib/settings/validation').then((m) => m.paymentSchema);

const FIELDS = ['siteId', 'secret', 'publicKey', 'inn', 'fiscalVersion', 'paymentPlace', 'taxNumber', 'taxSystem'] as const;
type SelectName = 'fiscalVersion' | 'taxNumber' | 'taxSystem';

export interface PaymentFormProps {
  settings: PaymentSettings;
  /** Names of the payment systems the shop takes (GET payment-systems). */
  systems: readonly string[];
}

/** §3 payment settings: site id, secret, public key, tax ID, fiscal version, payment place, tax number, tax system. */
export function PaymentForm({ settings, systems }: PaymentFormProps) {
  const form = useSettingsForm<PaymentFormValues>({
    schema: loadPaymentSchema,
    defaultValues: paymentFormValues(settings),
    serverFields: FIELDS,
    submit: async (values) => paymentFormValues(await settingsApi.savePayment(toPaymentPayload(values))),
    successText: 'Настройки оплаты сохранены',
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const select = (name: SelectName, label: string, options: readonly { id: string; name: string }[]) => (
    <SelectField control={control} name={name} label={label} placeholder="Выберите значение" options={options} />
  );

  return (
    <SettingsFormCard titleId="payment-title" title="Онлайн-оплата" form={form}>
      {systems.length > 0 && <p className={styles.lead}>Платёжные системы: {systems.join(', ')}</p>}
      <div className={styles.grid}>
        <Field label="Идентификатор сайта" autoComplete="off" name="siteId" />
        <SecretField label="Секретный ключ" registration={register('secret')} error={errors.secret?.message} />
        <Field label="Публичный ключ" autoComplete="off" name="publicKey" />
        <Field
          label="ИНН"
          inputMode="numeric"
          maxLength={12}
          hint="10 цифр для организации, 12 — для ИП"
          name="inn"
        />
        {select('fiscalVersion', 'Версия ФФД', FISCAL_VERSION_OPTIONS)}
        <Field
          label="Место расчётов"
          placeholder="https://shop.ru"
          hint="Адрес сайта или приложения для чека"
          name="paymentPlace"
        />
        {select('taxNumber', 'Ставка НДС', VAT_OPTIONS)}
        {select('taxSystem', 'Система налогообложения', TAX_SYSTEM_OPTIONS)}
      </div>
    </SettingsFormCard>
  );
}
