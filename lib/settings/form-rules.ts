import { formatNumber } from '../format/format';
import { patterns } from '../validation/patterns';

/** The form's messages, limits and parsers without yup: shared by its values (forms.ts) and its schema (validation.ts), so neither imports the other both ways. */

/** Not in the specification's catalogue; worded after its style (and the same as the upstream's). */
export const settingsMessages = {
  whole: (label: string, max: number) => `Поле "${label}" должно быть целым числом от 0 до ${formatNumber(max)}`,
  decimal: (label: string, max: number) => `Поле "${label}" должно быть числом от 0 до ${formatNumber(max)}`,
  maxLength: (label: string, max: number) => `Поле "${label}" должно быть не длиннее ${max} символов`,
  deliveryOrPickup: 'Включите доставку или самовывоз',
} as const;

export const MAX_BONUS = 1_000_000;

export const MAX_SUM = 100_000_000;

/** §5 tax id: exactly 10 or 12 digits. */
export function isTaxId(value: string): boolean {
  return patterns.taxNumber.test(value);
}

/** Digits as typed, spaces allowed ('12 000'); a decimal comma reads as a point. */
export function parseAmount(text: string): number {
  return Number(text.replace(/\s/g, '').replace(',', '.'));
}
