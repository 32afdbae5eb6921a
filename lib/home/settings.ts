import type { MainPageSettings } from './types';

/** §9: how often the home settings are asked again while `loyalty` is missing. */
export const SETTINGS_POLL_MS = 5000;

export const SLIDER_TIP = 'Можно выбрать только один вид слайдера';

export type DisplayElementKey = 'sliderL' | 'sliderS' | 'loyalty' | 'myOrders';

/** §2: the rows of the display-elements table; myBookings is kept in the payload but not listed. */
export const DISPLAY_ELEMENTS: readonly { key: DisplayElementKey; name: string; slider?: true }[] = [
  { key: 'sliderL', name: 'Слайдер больших рекламных баннеров', slider: true },
  { key: 'sliderS', name: 'Слайдер маленьких рекламных баннеров', slider: true },
  { key: 'loyalty', name: 'Программа лояльности' },
  { key: 'myOrders', name: 'Мои заказы' },
];

/** §4: the settings are complete once the answer has a `loyalty` key. */
export function hasLoyalty(settings: MainPageSettings | null | undefined): settings is MainPageSettings & { loyalty: boolean } {
  return !!settings && typeof settings.loyalty === 'boolean';
}

/**
 * The whole set after one toggle. The two sliders exclude each other: switching one on
 * switches the other off.
 */
export function toggleSetting(settings: MainPageSettings, key: DisplayElementKey, value: boolean): MainPageSettings {
  const next = { ...settings, [key]: value };
  if (value && key === 'sliderL') next.sliderS = false;
  if (value && key === 'sliderS') next.sliderL = false;
  return next;
}
