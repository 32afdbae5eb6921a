import { boolean, object, string, type InferType } from 'yup';
import { decimal, settingsMessages, SETTINGS_LABELS } from './platform-settings-rules';
import { messages, required } from '../validation/messages';
import { patterns } from '../validation/patterns';

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
