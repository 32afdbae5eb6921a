import type { ApplicationMain } from './api';
import type { AndroidListingFormValues, AppMainFormValues, IosContactsFormValues, IosListingFormValues } from './validation';

// The app settings forms' values and file rules, without yup: each form loads its schema
// (./validation) only when it first validates.

/** §3 logo: svg, pdf or png, at most 52428800 bytes (§9 "for an image"). */
export const LOGO_RULES = { extensions: ['svg', 'pdf', 'png'] as readonly string[], maxBytes: 52428800 };
/** App Store screenshots: png or jpg, at most 10 per device size. */
export const IOS_SCREENSHOT_RULES = { extensions: ['png', 'jpg', 'jpeg'] as readonly string[], maxBytes: 52428800, maxFiles: 10 };

export const appMainValues = (app: ApplicationMain): AppMainFormValues => ({
  companyName: app.companyName ?? '',
  iconName: app.iconName ?? '',
  splashScreenText: app.splashScreenText ?? '',
  hasDelivery: Boolean(app.hasDelivery),
  hasFavorite: Boolean(app.hasFavorite),
  hasMarket: Boolean(app.hasMarket),
  hasPickup: Boolean(app.hasPickup),
  hasServices: Boolean(app.hasServices),
});

export const iosListingValues = (app: ApplicationMain): IosListingFormValues => ({
  title: app.ios?.title ?? '',
  supportUrl: app.ios?.supportUrl ?? '',
  userAgreementUrl: app.ios?.userAgreementUrl ?? '',
  description: app.ios?.description ?? '',
  keyWords: app.ios?.keyWords ?? '',
});

export const iosContactsValues = (app: ApplicationMain): IosContactsFormValues => ({
  name: app.ios?.contacts?.name ?? '',
  address: app.ios?.contacts?.address ?? '',
  email: app.ios?.contacts?.email ?? '',
  phone: app.ios?.contacts?.phone ?? '',
  copyright: app.ios?.contacts?.copyright ?? '',
});

export const androidListingValues = (app: ApplicationMain): AndroidListingFormValues => ({
  title: app.android?.title ?? '',
  shortDescription: app.android?.shortDescription ?? '',
  description: app.android?.description ?? '',
  defaultLanguage: app.android?.defaultLanguage || 'ru-RU',
  appCategory: app.android?.appCategory ?? '',
  userAgreementUrl: app.android?.userAgreementUrl ?? '',
  userDeleteFormUrl: app.android?.userDeleteFormUrl ?? '',
});

/** A store icon: png or jpg, at most 128974848 bytes (§9 "for an icon"). */
export const APP_ICON_RULES = { extensions: ['png', 'jpg', 'jpeg'] as readonly string[], maxBytes: 128974848 };
