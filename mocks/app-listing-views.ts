/** The store listings as the upstream answers them (inside GET application). */
import { emptyAndroidListing, emptyIosListing, IOS_DEVICES, type IosDevice } from './app-listing';
import { HOME_MEDIA_PREFIX } from './handlers/mainpage-media';
import type { ApplicationRecord } from './types';

export const mediaUrl = (uuid: string) => `${HOME_MEDIA_PREFIX}${uuid}`;
const picture = (uuid: string) => ({ uuid, preview_url: mediaUrl(uuid) });

/** A store written before the listings existed has none: they start empty. */
export function iosOf(app: ApplicationRecord) {
  return (app.ios ??= emptyIosListing());
}

export function androidOf(app: ApplicationRecord) {
  return (app.android ??= emptyAndroidListing());
}

export function iosView(app: ApplicationRecord) {
  const ios = app.ios ?? emptyIosListing();
  const images = {} as Record<IosDevice, ReturnType<typeof picture>[]>;
  for (const device of IOS_DEVICES) images[device] = (ios.images[device] ?? []).map(picture);
  return {
    title: ios.title,
    user_agreement_url: ios.user_agreement_url,
    support_url: ios.support_url,
    description: ios.description,
    key_words: ios.key_words,
    app_icon: ios.app_icon ? picture(ios.app_icon) : null,
    images,
    contacts: { ...ios.contacts },
  };
}

export function androidView(app: ApplicationRecord) {
  const android = app.android ?? emptyAndroidListing();
  return {
    app_icon: android.app_icon ? picture(android.app_icon) : null,
    title: android.title,
    short_description: android.short_description,
    description: android.description,
    user_agreement_url: android.user_agreement_url,
    user_delete_form_url: android.user_delete_form_url,
    default_language: android.default_language,
    app_category: android.app_category,
    images: {
      market_banner: android.market_banner ? picture(android.market_banner) : null,
      market_image: android.market_image.map(picture),
    },
  };
}
