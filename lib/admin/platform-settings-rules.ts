/** The platform settings form's messages, labels and number reading without yup: shared by its values (platform-settings.ts) and its schema (platform-settings-validation.ts). */

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
