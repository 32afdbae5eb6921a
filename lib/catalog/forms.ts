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
