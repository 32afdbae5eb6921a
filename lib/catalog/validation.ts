import { mixed, object, string } from 'yup';
import { CATEGORY_NAME_MAX, nameLengthMessage, PRODUCT_NAME_MAX, validateOfferPrice, validateOfferQuantity, validateProductPrice } from './forms';
import { required } from '../validation/messages';

// The typed texts stay as typed (no yup transforms): the forms read their payload from them on submit.

/** A product's variant (§2 /catalog/products/{id}/offers/…). */
export const offerSchema = object({
  name: string().test('required', required('Наименование'), (value) => !!value?.trim()),
  price: string().test('price', (value, context) => {
    const checked = validateOfferPrice(value ?? '');
    return checked === true || context.createError({ message: checked });
  }),
  quantity: string().test('quantity', (value, context) => {
    const checked = validateOfferQuantity(value ?? '');
    return checked === true || context.createError({ message: checked });
  }),
});

/** The main fields of a product or kit. */
export const productSchema = object({
  name: string()
    .test('required', required('Наименование'), (value) => !!value?.trim())
    // The upstream refuses longer names with 422: say it before sending.
    .test('maxLength', nameLengthMessage(PRODUCT_NAME_MAX), (value) => (value ?? '').trim().length <= PRODUCT_NAME_MAX),
  categoryId: mixed().nullable().test('required', required('Категория'), (value) => value !== null && value !== undefined),
  basePrice: string().test('price', (value, context) => {
    const checked = validateProductPrice(value ?? '');
    return checked === true || context.createError({ message: checked });
  }),
});

export const categorySchema = object({
  name: string()
    .test('required', required('Наименование'), (value) => !!value?.trim())
    // The upstream refuses longer names with 422: say it under the field before sending.
    .test('maxLength', nameLengthMessage(CATEGORY_NAME_MAX), (value) => (value ?? '').trim().length <= CATEGORY_NAME_MAX),
});
