import type { PlatformSettingsValues } from './platform-settings-validation';
import type { PlatformSettings } from './types';
import { formatPhone } from '../format/format';

// The platform settings form's labels, messages, values and payload, without yup: the form
// loads its schema (./platform-settings-validation) only when it first validates.

/** Not in the specification's catalogue; worded after its style. */
export const settingsMessages = {
  commission: 'Комиссия должна быть числом от 0 до 100',
  trialDays: 'Пробный период должен быть целым числом дней от 0 до 365',
} as const;

export const SETTINGS_LABELS = {
  supportEmail: 'E-mail поддержки',
  supportPhone: 'Телефон поддержки',
  commissionPercent: 'Комиссия платформы, %',
  trialDays: 'Пробный период, дней',
  maintenance: 'Режим технических работ',
} as const;

/** A number as typed: a decimal comma reads as a point. */
export const decimal = (text: string) => Number(text.replace(',', '.'));

export function platformSettingsValues(settings: PlatformSettings): PlatformSettingsValues {
  return {
    supportEmail: settings.supportEmail,
    supportPhone: formatPhone(settings.supportPhone),
    commissionPercent: String(settings.commissionPercent).replace('.', ','),
    trialDays: String(settings.trialDays),
    maintenance: settings.maintenance,
  };
}

/** The payload: the phone without formatting characters (§5), numbers as numbers. */
export function toPlatformSettingsPayload(values: PlatformSettingsValues): PlatformSettings {
  return {
    supportEmail: values.supportEmail.trim(),
    supportPhone: values.supportPhone.replace(/\D/g, ''),
    commissionPercent: decimal(values.commissionPercent.trim()),
    trialDays: Number(values.trialDays.trim()),
    maintenance: values.maintenance,
  };
}
