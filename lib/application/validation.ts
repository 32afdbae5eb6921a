import { boolean, object, string, type InferType } from 'yup';
import { APP_COLOR_LABELS } from './api';
import { messages, required } from '../validation/messages';
import { colorsShape } from '../onboarding/validation';
import { patterns } from '../validation/patterns';
import { PLAY_MARKET, playMarketMessages } from './play-market';

const limited = (label: string, max: number) => string().trim().defined().default('').max(max, playMarketMessages.tooLong(label, max));
const requiredLimited = (label: string, max: number) => limited(label, max).required(required(label));

/** §5 "URL with optional scheme": an empty value passes, a wrong one gets the link message. */
export const linkRule = () =>
  string().trim().defined().default('').matches(patterns.url, { message: messages.link, excludeEmptyString: true });

/** §3 company name, app icon name, splash text, and the app's sections. */
export const appMainSchema = object({
  companyName: requiredLimited('Название компании', 50),
  iconName: requiredLimited('Название под иконкой', 30),
  splashScreenText: limited('Текст заставки', 100),
  hasDelivery: boolean().defined().default(false),
  hasFavorite: boolean().defined().default(false),
  hasMarket: boolean().defined().default(false),
  hasPickup: boolean().defined().default(false),
  hasServices: boolean().defined().default(false),
});
export type AppMainFormValues = InferType<typeof appMainSchema>;

/** §3 theme colours, each a HEX colour (§5). */
export const themeColorsSchema = object({ colors: colorsShape(APP_COLOR_LABELS) });
export type ThemeColorsFormValues = InferType<typeof themeColorsSchema>;

/** §3 App Store listing. */
export const iosListingSchema = object({
  title: requiredLimited('Название', 30),
  supportUrl: linkRule(),
  userAgreementUrl: linkRule(),
  description: limited('Описание', 4000),
  keyWords: limited('Ключевые слова', 100),
});
export type IosListingFormValues = InferType<typeof iosListingSchema>;

export const iosContactsSchema = object({
  name: limited('Имя', 100),
  address: limited('Адрес', 200),
  email: string()
    .trim()
    .defined()
    .default('')
    .matches(patterns.email, { message: messages.email, excludeEmptyString: true }),
  phone: limited('Телефон', 30),
  copyright: limited('Авторское право', 100),
});
export type IosContactsFormValues = InferType<typeof iosContactsSchema>;

/** §3/§5 Play Market listing: title 30, short description 80, description 4000. */
export const androidListingSchema = object({
  title: requiredLimited('Название', PLAY_MARKET.titleMax),
  shortDescription: limited('Краткое описание', PLAY_MARKET.shortDescriptionMax),
  description: limited('Полное описание', PLAY_MARKET.descriptionMax),
  defaultLanguage: string().defined().default('ru-RU'),
  appCategory: string().defined().default(''),
  userAgreementUrl: linkRule(),
  userDeleteFormUrl: linkRule(),
});
export type AndroidListingFormValues = InferType<typeof androidListingSchema>;
