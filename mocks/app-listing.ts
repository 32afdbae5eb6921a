/**
 * Store listings of the company's app (§3 "iOS app data", "Android app data"), kept inside its
 * ApplicationRecord: pictures are MediaRecord uuids, served under media/home/{uuid}.
 */

/** App Store screenshot sets: the four device sizes the listing asks for. */
export const IOS_DEVICES = ['iphone67', 'iphone65', 'iphone55', 'ipad129'] as const;
export type IosDevice = (typeof IOS_DEVICES)[number];

export interface IosContactsRecord {
  name: string;
  address: string;
  email: string;
  phone: string;
  copyright: string;
}

export interface IosListingRecord {
  title: string;
  user_agreement_url: string;
  support_url: string;
  description: string;
  key_words: string;
  app_icon: string | null;
  /** Screenshot uuids per device size. */
  images: Record<IosDevice, string[]>;
  contacts: IosContactsRecord;
}

export interface AndroidListingRecord {
  app_icon: string | null;
  title: string;
  short_description: string;
  description: string;
  user_agreement_url: string;
  user_delete_form_url: string;
  default_language: string;
  app_category: string;
  /** Uuid of the 1024x500 feature graphic. */
  market_banner: string | null;
  /** Uuids of the 16:9 screenshots, 2 to 10 (§9). */
  market_image: string[];
}

export function emptyIosListing(): IosListingRecord {
  return {
    title: '',
    user_agreement_url: '',
    support_url: '',
    description: '',
    key_words: '',
    app_icon: null,
    images: { iphone67: [], iphone65: [], iphone55: [], ipad129: [] },
    contacts: { name: '', address: '', email: '', phone: '', copyright: '' },
  };
}

export function emptyAndroidListing(): AndroidListingRecord {
  return {
    app_icon: null,
    title: '',
    short_description: '',
    description: '',
    user_agreement_url: '',
    user_delete_form_url: '',
    default_language: 'ru-RU',
    app_category: '',
    market_banner: null,
    market_image: [],
  };
}

/** The coffee shop's published listings; other companies start empty. */
export function seedListings(companyId: number): { ios: IosListingRecord; android: AndroidListingRecord } {
  const ios = emptyIosListing();
  const android = emptyAndroidListing();
  if (companyId === 1) {
    Object.assign(ios, {
      title: 'Кофейня «Утро»',
      user_agreement_url: 'https://utrocoffee.ru/agreement',
      support_url: 'https://utrocoffee.ru/support',
      description: 'Заказывайте кофе заранее и забирайте без очереди. Копите бонусы за каждую покупку.',
      key_words: 'кофе,кофейня,завтрак,бонусы',
    });
    ios.contacts = {
      name: 'Анна Смирнова',
      address: 'г. Москва, ул. Покровка, д. 12',
      email: 'app@utrocoffee.ru',
      phone: '+7 916 123-45-67',
      copyright: '© 2025 ООО «Утро»',
    };
    Object.assign(android, {
      title: 'Кофейня «Утро»',
      short_description: 'Кофе без очереди и бонусы за каждую покупку',
      description: 'Заказывайте кофе заранее и забирайте без очереди. Копите бонусы за каждую покупку.',
      user_agreement_url: 'https://utrocoffee.ru/agreement',
      user_delete_form_url: 'https://utrocoffee.ru/delete-account',
      app_category: 'FOOD_AND_DRINK',
    });
  }
  return { ios, android };
}
