/**
 * §2: the home screen's scroll position is stored locally when leaving for a promo page and
 * restored on return. Taken once, so a later plain visit starts at the top.
 */
export const HOME_SCROLL_KEY = 'home-scroll-y';

export function saveHomeScroll(y: number = window.scrollY): void {
  try {
    window.localStorage.setItem(HOME_SCROLL_KEY, String(Math.round(y)));
  } catch {
    // Storage refused (private mode, quota): the user only loses the position.
  }
}

export function takeHomeScroll(): number | null {
  try {
    const raw = window.localStorage.getItem(HOME_SCROLL_KEY);
    window.localStorage.removeItem(HOME_SCROLL_KEY);
    const y = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(y) && y >= 0 ? y : null;
  } catch {
    return null;
  }
}
