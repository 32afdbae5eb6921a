import { boolean, object, string, type InferType } from 'yup';
import type { PlatformSettings } from './types';
import { formatPhone } from '../format/format';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

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

const decimal = (text: string) => Number(text.replace(',', '.'));

/** Platform settings (GET and PATCH admin/settings); numbers are typed as text and checked as numbers. */
export const platformSettingsSchema = object({
  supportEmail: string()
    .trim()
    .required(required(SETTINGS_LABELS.supportEmail))
    .matches(patterns.email, { message: messages.email, excludeEmptyString: true }),
  supportPhone: string()
    .trim()
    .required(required(SETTINGS_LABELS.supportPhone))
    .matches(patterns.phone, { message: messages.phone, excludeEmptyString: true }),
  commissionPercent: string()
    .trim()
    .required(required(SETTINGS_LABELS.commissionPercent))
    .test('commission', settingsMessages.commission, (value) => {
      if (!value) return true;
      return /^\d{1,3}(?:[.,]\d{1,2})?$/.test(value) && decimal(value) <= 100;
    }),
  trialDays: string()
    .trim()
    .required(required(SETTINGS_LABELS.trialDays))
    .test('trial-days', settingsMessages.trialDays, (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= 365)),
  maintenance: boolean().default(false).required(),
});

export type PlatformSettingsValues = InferType<typeof platformSettingsSchema>;

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
