import { field, record } from '../schema/record';
import type { AndroidListing, AppColors, AppPicture, ApplicationMain, IosContacts, IosDevice, IosListing } from './types';

/**
 * The app's settings as read from the upstream (§3 "App main", "iOS", "Android"). None of them has
 * an id: the record is read whatever it lacks, and the listings only when the upstream sends them.
 */

export const appPictureSchema = record<AppPicture>('app-picture', { uuid: field.text(), previewUrl: field.text() }, { idKey: 'uuid' });

const EMPTY_COLORS: AppColors = { primary: '', secondary: '', icon: '', background1: '', background2: '', text: '', gradient1: '', gradient2: '' };

const colorsSchema = record<AppColors>(
  'app-colors',
  {
    primary: field.text(),
    secondary: field.text(),
    icon: field.text(),
    background1: field.text(),
    background2: field.text(),
    text: field.text(),
    gradient1: field.text(),
    gradient2: field.text(),
  },
  { idKey: null },
);

const EMPTY_IOS_IMAGES: Record<IosDevice, AppPicture[]> = { iphone67: [], iphone65: [], iphone55: [], ipad129: [] };

const iosImagesSchema = record<Record<IosDevice, AppPicture[]>>(
  'app-ios-images',
  { iphone67: field.list(appPictureSchema), iphone65: field.list(appPictureSchema), iphone55: field.list(appPictureSchema), ipad129: field.list(appPictureSchema) },
  { idKey: null },
);

const EMPTY_CONTACTS: IosContacts = { name: '', address: '', email: '', phone: '', copyright: '' };

const iosContactsSchema = record<IosContacts>(
  'app-ios-contacts',
  { name: field.text(), address: field.text(), email: field.text(), phone: field.text(), copyright: field.text() },
  { idKey: null },
);

const iosSchema = record<Partial<IosListing>>(
  'app-ios',
  {
    title: field.optional(field.text()),
    userAgreementUrl: field.optional(field.text()),
    supportUrl: field.optional(field.text()),
    description: field.optional(field.text()),
    keyWords: field.optional(field.text()),
    appIcon: field.record(appPictureSchema),
    images: field.optional(field.recordOr(iosImagesSchema, EMPTY_IOS_IMAGES)),
    contacts: field.optional(field.recordOr(iosContactsSchema, EMPTY_CONTACTS)),
  },
  { idKey: null },
);

const androidImagesSchema = record<AndroidListing['images']>(
  'app-android-images',
  { marketBanner: field.record(appPictureSchema), marketImage: field.list(appPictureSchema) },
  { idKey: null },
);

const androidSchema = record<Partial<AndroidListing>>(
  'app-android',
  {
    appIcon: field.record(appPictureSchema),
    title: field.optional(field.text()),
    shortDescription: field.optional(field.text()),
    description: field.optional(field.text()),
    userAgreementUrl: field.optional(field.text()),
    userDeleteFormUrl: field.optional(field.text()),
    defaultLanguage: field.optional(field.text()),
    appCategory: field.optional(field.text()),
    images: field.optional(field.recordOr(androidImagesSchema, { marketBanner: null, marketImage: [] })),
  },
  { idKey: null },
);

export const applicationMainSchema = record<ApplicationMain>(
  'application',
  {
    appUuid: field.text(),
    companyName: field.text(),
    iconName: field.text(),
    splashScreenText: field.text(),
    logo: field.textOrNull(),
    colors: field.recordOr(colorsSchema, EMPTY_COLORS),
    jivo: field.textOrNull(),
    state: field.text(),
    authType: field.oneOf(['phone', 'email'] as const, 'phone'),
    twoFactor: field.boolean(),
    hasDelivery: field.boolean(),
    hasFavorite: field.boolean(),
    hasMarket: field.boolean(),
    hasPickup: field.boolean(),
    hasServices: field.boolean(),
    appStoreUrl: field.textOrNull(),
    googlePlayUrl: field.textOrNull(),
    qrCode: field.textOrNull(),
    ios: field.optional(field.recordOr(iosSchema, {})),
    android: field.optional(field.recordOr(androidSchema, {})),
  },
  { idKey: null },
);
