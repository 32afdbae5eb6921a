import { api } from './client';

export type AuthType = 'phone' | 'email';

/** Theme colours of the app (§3 settings form labels). */
export interface AppColors {
  primary: string;
  secondary: string;
  icon: string;
  background1: string;
  background2: string;
  text: string;
  gradient1: string;
  gradient2: string;
}

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

/** §3 "App main data" (GET application), camelCase as the BFF returns it. */
export interface ApplicationMain {
  appUuid: string;
  companyName: string;
  iconName: string;
  splashScreenText: string;
  logo: string | null;
  colors: AppColors;
  jivo: string | null;
  /** The values of state are not fixed by the specification ('draft', 'published', ...). */
  state: string;
  authType: AuthType;
  twoFactor: boolean;
  hasDelivery: boolean;
  hasFavorite: boolean;
  hasMarket: boolean;
  hasPickup: boolean;
  hasServices: boolean;
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
  qrCode: string | null;
}

export type AppMainValues = Pick<ApplicationMain, 'companyName' | 'iconName' | 'splashScreenText' | 'colors'>;
export type AppAuthValues = Pick<ApplicationMain, 'authType' | 'twoFactor'>;

/** The public download data (server only: GET application/download without a session). */
export interface AppDownload {
  appUuid: string;
  companyName: string;
  appName: string;
  iconName: string;
  logo: string | null;
  colors: Pick<AppColors, 'primary' | 'background1' | 'text'>;
  state: string;
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
  downloadUrl: string | null;
  qrCode: string | null;
}

/** What the download page can show. */
export type AppDownloadResult =
  | { kind: 'found'; app: AppDownload }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

export const APPLICATION_KEY = 'chief/application';

/** The application calls of §7 through the BFF proxy. */
export const applicationApi = {
  get: () => api.get<{ data: ApplicationMain }>(APPLICATION_KEY).then((body) => body.data),
  updateMain: (values: Partial<AppMainValues>) =>
    api.put<{ data: ApplicationMain }>(`${APPLICATION_KEY}/main`, values).then((body) => body.data),
  updateAuth: (values: AppAuthValues) =>
    api.put<{ data: ApplicationMain }>(`${APPLICATION_KEY}/auth`, values).then((body) => body.data),
};
