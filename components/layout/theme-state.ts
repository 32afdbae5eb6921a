/**
 * The colour theme of this device: a cookie, so the server renders the chosen theme in the first
 * HTML and the page never flashes the other one. Not secret and not httpOnly: the switch writes
 * it in the browser. No cookie means "as the system" (prefers-color-scheme).
 */
export const THEME_COOKIE = 'theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The labels of the switch, in its order. */
export const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'Как в системе',
  light: 'Светлая',
  dark: 'Тёмная',
};

/** Anything but 'light' or 'dark' (no cookie, an old or edited value) follows the system. */
export function themeFromCookie(value: string | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The `document.cookie` assignment that stores the choice for a year, or removes it for 'system'. */
export function themeCookie(choice: ThemeChoice): string {
  return choice === 'system'
    ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
