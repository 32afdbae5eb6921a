import type { PlatformSettingsValues } from './platform-settings-validation';
import type { PlatformSettings } from './types';
import { formatPhone } from '../format/format';
import { decimal } from './platform-settings-rules';

// The platform settings form's labels, messages, values and payload, without yup: the form
// loads its schema (./platform-settings-validation) only when it first validates.

export { settingsMessages, SETTINGS_LABELS, decimal } from './platform-settings-rules';

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
