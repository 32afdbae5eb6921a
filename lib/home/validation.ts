import { mixed, object, string } from 'yup';
import { homeMessages, titleMessage } from './forms';

// The home screen's form schemas, apart from ./forms: each form loads its schema only when it
// first validates.

const chosen = (value: unknown) => value !== null && value !== undefined;

export const promoSchema = object({
  title: string().test('title', (value, context) => {
    const message = titleMessage(value ?? '', homeMessages.promoTitle, homeMessages.promoTitleLength);
    return !message || context.createError({ message });
  }),
  categoryId: mixed().nullable().test('required', homeMessages.promoCategory, chosen),
});

export const bannerSchema = object({
  title: string().test('title', (value, context) => {
    const message = titleMessage(value ?? '', homeMessages.bannerTitle, homeMessages.bannerTitleLength);
    return !message || context.createError({ message });
  }),
  categoryId: mixed().nullable().test('required', homeMessages.bannerCategory, chosen),
});

/** The template is chosen on creation only; an edited block keeps its own. */
export const blockSchema = (creating: boolean) =>
  object({
    title: string().test('required', homeMessages.blockTitle, (value) => !!value?.trim()),
    template: mixed().nullable().test('required', homeMessages.blockTemplate, (value) => !creating || chosen(value)),
  });

export const productPageSchema = object({
  productId: mixed().nullable().test('required', homeMessages.product, chosen),
});
