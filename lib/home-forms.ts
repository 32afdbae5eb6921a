import type { Banner, BannerTextFields } from './api/banners';
import { required } from './validation/messages';

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
  return values.title.trim() !== '' && values.categoryId !== null && hasImage;
}

/** §4: on edit only title, categoryId or isActive that differ from the loaded banner are sent. */
export function bannerChanges(loaded: Banner, values: BannerFormValues): BannerTextFields {
  const changes: BannerTextFields = {};
  const title = values.title.trim();
  if (title !== loaded.title) changes.title = title;
  if (values.categoryId !== null && values.categoryId !== loaded.categoryId) changes.categoryId = values.categoryId;
  if (values.isActive !== loaded.isActive) changes.isActive = values.isActive;
  return changes;
}

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
} as const;

/** The first message of a server field, or undefined. */
export function fieldMessage(fieldErrors: Record<string, string[]>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const list = fieldErrors[key];
    if (list?.length) return list.join(' ');
  }
  return undefined;
}
