/** The application records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

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
  /** Store listings; an upstream that has none yet may leave them out. */
  ios?: Partial<IosListing>;
  android?: Partial<AndroidListing>;
}

/** An uploaded picture of the app as the upstream names it. */
export interface AppPicture {
  uuid: string;
  previewUrl: string;
}

/** App Store screenshot sets (§3 settings form labels: "screenshots for four device sizes"). */
export const IOS_DEVICES = ['iphone67', 'iphone65', 'iphone55', 'ipad129'] as const;
export type IosDevice = (typeof IOS_DEVICES)[number];

export interface IosContacts {
  name: string;
  address: string;
  email: string;
  phone: string;
  copyright: string;
}

/** §3 "iOS app data". */
export interface IosListing {
  title: string;
  userAgreementUrl: string;
  supportUrl: string;
  description: string;
  keyWords: string;
  appIcon: AppPicture | null;
  images: Record<IosDevice, AppPicture[]>;
  contacts: IosContacts;
}

/** §3 "Android app data". */
export interface AndroidListing {
  appIcon: AppPicture | null;
  title: string;
  shortDescription: string;
  description: string;
  userAgreementUrl: string;
  userDeleteFormUrl: string;
  defaultLanguage: string;
  appCategory: string;
  images: { marketBanner: AppPicture | null; marketImage: AppPicture[] };
}

export type IosListingValues = Pick<IosListing, 'title' | 'userAgreementUrl' | 'supportUrl' | 'description' | 'keyWords'>;

export type AndroidListingValues = Pick<
  AndroidListing,
  'title' | 'shortDescription' | 'description' | 'userAgreementUrl' | 'userDeleteFormUrl' | 'defaultLanguage' | 'appCategory'
>;

export type AppFlags = Pick<ApplicationMain, 'hasDelivery' | 'hasFavorite' | 'hasMarket' | 'hasPickup' | 'hasServices'>;

/** Where an uploaded file sits, for DELETE /dashboard/v1/media (§7 "with params"). */
export type MediaCollection = 'logo' | 'ios' | 'ios_icon' | 'android_icon' | 'market_banner' | 'market_image';

export type AppMainValues = Pick<ApplicationMain, 'companyName' | 'iconName' | 'splashScreenText' | 'colors'> & AppFlags;

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
