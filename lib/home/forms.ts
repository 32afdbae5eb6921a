import type { Banner, BannerTextFields } from './banners';
import { ApiError, GENERIC_ERROR } from '../api/api-error';
import type { FormFailure } from '../forms/server-field-errors';
import { required } from '../validation/messages';

/** What the banner form holds besides the image (§2 banner form). */
export interface BannerFormValues {
  title: string;
  categoryId: number | null;
  isActive: boolean;
}

export function bannerFormValues(banner?: Banner | null): BannerFormValues {
  return { title: banner?.title ?? '', categoryId: banner?.categoryId ?? null, isActive: banner?.isActive ?? true };
}

/** §2: the submit button waits for a title, an image and a category. */
export function canSubmitBanner(values: BannerFormValues, hasImage: boolean): boolean {
  const title = values.title.trim();
  return title !== '' && title.length <= HOME_TITLE_MAX && values.categoryId !== null && hasImage;
}

/** The banner form's required fields by their labels (§2), in the form's order. */
export const BANNER_REQUIRED_LABELS = { title: 'Наименование', category: 'Категория товара', image: 'Фото' } as const;

/**
 * Why the banner form's submit button is disabled (§2 keeps it disabled until title, image and
 * category are set): the required fields still empty, or the fields whose message says what is
 * wrong. Undefined while it can be pressed. Not in the specification's catalogue; worded after its style.
 */
export function bannerSubmitHint(values: BannerFormValues, hasImage: boolean, imageRefused: boolean): string | undefined {
  const missing = [
    !values.title.trim() && BANNER_REQUIRED_LABELS.title,
    values.categoryId === null && BANNER_REQUIRED_LABELS.category,
    !hasImage && BANNER_REQUIRED_LABELS.image,
  ].filter(Boolean);
  if (missing.length > 0) return `Заполните обязательные поля: ${missing.join(', ')}`;
  if (imageRefused || !canSubmitBanner(values, hasImage)) return 'Исправьте поля, под которыми есть сообщение';
  return undefined;
}

/**
 * §4: the text fields are sent only if title, categoryId or isActive changed from the loaded
 * banner; §7's PUT replaces, so when any changed all three are sent. Null: nothing to send.
 */
export function bannerChanges(loaded: Banner, values: BannerFormValues): BannerTextFields | null {
  const next: BannerTextFields = {
    title: values.title.trim(),
    categoryId: values.categoryId ?? loaded.categoryId,
    isActive: values.isActive,
  };
  const changed =
    next.title !== loaded.title || next.categoryId !== loaded.categoryId || next.isActive !== loaded.isActive;
  return changed ? next : null;
}

/**
 * The longest title the upstream keeps for a banner and a promo page: a longer one comes back as
 * a 422, so the form refuses it first, under the field, in the upstream's words.
 */
export const HOME_TITLE_MAX = 255;

/** Field messages of the home forms (§5 required-field template). */
export const homeMessages = {
  bannerTitle: required('Наименование'),
  bannerCategory: required('Категория товара'),
  blockTitle: required('Наименование'),
  blockTemplate: required('Шаблон'),
  /** §5: a product must be chosen. */
  product: required('Товар'),
  promoTitle: required('Заголовок'),
  promoCategory: required('Категория'),
  bannerTitleLength: `Наименование должно быть не длиннее ${HOME_TITLE_MAX} символов`,
  promoTitleLength: `Заголовок должен быть не длиннее ${HOME_TITLE_MAX} символов`,
} as const;

/** A title's message under its field: required when blank, too long above HOME_TITLE_MAX (counted trimmed, as sent). */
export function titleMessage(title: string, requiredMessage: string, lengthMessage: string): string | undefined {
  const trimmed = title.trim();
  if (!trimmed) return requiredMessage;
  return trimmed.length > HOME_TITLE_MAX ? lengthMessage : undefined;
}

/** The first message of a server field, or undefined. */
export function fieldMessage(fieldErrors: Record<string, string[]>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const list = fieldErrors[key];
    if (list?.length) return list.join(' ');
  }
  return undefined;
}

/**
 * How a home form reads a refusal: the server's text for the whole form, and under each field
 * the first message found under any of its names (the upstream writes some in snake_case).
 */
export function homeFailure(names: Record<string, readonly string[]>): (error: unknown) => FormFailure {
  return (error) => {
    const apiError = error instanceof ApiError ? error : null;
    const fieldErrors: Record<string, string> = {};
    for (const [field, keys] of Object.entries(names)) {
      const message = fieldMessage(apiError?.fieldErrors ?? {}, ...keys);
      if (message) fieldErrors[field] = message;
    }
    return { message: apiError?.error ?? GENERIC_ERROR, fieldErrors };
  };
}
