/** §4 side-menu persistence: the wide-screen open state, kept in a cookie so the server renders it. */
export const MENU_COOKIE = 'menu_open';

/** §9 breakpoints: below "notebook" the menu is a drawer; below "tablet" the screen is mobile. */
export const NOTEBOOK_WIDTH = 1366;
export const TABLET_WIDTH = 1024;

export function menuOpenFromCookie(value: string | undefined): boolean {
  return value !== '0';
}

export function persistMenuOpen(open: boolean): void {
  document.cookie = `${MENU_COOKIE}=${open ? '1' : '0'}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
