import { parseMoney, parseQuantity } from '../format/input-parsers';
import { required } from '../validation/messages';

// The catalogue forms' labels and checks, without yup: the forms read their payload with them,
// and their schemas (./validation) are loaded only when a form first validates.

export const OFFER_PRICE_LABEL = 'Цена';
export const OFFER_QUANTITY_LABEL = 'Остаток';

export function validateOfferPrice(text: string): true | string {
  if (!text.trim()) return required(OFFER_PRICE_LABEL);
  const price = parseMoney(text, OFFER_PRICE_LABEL);
  return price.ok || price.message;
}

export function validateOfferQuantity(text: string): true | string {
  const quantity = parseQuantity(text || '0', OFFER_QUANTITY_LABEL);
  return quantity.ok || quantity.message;
}

export const PRODUCT_PRICE_LABEL = 'Базовая цена';

/** Checked on submit and again on every change after it, so the message goes as soon as the price reads. */
export function validateProductPrice(text: string): true | string {
  if (!text.trim()) return required(PRODUCT_PRICE_LABEL);
  const price = parseMoney(text, PRODUCT_PRICE_LABEL);
  return price.ok || price.message;
}

/** The upstream's limit on a product's name (its 422 says the same words). */
export const PRODUCT_NAME_MAX = 160;

/**
 * The upstream's limit on a category's name: the specification names none, the upstream refuses a
 * longer one with 422 («Ошибка валидации» and this message under the field), so the form says it
 * first, under the field, in the same words, and sends nothing.
 */
export const CATEGORY_NAME_MAX = 120;

export const nameLengthMessage = (max: number) => `Наименование должно быть не длиннее ${max} символов`;
