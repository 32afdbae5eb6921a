import { api } from '../api/client';
import { readAnswer } from '../schema/read-later';
import type { AuthType, AppColors, IosDevice, IosContacts, IosListingValues, AndroidListingValues, MediaCollection, AppMainValues, AppAuthValues } from './types';

export { IOS_DEVICES } from './types';
export type { AuthType, AppColors, ApplicationMain, AppPicture, IosDevice, IosContacts, IosListing, AndroidListing, IosListingValues, AndroidListingValues, AppFlags, MediaCollection, AppMainValues, AppAuthValues, AppDownload, AppDownloadResult } from './types';

/** The resource's schemas, loaded with the first answer read (lib/schema/read-later.ts). */
const schemas = () => import('./schema');

export const APP_COLOR_KEYS = [
  'primary',
  'secondary',
  'icon',
  'background1',
  'background2',
  'text',
  'gradient1',
  'gradient2',
] as const satisfies readonly (keyof AppColors)[];

/** §3 "theme colours: primary, secondary, icon, background 1 and 2, text, gradient 1 and 2". */
export const APP_COLOR_LABELS: Record<keyof AppColors, string> = {
  primary: 'Основной цвет',
  secondary: 'Дополнительный цвет',
  icon: 'Цвет иконок',
  background1: 'Фон 1',
  background2: 'Фон 2',
  text: 'Цвет текста',
  gradient1: 'Градиент 1',
  gradient2: 'Градиент 2',
};

export const AUTH_TYPE_NAMES: Record<AuthType, string> = {
  phone: 'По номеру телефона',
  email: 'По E-mail',
};

export const IOS_DEVICE_LABELS: Record<IosDevice, string> = {
  iphone67: 'iPhone 6,7"',
  iphone65: 'iPhone 6,5"',
  iphone55: 'iPhone 5,5"',
  ipad129: 'iPad Pro 12,9"',
};

/** §4 app states with Russian names; the specification does not fix the values. */
export const APP_STATE_NAMES: Record<string, string> = {
  draft: 'Черновик',
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
};

export const APPLICATION_KEY = 'chief/application';

/** Every answer of these calls is the app's settings, read with the server loader's schema. */
const readApplication = (body: unknown) => readAnswer(schemas, (s) => s.applicationMainSchema, body);

/** The application calls of §7 through the BFF proxy. */
export const applicationApi = {
  get: () => api.get<unknown>(APPLICATION_KEY).then(readApplication),
  updateMain: (values: Partial<AppMainValues>) =>
    api.put<unknown>(`${APPLICATION_KEY}/main`, values).then(readApplication),
  updateAuth: (values: AppAuthValues) =>
    api.put<unknown>(`${APPLICATION_KEY}/auth`, values).then(readApplication),
  /** POST-form application/main: the logo (svg, pdf, png). */
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api.post<unknown>(`${APPLICATION_KEY}/main`, form).then(readApplication);
  },
  updateIos: (values: Partial<IosListingValues>) =>
    api.put<unknown>(`${APPLICATION_KEY}/ios`, values).then(readApplication),
  /** POST-form application/ios: the store icon and/or screenshots of one device size. */
  uploadIos: ({ device, images = [], appIcon }: { device?: IosDevice; images?: readonly File[]; appIcon?: File | null }) => {
    const form = new FormData();
    if (appIcon) form.append('app_icon', appIcon);
    if (device && images.length) {
      form.append('device', device);
      for (const file of images) form.append('images[]', file);
    }
    return api.post<unknown>(`${APPLICATION_KEY}/ios`, form).then(readApplication);
  },
  updateIosContacts: (values: IosContacts) =>
    api.put<unknown>(`${APPLICATION_KEY}/ios/contacts`, values).then(readApplication),
  updateAndroid: (values: Partial<AndroidListingValues>) =>
    api.put<unknown>(`${APPLICATION_KEY}/android`, values).then(readApplication),
  /** POST-form application/android: the store icon, the Play Market banner and/or screenshots. */
  uploadAndroidImages: (files: { marketBanner?: File | null; marketImage?: readonly File[]; appIcon?: File | null }) => {
    const form = new FormData();
    if (files.appIcon) form.append('app_icon', files.appIcon);
    if (files.marketBanner) form.append('market_banner', files.marketBanner);
    for (const file of files.marketImage ?? []) form.append('market_image[]', file);
    return api.post<unknown>(`${APPLICATION_KEY}/android`, form).then(readApplication);
  },
  /** §7 "DELETE /dashboard/v1/media with params". */
  deleteMedia: (collection: MediaCollection, uuid: string) =>
    api.delete<unknown>('media', { query: { collection, uuid } }).then(readApplication),
};

