import { parseMoney, parseQuantity as parseQuantityText } from '../format/input-parsers';

/** The form's messages, limits and parsers without yup: shared by its values (forms.ts) and its schema (validation.ts), so neither imports the other both ways. */

export const MAX_QUANTITY = 99;

/** Not in the specification's catalogue; worded after its style. */
export const orderMessages = {
  price: 'Цена должна быть больше нуля',
  quantity: `Количество должно быть целым числом от 1 до ${MAX_QUANTITY}`,
  nameLength: 'Наименование должно быть не длиннее 150 символов',
  commentLength: 'Комментарий должен быть не длиннее 500 символов',
} as const;

export const PRICE_LABEL = 'Цена';

export const QUANTITY_LABEL = 'Количество';

/**
 * A line's price read by the shared money parser ('199,50', '199.50', '1 990,50' keep their
 * kopecks; '-5', '1e3' are refused, not stripped to digits). Zero gets the upstream's own words.
 */
export function readPrice(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseMoney(text, PRICE_LABEL, { allowZero: true });
  if (parsed.ok && parsed.value === 0) return { ok: false, message: orderMessages.price };
  return parsed;
}

/** A line's quantity: a whole number of pieces in the upstream's range 1..MAX_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  const parsed = parseQuantityText(text, QUANTITY_LABEL, { min: 1, max: MAX_QUANTITY });
  return parsed.ok ? parsed.value : null;
}
